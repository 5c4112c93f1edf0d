import { METRICS_OFF_DETAIL, METRICS_TOKEN_DETAIL } from '../src/metrics/metrics.controller';
import { createAccount } from './support/accounts';
import { createShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { placeOneLineOrder } from './support/place-order';
import { startTestApp, TestApp } from './support/test-app';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** The value of one sample line, e.g. sample(text, 'bulbash_orders_placed_total'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('is off: 404 in the error envelope, even with a token', async () => {
    const response = await shop.api().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(response.body).toEqual({ detail: METRICS_OFF_DETAIL });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let shop: TestApp;
  const scrape = async () =>
    (
      await shop
        .api()
        .get('/metrics')
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(200)
        .expect('Content-Type', /^text\/plain/)
    ).text;

  beforeAll(async () => {
    shop = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => shop.close());

  it('requires Authorization: Bearer <token>', async () => {
    expect((await shop.api().get('/metrics').expect(401)).body).toEqual({ detail: METRICS_TOKEN_DETAIL });
    expect((await shop.api().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401)).body).toEqual({
      detail: METRICS_TOKEN_DETAIL,
    });
    await shop.api().get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
    await shop.api().get('/api/v1/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('counts requests by route template and status, with their durations, and unknown paths under one label', async () => {
    await createShelf(shop, [12]);
    const before = await scrape();
    await shop.api().get('/api/v1/category/list').expect(200);
    await shop.api().get('/api/v1/category/list').expect(200);
    await shop.api().get('/api/v1/no-such-thing/42').expect(404);
    await shop.api().get('/api/v1/no-such-thing/43').expect(404);
    const after = await scrape();
    const list = 'bulbash_http_requests_total{method="GET",route="/api/v1/category/list",status="200"}';
    expect((sample(after, list) ?? 0) - (sample(before, list) ?? 0)).toBe(2);
    // The API's catch-all route: one series for every unknown path.
    const unknown = 'bulbash_http_requests_total{method="GET",route="/api/v1/{*path}",status="404"}';
    expect((sample(after, unknown) ?? 0) - (sample(before, unknown) ?? 0)).toBe(2);
    expect(after).not.toContain('no-such-thing');
    expect(
      sample(after, 'bulbash_http_request_duration_seconds_count{method="GET",route="/api/v1/category/list",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('reports event-loop lag, database state and pool use, and catalogue cache hits and misses', async () => {
    await shop.api().get('/api/v1/product/products_list').expect(200);
    await shop.api().get('/api/v1/product/products_list').expect(200);
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'bulbash_database_up')).toBe(1);
    if (TEST_ENGINE === 'mysql') expect(sample(text, 'bulbash_database_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toMatch(/^bulbash_database_pool_connections\{/m);
    expect(sample(text, 'bulbash_catalogue_cache_lookups_total{result="miss",tier="none"}')).toBeGreaterThanOrEqual(1);
    // The second request is answered from the answer index in front of the routes.
    expect(sample(text, 'bulbash_catalogue_cache_lookups_total{result="hit",tier="answer-index"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts orders placed; enquiries and payments start at 0 for their domains to increment', async () => {
    controlClock(shop).set('2026-12-01T10:00');
    const shelf = await createShelf(shop, [15]);
    const before = sample(await scrape(), 'bulbash_orders_placed_total') ?? -1;
    await placeOneLineOrder(shop, await createAccount(shop), shelf.products[0].id, 15);
    const text = await scrape();
    expect(sample(text, 'bulbash_orders_placed_total')).toBe(before + 1);
    expect(sample(text, 'bulbash_enquiries_received_total')).toBe(0);
    expect(sample(text, 'bulbash_payments_recorded_total')).toBe(0);
  });
});
