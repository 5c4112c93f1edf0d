import { escapeHtml } from './escape';

/** Vite's build manifest (dist/.vite/manifest.json): source module → its chunk, static and lazy imports, styles. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The links a server-rendered page adds to index.html's: its screen's chunk and static imports as
 * module preloads (hydration starts without waiting for the start-up script), and the stylesheets of
 * those and of the parts the screen loads lazily (the server drew them too, so they must be styled).
 */
export function pageAssets(manifest: Manifest, screen: string): string {
  const entry = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key].isEntry),
  );
  const own = [...closure(manifest, [screen])].filter((key) => !entry.has(key));
  const lazy = [
    ...closure(
      manifest,
      own.flatMap((key) => manifest[key].dynamicImports ?? []),
    ),
  ].filter((key) => !entry.has(key));
  const styles = new Set([...own, ...lazy].flatMap((key) => manifest[key].css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...own.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key].file)}" />`),
  ].join('');
}
