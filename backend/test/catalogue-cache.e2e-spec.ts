import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_CATALOGUE_CACHE_CONTROL } from '../src/cache/catalogue-answer';
import { CatalogueCache } from '../src/cache/catalogue-cache.service';
import { CatalogueService } from '../src/catalogue/catalogue.service';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** Headers that differ on every answer by design. */
const PER_REQUEST_HEADERS = ['x-request-id', 'date'];
const stableHeaders = (headers: RawAnswer['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST_HEADERS.includes(name)));

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

  /** A GET whose body arrives as sent (supertest would decompress it), with the given request headers. */
  async function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    if (!shop.http.listening) await new Promise<void>((resolve) => shop.http.listen(0, '127.0.0.1', resolve));
    const { port } = shop.http.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

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

  describe('the answer index (a URL answered once is answered before the routes)', () => {
    let large: TestShelf;
    const listPath = () => `/api/v1/product/products_list?category_id=${large.category.id}`;

    beforeAll(async () => {
      large = await createShelf(shop, [12, 24, 36, 48, 60, 72]);
    });
    it('answers a repeated URL without the route, the cache lookup or the domain service, with the same bytes and headers', async () => {
      const path = `${listPath()}&sort=price_desc`;
      const answers = jest.spyOn(shop.app.get(CatalogueCache), 'answer');
      const listProducts = jest.spyOn(shop.app.get(CatalogueService), 'listProducts');
      try {
        const first = await rawGet(path);
        expect(first.status).toBe(200);
        expect(answers).toHaveBeenCalledTimes(1);
        expect(listProducts).toHaveBeenCalledTimes(1);
        for (let repeat = 0; repeat < 3; repeat += 1) {
          const again = await rawGet(path);
          expect(again.bytes.equals(first.bytes)).toBe(true);
          expect(stableHeaders(again.headers)).toEqual(stableHeaders(first.headers));
          expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
        }
        expect(answers).toHaveBeenCalledTimes(1);
        expect(listProducts).toHaveBeenCalledTimes(1);
        expect(JSON.parse(first.bytes.toString('utf8')).products.map((product: { price: number }) => product.price)).toEqual([
          72, 60, 48, 36, 24, 12,
        ]);
      } finally {
        answers.mockRestore();
        listProducts.mockRestore();
      }
    });

    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ])('sends %s to clients that accept it, compressed once, the same JSON and ETag as uncompressed', async (encoding, decode) => {
      const path = listPath();
      const plain = await rawGet(path);
      expect(plain.bytes.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      const answers = jest.spyOn(shop.app.get(CatalogueCache), 'answer');
      try {
        for (const accept of [`${encoding}`, `${encoding === 'br' ? 'gzip;q=0.5' : 'br;q=0'}, ${encoding}`]) {
          const compressed = await rawGet(path, { 'Accept-Encoding': accept });
          expect(compressed.status).toBe(200);
          expect(compressed.headers['content-encoding']).toBe(encoding);
          expect(compressed.headers.etag).toBe(plain.headers.etag);
          expect(Number(compressed.headers['content-length'])).toBe(compressed.bytes.length);
          expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 2);
          expect(decode(compressed.bytes).equals(plain.bytes)).toBe(true);
        }
        expect(answers).not.toHaveBeenCalled();
      } finally {
        answers.mockRestore();
      }
    });

    it('revalidates from the index: 304 for the ETag, strong or weak, 200 when the client asks for no-cache', async () => {
      const path = '/api/v1/about-us';
      const first = await rawGet(path);
      const etag = String(first.headers.etag);
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const revalidated = await rawGet(path, { 'If-None-Match': tag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.bytes.length).toBe(0);
        expect(revalidated.headers.etag).toBe(etag);
        expect(revalidated.headers['cache-control']).toBe(PUBLIC_CATALOGUE_CACHE_CONTROL);
        expect(revalidated.headers['content-type']).toBeUndefined();
      }
      expect((await rawGet(path, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status).toBe(200);
    });

    it('leaves a request with a body to the routes, which refuse a malformed one as before', async () => {
      await shop.api().get('/api/v1/category/list').expect(200);
      const refused = await shop.api().get('/api/v1/category/list').set('Content-Type', 'application/json').send('{').expect(400);
      expect(Object.keys(refused.body)).toEqual(['detail']);
    });

    it('never indexes a refusal: an invalid query keeps its 400 envelope on every request', async () => {
      const path = '/api/v1/product/products_list?price_min=abc';
      const first = await shop.api().get(path).expect(400);
      expect(Object.keys(first.body)).toEqual(['detail']);
      for (let repeat = 0; repeat < 2; repeat += 1) expect((await shop.api().get(path).expect(400)).body).toEqual(first.body);
    });
  });
});
