import { Product } from '../src/catalogue/product.entity';
import { QUERY_PARAMETERS_ONLY } from '../src/common/query-parameters.guard';
import { useShopWithShelf } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';

/** Every endpoint reads its input where it documents it, ids follow one rule, details name a field once. */
describe('honest input', () => {
  const env = useShopWithShelf([10, 12]);

  describe('bodies', () => {
    it('contacts accept a JSON body as well as query parameters, and refuse one field given two different ways', async () => {
      const saved = await env.shop
        .api()
        .patch(`${A}/contacts`)
        .set(env.admin.auth)
        .send({ phone_number_1: '+375 29 765-43-21' })
        .expect(200);
      expect(saved.body.phone_number_1).toBe('+375 29 765-43-21');
      expect((await env.shop.api().get('/api/v1/contacts').expect(200)).body.phone_number_1).toBe('+375 29 765-43-21');
      const conflict = await env.shop
        .api()
        .patch(`${A}/contacts?phone_number_1=${encodeURIComponent('+375 29 111-11-11')}`)
        .set(env.admin.auth)
        .send({ phone_number_1: '+375 29 222-22-22' })
        .expect(400);
      expect(conflict.body.detail).toMatch(/^phone_number_1: /);
      expect((await env.shop.api().get('/api/v1/contacts').expect(200)).body.phone_number_1).toBe('+375 29 765-43-21');
    });

    it('about-us text that sanitises to nothing is a 400 and the page keeps its text', async () => {
      const before = (await env.shop.api().get('/api/v1/about-us').expect(200)).body.text;
      for (const text of [
        '<svg><script>alert(1)</script></svg>',
        '<p onclick="x()"> &nbsp; </p>',
        '<iframe src="https://evil.example"></iframe>',
      ]) {
        const refused = await env.shop.api().patch(`${A}/about-us`).set(env.admin.auth).send({ text }).expect(400);
        expect(refused.body.detail).toMatch(/^text: /);
      }
      expect((await env.shop.api().get('/api/v1/about-us').expect(200)).body.text).toBe(before);
    });

    it('a JSON body on a route that reads query parameters is a 415 naming what it expects, and nothing is written', async () => {
      const count = await env.shop.dataSource.getRepository(Product).count();
      const created = await env.shop
        .api()
        .post(`${A}/create_product`)
        .set(env.admin.auth)
        .send({ name: 'Тайный пирог', price: 10, category_id: env.shelf.category.id })
        .expect(415);
      expect(created.body).toEqual({ detail: QUERY_PARAMETERS_ONLY });
      expect(await env.shop.dataSource.getRepository(Product).count()).toBe(count);
      const product = env.shelf.products[0];
      await env.shop.api().patch(`${A}/update_product_${product.id}`).set(env.admin.auth).send({ name: 'Переименован' }).expect(415);
      expect((await env.shop.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).name).toBe(product.name);
      await env.shop.api().patch(`${A}/update_category_${env.shelf.category.id}`).set(env.admin.auth).send({ name: 'Другая' }).expect(415);
    });
  });

  describe('one id rule: a canonical positive integer up to 2³¹−1, else 400 naming the field; a missing one is 404', () => {
    const malformed = ['01', '9999999999999999999', '2147483648', '1e0', '0x1', '-0', '0', '+1'];

    it.each(malformed)('product_%s → 400 on the public and the admin product routes', async (id) => {
      const publicAnswer = await env.shop
        .api()
        .get(`/api/v1/product/product_${encodeURIComponent(id)}`)
        .expect(400);
      expect(publicAnswer.body.detail).toMatch(/^id: /);
      await env.shop
        .api()
        .get(`${A}/get_product_${encodeURIComponent(id)}`)
        .set(env.admin.auth)
        .expect(400);
      await env.shop
        .api()
        .get(`/api/v1/admin/orders/${encodeURIComponent(id)}`)
        .set(env.admin.auth)
        .expect(400);
    });

    it('a canonical id that does not exist is 404 everywhere', async () => {
      await env.shop.api().get('/api/v1/product/product_2147483647').expect(404);
      await env.shop.api().get(`${A}/get_product_2147483647`).set(env.admin.auth).expect(404);
      await env.shop.api().get('/api/v1/admin/orders/2147483647').set(env.admin.auth).expect(404);
    });
  });

  describe('query ids follow the same rule: 400 naming the parameter, on the public and the admin lists', () => {
    const malformed = ['01', '1.0', '1e0', '0x1', '2147483648', '0', '-1', '+1'];
    const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

    /** [path with {v} for the value, the field the detail starts with, admin?] */
    const routes: Array<[string, string, boolean]> = [
      ['/api/v1/product/products_list?category_id={v}', 'category_id', false],
      ['/api/v1/product/products_list?subcategory_id={v}', 'subcategory_id', false],
      ['/api/v1/category/subcategory_list?category_id={v}', 'category_id', false],
      [`${A}/get_list_products?category_id={v}`, 'category_id', true],
      [`${A}/get_list_products?subcategory_id={v}`, 'subcategory_id', true],
      [`${A}/get_list_subcategories?category_id={v}`, 'category_id', true],
      [`${A}/get_list_products?ids={v}`, 'ids', true],
      [`${A}/get_list_categories?ids=1,{v}`, 'ids', true],
      [`${A}/get-all-orders?user_id={v}`, 'user_id', true],
      [`${A}/packing-labels.pdf?order_id={v}`, 'order_id', true],
    ];

    it.each(malformed)('%j → 400 naming the field everywhere an id is read from the query', async (value) => {
      for (const [path, field, admin] of routes) {
        const request = env.shop.api().get(path.replace('{v}', encodeURIComponent(value)));
        const response = await (admin ? request.set(env.admin.auth) : request);
        expect({ path, status: response.status, detail: response.body.detail }).toEqual({
          path,
          status: 400,
          detail: expect.stringMatching(new RegExp(`^${field}: `)),
        });
      }
    });

    it('a JSON filter of the REST lists follows it too (ids, category, customer, enquiry), a JSON number stays a number', async () => {
      for (const [resource, filter, field] of [
        ['products', { category_id: '01' }, 'category_id'],
        ['products', { id: ['1', '01'] }, 'ids'],
        ['subcategories', { category_id: 2147483648 }, 'category_id'],
        ['orders', { user_id: '0x1' }, 'user_id'],
        ['customers', { id: [1.5] }, 'ids'],
        ['quotes', { enquiry_id: '1e0' }, 'enquiry_id'],
      ] as const) {
        const response = await env.shop
          .api()
          .get(`/api/v1/admin/${resource}?filter=${json(filter)}`)
          .set(env.admin.auth);
        expect({ resource, status: response.status, detail: response.body.detail }).toEqual({
          resource,
          status: 400,
          detail: expect.stringMatching(new RegExp(`^${field}: `)),
        });
      }
      const { category, products } = env.shelf;
      await env.shop
        .api()
        .get(`/api/v1/admin/products?filter=${json({ category_id: category.id, id: [products[0].id] })}`)
        .set(env.admin.auth)
        .expect(200);
    });

    it('canonical ids still filter, the largest one included, and a blank filter counts as absent', async () => {
      const { category, subcategory, products } = env.shelf;
      const own = await env.shop
        .api()
        .get(`/api/v1/product/products_list?category_id=${category.id}&subcategory_id=${subcategory.id}`)
        .expect(200);
      expect(own.body.total_products).toBe(products.length);
      const none = await env.shop.api().get('/api/v1/product/products_list?category_id=2147483647').expect(200);
      expect(none.body.total_products).toBe(0);
      await env.shop.api().get('/api/v1/category/subcategory_list?category_id=2147483647').expect(200, []);
      const blank = await env.shop.api().get('/api/v1/product/products_list?category_id=&subcategory_id=').expect(200);
      expect(blank.body.total_products).toBeGreaterThanOrEqual(products.length);
      const picked = await env.shop
        .api()
        .get(`${A}/get_list_products?ids=${products[1].id}, ${products[0].id}`)
        .set(env.admin.auth)
        .expect(200);
      expect(picked.body.map((row: { id: number }) => row.id).sort()).toEqual([products[0].id, products[1].id].sort());
    });
  });

  it('an error detail names its field once', async () => {
    const response = await env.shop
      .api()
      .get(`${A}/production-sheet?date_from=2026-12-01&date_to=tomorrow`)
      .set(env.admin.auth)
      .expect(400);
    expect(response.body.detail).toBe('date_to: дата должна быть в формате ГГГГ-ММ-ДД');
  });
});
