import { MAX_REQUEST_HEAD_BYTES } from '../src/common/http-server-limits';
import { createAccount, TestAccount } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

const cyrillic = (length: number) => 'Пельмени '.repeat(Math.ceil(length / 9)).slice(0, length);

/** Requests the framework or Node would otherwise answer without the envelope or in English. */
describe('HTTP edge cases: every error is a Russian {detail}', () => {
  let shop: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
  });
  afterAll(async () => shop.close());

  describe('very long query strings', () => {
    it('a 3000-character Cyrillic name filter (18 KB percent-encoded) → 400 from the length rule', async () => {
      const response = await shop
        .api()
        .get('/api/v1/bulbash_admin/get_list_products')
        .query({ name: cyrillic(3000) })
        .set(admin.auth)
        .expect(400);
      expect(response.body).toEqual({ detail: 'name: название: не более 200 символов' });
    });

    it('a 3000-character Cyrillic products_list filter → 400', async () => {
      const response = await shop
        .api()
        .get('/api/v1/product/products_list')
        .query({ category_id: cyrillic(3000) })
        .expect(400);
      expect(response.body).toEqual({ detail: expect.stringMatching(/^category_id: /) });
    });

    it('a product update with description and ingredients at their 5000-character limits reaches the app', async () => {
      const query = { description: cyrillic(5000), ingredients: cyrillic(5000) };
      const response = await shop.api().patch('/api/v1/bulbash_admin/update_product_999999').query(query).set(admin.auth).expect(404);
      expect(response.body).toEqual({ detail: 'Товар не найден' });
    });

    it('a request head above the server limit → 431 with the envelope', async () => {
      const response = await shop
        .api()
        .get('/api/v1/product/products_list')
        .query({ name: 'x'.repeat(MAX_REQUEST_HEAD_BYTES + 1000) });
      expect(response.status).toBe(431);
      expect(response.body).toEqual({ detail: 'Слишком длинный адрес или заголовки запроса' });
    });
  });

  describe('products_list page', () => {
    it.each(['-1', 'abc', '0', '1.5'])('page=%s → 400 saying it must be a whole number from 1', async (page) => {
      const response = await shop.api().get(`/api/v1/product/products_list?page=${page}`).expect(400);
      expect(response.body).toEqual({ detail: 'page: номер страницы должен быть целым числом не меньше 1' });
    });

    it('an empty page is the first one', async () => {
      expect((await shop.api().get('/api/v1/product/products_list?page=').expect(200)).body.page).toBe(1);
    });

    it('a huge page → 400 saying it is too large', async () => {
      const response = await shop.api().get('/api/v1/product/products_list?page=99999999999').expect(400);
      expect(response.body).toEqual({ detail: 'page: номер страницы не может быть больше 1000000000' });
    });

    it.each(['price_min', 'weight_max', 'people_of_numbers'])('%s=-1 and =abc say "not negative", not "too large"', async (name) => {
      for (const value of ['-1', 'abc']) {
        const response = await shop.api().get(`/api/v1/product/products_list?${name}=${value}`).expect(400);
        expect(response.body.detail).toMatch(new RegExp(`^${name}: значение должно быть (целым )?неотрицательным числом$`));
      }
    });

    it('category_id=-1 and =abc follow the id rule, not "too large"', async () => {
      for (const value of ['-1', 'abc']) {
        const response = await shop.api().get(`/api/v1/product/products_list?category_id=${value}`).expect(400);
        expect(response.body.detail).toBe('category_id: id категории должен быть целым положительным числом');
      }
    });

    it('admin paging: per_page=abc → 400 about the page size', async () => {
      const response = await shop.api().get('/api/v1/bulbash_admin/get_list_products?per_page=abc').set(admin.auth).expect(400);
      expect(response.body).toEqual({ detail: 'per_page: размер страницы должен быть целым числом от 1 до 200' });
    });
  });

  describe('framework messages are translated', () => {
    it.each(['get', 'post', 'delete'] as const)('%s on an unknown API path → 404 «Ресурс не найден»', async (method) => {
      const response = await shop.api()[method]('/api/v1/nope').expect(404);
      expect(response.body).toEqual({ detail: 'Ресурс не найден' });
    });

    it('a missing product keeps its own message', async () => {
      const response = await shop.api().get('/api/v1/product/product_999999').expect(404);
      expect(response.body).toEqual({ detail: 'Товар не найден' });
    });

    it('malformed JSON → 400 «Некорректный JSON в теле запроса»', async () => {
      const response = await shop
        .api()
        .post('/api/v1/users/login')
        .set('Content-Type', 'application/json')
        .send('{"username": "a@b.by",')
        .expect(400);
      expect(response.body).toEqual({ detail: 'Некорректный JSON в теле запроса' });
      const admin400 = await shop
        .api()
        .patch('/api/v1/bulbash_admin/update_subcategory_1')
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send('{name: 1}')
        .expect(400);
      expect(admin400.body).toEqual({ detail: 'Некорректный JSON в теле запроса' });
    });
  });
});
