/**
 * Server-rendered storefront pages under load: req/s and p99 of a cached page (the same URL again)
 * and of a page miss (a new URL each request: the tracking parameter makes the page cache miss, the
 * catalogue answers stay cached, so it measures the render), for a dish page and a category page.
 *
 *   npm run build && npm start &        (or any running shop)
 *   npm run bench:pages -w backend -- --url http://127.0.0.1:3000
 *
 * Options: --duration seconds per run (10), --connections N (50).
 */
import autocannon from 'autocannon';
import { option, runBench } from './bench-support';

const urlArgument = process.argv.indexOf('--url');
const BASE = (urlArgument > 0 ? process.argv[urlArgument + 1] : 'http://127.0.0.1:3000').replace(/\/+$/, '');
const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 50);

async function measure(path: string, miss: boolean): Promise<{ rps: number; p99: number; errors: number }> {
  let counter = 0;
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: miss ? `${path}${path.includes('?') ? '&' : '?'}utm_source=bench-${process.pid}-${(counter += 1)}` : path,
        }),
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

runBench(async () => {
  const list = (await (await fetch(`${BASE}/api/v1/product/products_list`)).json()) as {
    products: Array<{ id: number; category_id: number }>;
  };
  const [first] = list.products;
  if (!first) throw new Error(`${BASE} has no products`);
  const pages = [`/product/${first.id}`, `/products?category_id=${first.category_id}`];
  console.log(`${BASE}: ${CONNECTIONS} connections, ${DURATION_S} s per run`);
  console.log('page'.padEnd(32), 'cached req/s', 'p99 ms', '  miss req/s', 'p99 ms', 'errors');
  for (const page of pages) {
    await measure(page, false); // warm: the first render fills the cache
    const cached = await measure(page, false);
    const missed = await measure(page, true);
    console.log(
      page.padEnd(32),
      cached.rps.toFixed(0).padStart(12),
      String(cached.p99).padStart(6),
      missed.rps.toFixed(0).padStart(12),
      String(missed.p99).padStart(6),
      String(cached.errors + missed.errors).padStart(6),
    );
  }
});
