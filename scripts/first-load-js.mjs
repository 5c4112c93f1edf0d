// The gzip size of the JavaScript a page fetches before its first render, read from a Vite
// production build's manifest (`build.manifest: true`). Used by the front ends' measure scripts.
// "First load" = the entry chunk plus everything it imports statically, plus, for a route, the
// lazy chunk of its screen and that chunk's static imports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Reads `{dist}/.vite/manifest.json`; exits with a hint when the build is missing. */
export function openBuild(dist, workspace) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No manifest at ${manifestFile}: run "npm run build -w ${workspace}" first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) {
    console.error('The manifest has no entry chunk.');
    process.exit(1);
  }
  return {
    entryKey,
    /** The manifest key of a source module whose file name is `{name}.tsx`. */
    moduleKey: (name) => Object.keys(manifest).find((key) => key.endsWith(`/${name}.tsx`)),
    /** Prints the total (and, unless told not to, each JS file) loaded from `keys`; returns the total in bytes. */
    report(label, keys, { listFiles = true } = {}) {
      const seen = new Set();
      const walk = (key) => {
        if (seen.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const next of manifest[key].imports ?? []) walk(next);
      };
      keys.forEach(walk);
      const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
      const sizes = files
        .map((file) => ({ file, gz: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
        .sort((a, b) => b.gz - a.gz);
      const total = sizes.reduce((sum, size) => sum + size.gz, 0);
      console.log(`\n${label}: ${kb(total)} KB gzip in ${files.length} JS file(s)`);
      if (listFiles) for (const size of sizes) console.log(`  ${kb(size.gz).padStart(7)} KB  ${size.file}`);
      return total;
    },
  };
}

/** Prints the verdict line against a budget in KB; true when within it. */
export function withinBudget(label, bytes, budgetKb) {
  const ok = bytes <= budgetKb * 1024;
  console.log(`${label}: ${kb(bytes)} KB gzip (budget ${budgetKb} KB): ${ok ? 'OK' : 'OVER BUDGET'}`);
  return ok;
}
