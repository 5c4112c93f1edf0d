import { escapeHtml } from './escape';

/** Vite's build manifest (dist/.vite/manifest.json): source module → its chunk, static and lazy imports, styles. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** The built storefront as a page's head needs it: the manifest, and the text of each stylesheet it names. */
export interface BuildAssets {
  manifest: Manifest;
  /** Stylesheet file (as the manifest names it) → its CSS. */
  stylesheets: Record<string, string>;
}

/**
 * A screen's stylesheet drawn into the page: inline, so the first paint waits for no request, and as
 * a link that never applies (`media="not all"`, fetched at low priority, blocking nothing) so that
 * Vite's loader of the screen's chunk finds it in place and does not hold hydration for it.
 */
function stylesheet(file: string, css: string | undefined): string {
  const href = `/${escapeHtml(file)}`;
  if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" href="${href}" />`;
  return `<style>${css}</style><link rel="stylesheet" href="${href}" media="not all" />`;
}

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The tags a server-rendered page adds to index.html's: its screen's chunk and static imports as
 * module preloads (hydration starts without waiting for the start-up script), and the stylesheets of
 * those and of the parts the screen loads lazily (the server drew them too, so they must be styled).
 */
export function pageAssets({ manifest, stylesheets }: BuildAssets, screen: string): string {
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
    ...[...styles].map((file) => stylesheet(file, stylesheets[file])),
    ...own.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key].file)}" />`),
  ].join('');
}
