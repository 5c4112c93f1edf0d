import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Response } from 'supertest';
import { createAccount, TestAccount } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

function directives(response: Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectHardened(response: Response): void {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')?.[0]).toBe("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  let shop: TestApp;
  let customer: TestAccount;

  beforeAll(async () => {
    shop = await startTestApp();
    customer = await createAccount(shop);
  });
  afterAll(async () => shop.close());

  it('on a storefront page', async () => {
    const response = await shop.api().get('/products').set('Accept', 'text/html');
    expectHardened(response);
  });

  it('on the back office', async () => {
    expectHardened(await shop.api().get('/bulbash_admin/admin/').set('Accept', 'text/html'));
  });

  it('on the API docs page, whose scripts are files', async () => {
    const response = await shop.api().get('/api/docs').redirects(1).expect(200);
    expect(response.text).not.toMatch(/<script>/);
    expectHardened(response);
  });

  it('on API answers and errors', async () => {
    expectHardened(await shop.api().get('/api/v1/category/list').expect(200));
    expectHardened(await shop.api().get('/api/v1/product/product_999999').expect(404));
    expectHardened(await shop.api().get('/api/v1/users/me').expect(401));
  });

  it('on catalogue answers given from the answer index, the same as through the route', async () => {
    const path = '/api/v1/product/products_list?page=1';
    const first = await shop.api().get(path).expect(200);
    const indexed = await shop.api().get(path).expect(200);
    for (const response of [first, indexed]) expectHardened(response);
    const stable = (response: Response) =>
      Object.fromEntries(Object.entries(response.headers).filter(([name]) => !['x-request-id', 'date'].includes(name)));
    expect(stable(indexed)).toEqual(stable(first));
  });

  it('on uploaded images and their 404', async () => {
    mkdirSync(shop.config.uploadDir, { recursive: true });
    writeFileSync(join(shop.config.uploadDir, 'abc.webp'), Buffer.from('RIFF\0\0\0\0WEBP'));
    const image = await shop.api().get('/uploads/abc.webp').expect(200);
    expectHardened(image);
    expect(image.headers['content-type']).toBe('image/webp');
    expectHardened(await shop.api().get('/uploads/missing.webp').expect(404));
  });

  it('no HSTS while the shop is served over http', async () => {
    expect((await shop.api().get('/api/v1/category/list')).headers['strict-transport-security']).toBeUndefined();
  });

  describe('Cache-Control: no-store on personal answers', () => {
    it.each([
      ['GET', '/api/v1/users/me', 200],
      ['GET', '/api/v1/cart/get-items-from-cart', 200],
      ['GET', '/api/v1/order/get-all-user-orders', 200],
      ['GET', '/api/v1/order/get-user-orders/999999', 404],
    ])('%s %s (%i)', async (method, path, status) => {
      const response = await shop.api()[method === 'GET' ? 'get' : 'post'](path).set(customer.auth).expect(status);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('on the login answer that carries a token', async () => {
      const response = await shop
        .api()
        .post('/api/v1/users/login')
        .send({ username: customer.user.email, password: customer.password })
        .expect(200);
      expect(response.body.access_token).toEqual(expect.any(String));
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('not on the public catalogue', async () => {
      const response = await shop.api().get('/api/v1/category/list').expect(200);
      expect(response.headers['cache-control']).not.toBe('no-store');
    });
  });
});

describe('security headers behind https', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_URL: 'https://shop.example.by' });
  });
  afterAll(async () => shop.close());

  it('sends HSTS and asks to upgrade insecure requests', async () => {
    const response = await shop.api().get('/api/v1/category/list').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
  });
});
