import { PUBLIC_CATALOGUE_CACHE_CONTROL } from '../src/cache/catalogue-answer';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

/** Public catalogue answers come from the cache: ETag, revalidation, and a write shows at once. */
describe('catalogue cache', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let shelf: TestShelf;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    shelf = await createShelf(shop, [10, 30]);
  });
  afterAll(async () => shop.close());

  const publicRoutes = () => [
    '/api/v1/category/list',
    `/api/v1/category/subcategory_list?category_id=${shelf.category.id}`,
    `/api/v1/product/products_list?category_id=${shelf.category.id}`,
    `/api/v1/product/product_${shelf.products[0].id}`,
    '/api/v1/about-us',
    '/api/v1/contacts',
  ];

  it('gives every public catalogue answer an ETag, revalidation headers and a 304 when unchanged', async () => {
    for (const path of publicRoutes()) {
      const first = await shop.api().get(path).expect(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe(PUBLIC_CATALOGUE_CACHE_CONTROL);
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await shop.api().get(path).expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await shop.api().get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(revalidated.text).toBe('');
      await shop.api().get(path).set('If-None-Match', '"something-else"').expect(200);
    }
  });

  it('keeps no-store on a catalogue request that carries a token', async () => {
    const response = await shop.api().get('/api/v1/category/list').set(admin.auth).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows an admin change on the next request, with a new ETag', async () => {
    const path = `/api/v1/product/products_list?category_id=${shelf.category.id}`;
    const before = await shop.api().get(path).expect(200);
    expect(before.body.price_max).toBe(30);
    await shop.api().put(`/api/v1/admin/products/${shelf.products[1].id}`).set(admin.auth).send({ price: 45 }).expect(200);
    const after = await shop.api().get(path).expect(200);
    expect(after.body.price_max).toBe(45);
    expect(after.body.products.map((product: { price: number }) => product.price)).toEqual([10, 45]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await shop.api().get(path).set('If-None-Match', before.headers.etag).expect(200);

    await shop.api().put(`/api/v1/admin/products/${shelf.products[1].id}`).set(admin.auth).send({ status_enabled: false }).expect(200);
    await shop.api().get(`/api/v1/product/product_${shelf.products[1].id}`).expect(404);
    expect((await shop.api().get(path).expect(200)).body.total_products).toBe(1);
  });

  it('shares one entry between spellings of one query and never caches a refusal', async () => {
    const id = shelf.category.id;
    const plain = await shop.api().get(`/api/v1/product/products_list?category_id=${id}`).expect(200);
    const spelled = await shop.api().get(`/api/v1/product/products_list?page=1&category_id=${id}`).expect(200);
    expect(spelled.text).toBe(plain.text);
    expect(spelled.headers.etag).toBe(plain.headers.etag);
    await shop.api().get('/api/v1/product/products_list?page=-1').expect(400);
    await shop.api().get('/api/v1/product/products_list?page=-1').expect(400);
    await shop.api().get('/api/v1/product/product_999999').expect(404);
  });
});
