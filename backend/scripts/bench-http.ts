/**
 * HTTP benchmark of the public catalogue and the server-rendered storefront pages, side by side
 * with a bare NestJS + Express app that answers the same API URLs with the same JSON from memory
 * (scripts/bench-bare-app.ts) and with plain node:http serving the same bytes (scripts/bench-plain-http.ts).
 *
 *   npm run build -w backend && npm run bench:http -w backend [-- --mysql]
 *
 * Seeds 10 000 products into a temporary database (SQLite, or MariaDB/MySQL on MYSQL_BENCH_URL
 * with --mysql), starts the BUILT app (dist/main.js, NODE_ENV=production, with the node flags of
 * `npm start`) and the bare app (same flags) on loopback ports, then runs autocannon on each
 * route group against each in turn. The pages: a dish page and a category page as cached, and a
 * page miss (some 2 000 dish pages not visited before, each rendered once: the page cache and
 * the dish's answer both miss). Prints req/s, p50, p99, the ratios to the bare
 * app and to plain node:http, the server's CPU time per request (less sensitive than req/s to other load on the
 * machine), errors, the machine's load average after each pair of runs and each process's peak RSS.
 * Options: --products N (10000), --duration seconds per route and app (10), --connections N (50).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { option, runBench, useMysql, withSeededDatabase } from './bench-support';
import { startScriptNodeFlags } from './start-command';

const BACKEND = join(__dirname, '..');
const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 50);
const WARM_UP_S = 1;
const API = '/api/v1';

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per answered request (user + system), µs. */
  cpuPerRequestUs: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200 (the built app answers 503 while it starts), with a deadline. */
async function waitFor(url: string, child: ChildProcess, deadlineMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${deadlineMs} ms`);
}

/** CPU time (user + system) a process has used so far (Linux), in µs. */
function cpuTimeUs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The machine's 1-minute load average (Linux): other work sharing the cores moves req/s and p99. */
function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
}

/** Peak resident set of a process so far (Linux), in MB. */
function peakRssMb(pid: number | undefined): number {
  const status = pid === undefined ? '' : readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function cannon(server: ChildProcess, base: string, paths: string[], seconds: number): Promise<Measured> {
  const cpuBefore = cpuTimeUs(server.pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const cpuPerRequestUs = (cpuTimeUs(server.pid) - cpuBefore) / Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequestUs,
  };
}

/** The answer's bytes as sent (no compression asked), for the plain node:http reference. */
async function rawAnswer(url: string): Promise<{ type: string; text: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html,application/json' } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { type: response.headers.get('content-type') ?? 'application/octet-stream', text: await response.text() };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The route groups: the storefront's real URLs. */
async function routeGroups(base: string): Promise<Array<[string, string[]]>> {
  const categories = await json<Array<{ id: number }>>(`${base}${API}/category/list`);
  const subcategories = await json<Array<{ id: number; category_id: number }>>(`${base}${API}/category/subcategory_list`);
  const list: string[] = [];
  for (const category of categories) {
    for (const page of [1, 2, 3]) list.push(`${API}/product/products_list?category_id=${category.id}&page=${page}`);
    list.push(`${API}/product/products_list?category_id=${category.id}&price_min=50&price_max=150`);
    list.push(`${API}/product/products_list?category_id=${category.id}&people_of_numbers=5&sort=price_asc`);
    for (const subcategory of subcategories.filter((item) => item.category_id === category.id)) {
      list.push(`${API}/product/products_list?category_id=${category.id}&subcategory_id=${subcategory.id}`);
      list.push(`${API}/product/products_list?category_id=${category.id}&subcategory_id=${subcategory.id}&page=2&weight_min=500`);
    }
  }
  list.push(
    `${API}/product/products_list`,
    `${API}/product/products_list?page=2`,
    `${API}/product/products_list?q=${encodeURIComponent('салат')}`,
  );
  const firstPage = await json<{ products: Array<{ id: number }> }>(`${base}${API}/product/products_list`);
  const secondPage = await json<{ products: Array<{ id: number }> }>(`${base}${API}/product/products_list?page=2`);
  const productIds = [...firstPage.products, ...secondPage.products].map((product) => product.id);
  // Dishes no run visits before the miss group: each of their pages is rendered from a cold page cache.
  const coldIds: number[] = [];
  for (let page = 3; page <= 120; page += 1) {
    const answer = await json<{ products: Array<{ id: number }> }>(`${base}${API}/product/products_list?page=${page}`);
    coldIds.push(...answer.products.map((product) => product.id));
  }
  return [
    ['products_list (mix)', list],
    ['products_list (no filters)', [`${API}/product/products_list`]],
    ['product_{id}', productIds.map((id) => `${API}/product/product_${id}`)],
    ['category/list', [`${API}/category/list`]],
    [
      'subcategory_list',
      [`${API}/category/subcategory_list`, ...categories.map((category) => `${API}/category/subcategory_list?category_id=${category.id}`)],
    ],
    ['about-us', [`${API}/about-us`]],
    ['page /product/{id} (cached)', productIds.slice(0, 18).map((id) => `/product/${id}`)],
    ['page /products?category_id (cached)', categories.map((category) => `/products?category_id=${category.id}`)],
    // A dish page not rendered before on every request (tracking parameters would not do: they are not in the page's key).
    ['page /product/{id} (miss)', coldIds.map((id) => `/product/${id}`)],
  ];
}

const isMiss = (group: string) => group.endsWith('(miss)');

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

runBench(async () => {
  const main = join(BACKEND, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('Build the backend first: npm run build -w backend');
  await withSeededDatabase({ products: option('products', 10000), orders: 0 }, {}, async ({ env, workDir }) => {
    const appPort = await freePort();
    const nodeFlags = startScriptNodeFlags();
    const app = spawn(process.execPath, [...nodeFlags, main], {
      cwd: BACKEND,
      env: { ...process.env, ...env, PORT: String(appPort), NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${appPort}` },
      stdio: 'ignore',
    });
    const children: ChildProcess[] = [app];
    try {
      const appBase = `http://127.0.0.1:${appPort}`;
      await waitFor(`${appBase}${API}/category/list`, app);
      const groups = await routeGroups(appBase);
      const bodies: Record<string, unknown> = {};
      const raw: Record<string, { type: string; text: string }> = {};
      for (const [name, paths] of groups) {
        // A miss group's URLs are never stored: the plain server answers them with the page's first URL's bytes.
        for (const path of isMiss(name) ? paths.slice(0, 1) : paths) {
          raw[path] = await rawAnswer(`${appBase}${path}`);
          if (path.startsWith(API)) bodies[path] = JSON.parse(raw[path].text) as unknown;
        }
      }
      const bodiesFile = join(workDir, 'bench-bodies.json');
      writeFileSync(bodiesFile, JSON.stringify(bodies));
      const rawFile = join(workDir, 'bench-raw.json');
      writeFileSync(rawFile, JSON.stringify(raw));

      const barePort = await freePort();
      const bare = spawn(process.execPath, [...nodeFlags, '-r', 'ts-node/register/transpile-only', join(__dirname, 'bench-bare-app.ts')], {
        cwd: BACKEND,
        env: { ...process.env, PORT: String(barePort), BENCH_BODIES: bodiesFile, NODE_ENV: 'production' },
        stdio: 'ignore',
      });
      children.push(bare);
      const bareBase = `http://127.0.0.1:${barePort}`;
      await waitFor(`${bareBase}${API}/category/list`, bare);
      const plainPort = await freePort();
      const plain = spawn(
        process.execPath,
        [...nodeFlags, '-r', 'ts-node/register/transpile-only', join(__dirname, 'bench-plain-http.ts')],
        {
          cwd: BACKEND,
          env: { ...process.env, PORT: String(plainPort), BENCH_RAW: rawFile, NODE_ENV: 'production' },
          stdio: 'ignore',
        },
      );
      children.push(plain);
      const plainBase = `http://127.0.0.1:${plainPort}`;
      await waitFor(`${plainBase}${API}/category/list`, plain);

      console.log(
        `\n${DURATION_S} s per route and app, ${CONNECTIONS} connections, every URL once then ${WARM_UP_S} s warm-up each; engine ${useMysql ? 'mysql/mariadb' : 'sqlite'}; node flags ${nodeFlags.join(' ') || '(none)'}; load ${loadAverage()}`,
      );
      const header = [
        'route',
        'urls',
        'app req/s',
        'p50',
        'p99',
        'bare req/s',
        'p50',
        'p99',
        'req/s ratio',
        'p99 ratio',
        'CPU µs/req app / bare',
        'plain req/s',
        'to plain',
        'CPU µs/req plain',
        'errors',
        'load',
      ];
      const rows: string[][] = [];
      for (const [name, paths] of groups) {
        const miss = isMiss(name);
        const page = !paths[0].startsWith(API);
        // Every URL once (the shop's cache fills as after the first visitors), then a short run.
        if (!miss) for (const path of paths) await rawAnswer(`${appBase}${path}`);
        if (!miss) await cannon(app, appBase, paths, WARM_UP_S);
        const shop = await cannon(app, appBase, paths, DURATION_S);
        // The bare Nest app answers the API's JSON only; the plain server a miss with the page's bytes.
        let reference: Measured | null = null;
        if (!page) {
          await cannon(bare, bareBase, paths, WARM_UP_S);
          reference = await cannon(bare, bareBase, paths, DURATION_S);
        }
        const plainPaths = miss ? paths.slice(0, 1) : paths;
        await cannon(plain, plainBase, plainPaths, WARM_UP_S);
        const floor = await cannon(plain, plainBase, plainPaths, DURATION_S);
        const none = '—';
        rows.push([
          name,
          String(paths.length),
          shop.rps.toFixed(0),
          `${shop.p50} ms`,
          `${shop.p99} ms`,
          reference ? reference.rps.toFixed(0) : none,
          reference ? `${reference.p50} ms` : none,
          reference ? `${reference.p99} ms` : none,
          reference ? (shop.rps / reference.rps).toFixed(2) : none,
          reference ? (shop.p99 / Math.max(reference.p99, 1)).toFixed(2) : none,
          `${shop.cpuPerRequestUs.toFixed(0)} / ${reference ? reference.cpuPerRequestUs.toFixed(0) : none}`,
          floor.rps.toFixed(0),
          (shop.rps / floor.rps).toFixed(2),
          floor.cpuPerRequestUs.toFixed(0),
          String(shop.errors + (reference?.errors ?? 0) + floor.errors),
          loadAverage(),
        ]);
        console.log(`  ${name}: ${rows[rows.length - 1].slice(2).join(' | ')}`);
      }
      console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
      for (const row of rows) console.log(`| ${row.join(' | ')} |`);
      console.log(
        `\npeak RSS: app ${peakRssMb(app.pid).toFixed(0)} MB, bare app ${peakRssMb(bare.pid).toFixed(0)} MB, plain ${peakRssMb(plain.pid).toFixed(0)} MB`,
      );
    } finally {
      await Promise.all(children.map(stop));
    }
  });
});
