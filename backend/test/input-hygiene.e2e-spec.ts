import { FORBIDDEN_CHARACTERS_DETAIL } from '../src/common/text-hygiene';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { CHECKOUT_NAMES } from './support/checkout';
import { startTestApp, TestApp } from './support/test-app';

/** Characters no field takes: NUL, bell, escape, DEL, a C1 control, bidi override and isolate, line separator. */
const FORBIDDEN = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\u2028'];
const ODD_IDS = ['0x1', '1e0', '+1', '%201', '01', '0', '-1', '1.0', '12345678901'];
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const forbiddenDetail = (field: string) => ({ detail: `${field}: ${FORBIDDEN_CHARACTERS_DETAIL}` });

describe('input hygiene: ids and text on every route family', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;
  let shelf: TestShelf;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    customer = await createAccount(shop);
    shelf = await createShelf(shop, [10]);
  });
  afterAll(async () => shop.close());

  describe('odd ids → 400 (or the documented 404), never taken as 1', () => {
    it.each(ODD_IDS)('admin item routes with id %s', async (id) => {
      for (const path of [`get_category_${id}`, `get-order/${id}`, `get_product_${id}`]) {
        const response = await shop.api().get(`/api/v1/bulbash_admin/${path}`).set(admin.auth).expect(400);
        expect(response.body.detail).toMatch(/^id: /);
      }
      await shop.api().delete(`/api/v1/bulbash_admin/delete_product_${id}`).set(admin.auth).expect(400);
    });

    it.each(ODD_IDS)('customer routes with id %s', async (id) => {
      await shop.api().get(`/api/v1/order/get-user-orders/${id}`).set(customer.auth).expect(400);
      await shop.api().delete(`/api/v1/cart/delete-item-from-cart/${id}`).set(customer.auth).expect(400);
    });

    it.each(ODD_IDS)('public product_%s is 400 or 404, never product 1', async (id) => {
      const response = await shop.api().get(`/api/v1/product/product_${id}`);
      expect([400, 404]).toContain(response.status);
    });

    it.each(['0x1', '1e0', '+1', ' 1', '1.0', '01'])('id %j in a JSON body or query string → 400', async (id) => {
      const added = await shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(customer.auth)
        .send({ product_id: id, quantity: 1 })
        .expect(400);
      expect(added.body.detail).toMatch(/^product_id: /);
      const filtered = await shop
        .api()
        .get('/api/v1/bulbash_admin/get_list_subcategories')
        .query({ category_id: id })
        .set(admin.auth)
        .expect(400);
      expect(filtered.body.detail).toMatch(/^category_id: /);
    });

    it('canonical ids still work', async () => {
      await shop.api().get(`/api/v1/bulbash_admin/get_category_${shelf.category.id}`).set(admin.auth).expect(200);
      await shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(customer.auth)
        .send({ product_id: shelf.products[0].id, quantity: 1 })
        .expect(201);
      await shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(customer.auth)
        .send({ product_id: String(shelf.products[0].id), quantity: 1 })
        .expect(201);
    });
  });

  describe('control and bidi characters → 400 naming the field', () => {
    it.each(FORBIDDEN.map((char) => [codePoint(char), char]))('register with %s in the name', async (_label, char) => {
      const body = {
        name: `Ив${char}ан`,
        surname: 'Петров',
        email: 'new.person@example.by',
        password: 'secret-pass-1',
        confirm_password: 'secret-pass-1',
      };
      expect((await shop.api().post('/api/v1/users/register').send(body).expect(400)).body).toEqual(forbiddenDetail('name'));
    });

    it('login with a control character in the e-mail', async () => {
      const response = await shop.api().post('/api/v1/users/login').send({ username: 'a\u0000@example.by', password: 'x' }).expect(400);
      expect(response.body.detail).toMatch(/^username: /);
    });

    it.each(FORBIDDEN.map((char) => [codePoint(char), char]))('checkout with %s in the address and the names', async (_label, char) => {
      const base = {
        ...CHECKOUT_NAMES,
        delivery_address: 'Минск',
        product_list: [{ cart_id: 1, product_id: shelf.products[0].id, quantity: 1, product_cost: 10 }],
        total_cost: 10,
      };
      for (const field of ['first_name', 'surname', 'delivery_address']) {
        const body = { ...base, [field]: `Ми${char}нск` };
        const response = await shop.api().post('/api/v1/order/create-new-order').set(customer.auth).send(body).expect(400);
        expect(response.body).toEqual(forbiddenDetail(field));
      }
    });

    it('a line break is refused in a one-line field but kept in a description', async () => {
      const name = await shop
        .api()
        .post('/api/v1/bulbash_admin/create_category')
        .query({ name: 'Супы\nи салаты', description: 'x' })
        .set(admin.auth)
        .expect(400);
      expect(name.body).toEqual(forbiddenDetail('name'));
      const created = await shop
        .api()
        .post('/api/v1/bulbash_admin/create_category')
        .query({ name: '  Супы  ', description: 'Горячие.\n\tИ холодные.' })
        .set(admin.auth)
        .expect(201);
      const category = (await shop.api().get(`/api/v1/bulbash_admin/get_category_${created.body.id}`).set(admin.auth).expect(200)).body;
      expect(category.name).toBe('Супы');
      expect(category.description).toBe('Горячие.\n\tИ холодные.');
    });

    it.each(['\u0000', '\u202e', '\u0007'].map((char) => [codePoint(char), char]))('a description with %s → 400', async (_label, char) => {
      const response = await shop
        .api()
        .patch(`/api/v1/bulbash_admin/update_product_${shelf.products[0].id}`)
        .query({ description: `a${char}b` })
        .set(admin.auth)
        .expect(400);
      expect(response.body).toEqual(forbiddenDetail('description'));
    });

    it('a search for NUL no longer matches everything', async () => {
      const response = await shop
        .api()
        .get('/api/v1/bulbash_admin/get_list_products')
        .query({ name: '\u0000' })
        .set(admin.auth)
        .expect(400);
      expect(response.body).toEqual(forbiddenDetail('name'));
    });

    it('a token with a control character → 400', async () => {
      const response = await shop.api().get('/api/v1/users/verify-email').query({ token: 'abc\u0000' }).expect(400);
      expect(response.body.detail).toMatch(/^token: /);
    });
  });
});
