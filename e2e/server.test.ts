import { describe, expect, it } from 'vitest';
import { sharedShop } from './support/shared-shop';

describe('the one server process', () => {
  // Reads only: the run's shared server.
  const shop = sharedShop();

  it('serves the storefront at / and for unknown page paths (those with a 404, never a soft one)', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/products?category_id=1', 200],
      ['/no/such/page', 404],
    ] as const) {
      const response = await fetch(`${shop.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(await response.text()).toContain('<div id="root"');
    }
  });

  it('serves pages to clients that send no Accept header, but a missing file stays a 404', async () => {
    for (const path of ['/', '/products', '/bulbash_admin/admin/orders']) {
      const response = await fetch(`${shop.baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('<div id="root"');
    }
    const missing = await fetch(`${shop.baseUrl}/assets/no-such-chunk.js`);
    expect(missing.status).toBe(404);
    const api = await fetch(`${shop.baseUrl}/api/v1/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ detail: expect.any(String) });
  });

  it('serves the back office under /bulbash_admin/admin', async () => {
    const response = await fetch(`${shop.baseUrl}/bulbash_admin/admin/orders`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/bulbash_admin/admin/assets/');
  });

  it('sends hashed assets compressed with a one-year immutable cache', async () => {
    const html = await (await fetch(`${shop.baseUrl}/`, { headers: { Accept: 'text/html' } })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${shop.baseUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers e-mail link paths with the page for browsers and JSON for API calls', async () => {
    const page = await fetch(`${shop.baseUrl}/api/v1/users/verify-email?token=abc`, { headers: { Accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root"');
    const api = await fetch(`${shop.baseUrl}/api/v1/users/verify-email?token=abc`, { headers: { Accept: 'application/json' } });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ detail: expect.any(String) });
  });

  it('lists every documented endpoint in the OpenAPI document', async () => {
    const document = (await (await fetch(`${shop.baseUrl}/api/docs-json`)).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    for (const expected of [
      '/api/v1/category/list',
      '/api/v1/product/products_list',
      '/api/v1/users/login',
      '/api/v1/cart/get-items-from-cart',
      '/api/v1/order/create-new-order',
      '/api/v1/bulbash_admin/get-all-orders',
    ]) {
      expect(paths).toContain(expected);
    }
    const docsPage = await fetch(`${shop.baseUrl}/api/docs`);
    expect(docsPage.status).toBe(200);
  });
});
