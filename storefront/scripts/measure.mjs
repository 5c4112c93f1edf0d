#!/usr/bin/env node
// Prints the gzip size of the JavaScript each first page loads, read from the production build's
// Vite manifest (storefront/dist/.vite/manifest.json). Builds nothing: run `npm run build` first.
//
// With --url=http://host:port (a running server that serves this build, e.g. `npm start`) it also
// runs Lighthouse (mobile, default throttling) on the home and products pages with Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium), --runs=N times each (default 3), and prints
// the median performance, accessibility and SEO scores with FCP, LCP, TBT and CLS.
// "First load" = the entry chunk plus everything it imports statically (what the browser fetches
// before the first render), plus, for a route, the lazy chunk of its screen and that chunk's static imports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No manifest at ${manifestFile}: run "npm run build -w storefront" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const BUDGET_KB = 140;

/** Static closure of manifest keys, starting from `keys`. */
function closure(keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function report(label, keys) {
  const files = [...closure(keys)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({ file, gz: gzipSize(file) })).sort((a, b) => b.gz - a.gz);
  const total = sizes.reduce((sum, s) => sum + s.gz, 0);
  console.log(`\n${label}: ${kb(total)} KB gzip in ${files.length} JS file(s)`);
  for (const s of sizes) console.log(`  ${kb(s.gz).padStart(7)} KB  ${s.file}`);
  return total;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const routeKey = (name) => Object.keys(manifest).find((key) => key.endsWith(`/${name}.tsx`));

const entryOnly = report('Entry (shared by every page)', [entryKey]);
const pages = [
  ['Home page /', 'HomePage'],
  ['Products page /products', 'ProductsPage'],
  ['Product page /product/:id', 'ProductPage'],
  ['Cart page /cart', 'CartPage'],
];
let homeTotal = 0;
for (const [label, name] of pages) {
  const key = routeKey(name);
  if (!key) continue;
  const total = report(label, [entryKey, key]);
  if (name === 'HomePage') homeTotal = total;
}

console.log(`\nEntry JS (before any route chunk): ${kb(entryOnly)} KB gzip`);
console.log(
  `Home page first-load JS: ${kb(homeTotal)} KB gzip (budget ${BUDGET_KB} KB): ${homeTotal <= BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}`,
);
let failed = homeTotal > BUDGET_KB * 1024;

const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const baseUrl = arg('url');
if (baseUrl) {
  const runs = Number(arg('runs') ?? 3);
  const cli = new URL('../../node_modules/.bin/lighthouse', import.meta.url).pathname;
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nLighthouse (mobile), median of ${runs} run(s), Chromium at ${chrome}:`);
  for (const path of ['/', '/products?category_id=1']) {
    const scores = { performance: [], accessibility: [], seo: [], fcp: [], lcp: [], tbt: [], cls: [] };
    // Lighthouse on a newer Chromium now and then loses the trace's start (NO_NAVSTART): such a run is
    // made again, up to `runs` extra times in all.
    let retries = runs;
    for (let run = 0; run < runs; run += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'lh-'));
      const out = join(dir, 'report.json');
      const result = spawnSync(
        cli,
        [
          baseUrl.replace(/\/$/, '') + path,
          '--quiet',
          `--chrome-flags=${flags}`,
          '--only-categories=performance,accessibility,seo',
          '--output=json',
          `--output-path=${out}`,
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
      );
      const lost = existsSync(out) && JSON.parse(readFileSync(out, 'utf8')).runtimeError?.code === 'NO_NAVSTART';
      if (lost && retries > 0) {
        retries -= 1;
        run -= 1;
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (result.status !== 0 || !existsSync(out)) {
        console.error(`  Lighthouse failed on ${path}: ${result.stderr || result.error}`);
        failed = true;
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      rmSync(dir, { recursive: true, force: true });
      if (report.runtimeError) {
        console.error(`  Lighthouse failed on ${path}: ${report.runtimeError.code}`);
        failed = true;
        continue;
      }
      scores.performance.push(Math.round(report.categories.performance.score * 100));
      scores.accessibility.push(Math.round(report.categories.accessibility.score * 100));
      scores.seo.push(Math.round(report.categories.seo.score * 100));
      scores.fcp.push(report.audits['first-contentful-paint'].numericValue);
      scores.lcp.push(report.audits['largest-contentful-paint'].numericValue);
      scores.tbt.push(report.audits['total-blocking-time'].numericValue);
      scores.cls.push(report.audits['cumulative-layout-shift'].numericValue);
    }
    if (scores.performance.length === 0) continue;
    console.log(
      `  ${path.padEnd(26)} performance ${median(scores.performance)} (runs: ${scores.performance.join(', ')}), ` +
        `accessibility ${median(scores.accessibility)}, SEO ${median(scores.seo)}, FCP ${(median(scores.fcp) / 1000).toFixed(1)} s, LCP ${(median(scores.lcp) / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(median(scores.tbt))} ms (runs: ${scores.tbt.map(Math.round).join(', ')}), CLS ${median(scores.cls).toFixed(3)}`,
    );
  }
}

process.exitCode = failed ? 1 : 0;
