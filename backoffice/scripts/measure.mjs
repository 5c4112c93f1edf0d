#!/usr/bin/env node
// Prints the gzip size of the JavaScript a first visit loads: the entry chunk of the Vite
// manifest plus its static imports (dynamic imports, i.e. lazy resources, are left out).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run "npm run build -w backoffice" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('No entry chunk in the manifest.');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

const limitKb = Number(process.env.FIRST_LOAD_LIMIT_KB ?? 320);
let raw = 0;
let gzip = 0;
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const content = readFileSync(join(dist, file));
  const size = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += size;
  console.log(`  ${file}: ${(content.length / 1024).toFixed(1)} KB, gzip ${(size / 1024).toFixed(1)} KB`);
}
const gzipKb = gzip / 1024;
console.log(
  `first-load JS (${entryKey}): ${files.size} file(s), ${(raw / 1024).toFixed(1)} KB raw, ${gzipKb.toFixed(1)} KB gzip (limit ${limitKb} KB)`,
);
if (gzipKb > limitKb) {
  console.error(`first-load JS exceeds ${limitKb} KB gzip`);
  process.exit(1);
}
