import { Order } from '../src/orders/order.entity';
import { makeImage } from './fixtures/images';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { startTestApp, TestApp } from './support/test-app';

const A = '/api/v1/bulbash_admin';

/** Admin input the audit found answered with 500s, English or wrongly-worded messages. */
describe('admin API: edge-case input', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let shelf: TestShelf;
  let order: Order;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    shelf = await createShelf(shop, [10, 20]);
    const orders = shop.dataSource.getRepository(Order);
    order = await orders.save(
      orders.create({
        userId: admin.user.id,
        paymentMethod: 'cash',
        status: 'pending',
        totalCost: 30,
        firstName: 'Анна',
        surname: 'Ковалёва',
        lastName: 'Сергеевна',
        contactPhone: '375291112233',
        contactEmail: null,
        deliveryAddress: null,
        checkoutKey: `edge-cases-${Date.now()}`,
      }),
    );
  });
  afterAll(async () => shop.close());

  const get = (path: string) => shop.api().get(`${A}/${path}`).set(admin.auth);

  describe('explicit JSON null in an update → 400 naming the field, nothing changed', () => {
    it.each([
      ['name', 'название'],
      ['status_enabled', 'статус доступности'],
      ['category_id', 'id категории'],
    ])('update_subcategory {"%s": null}', async (field, label) => {
      const response = await shop
        .api()
        .patch(`${A}/update_subcategory_${shelf.subcategory.id}`)
        .set(admin.auth)
        .send({ [field]: null })
        .expect(400);
      expect(response.body).toEqual({ detail: `${field}: ${label} не может быть null` });
      const after = (await get(`get_subcategory_${shelf.subcategory.id}`).expect(200)).body;
      expect(after).toMatchObject({ name: shelf.subcategory.name, status_enabled: true, category_id: shelf.category.id });
    });

    it.each([
      ['total_cost', 'сумма заказа'],
      ['payment_method', 'способ оплаты'],
      ['status', 'статус заказа'],
    ])('update-status-order {"%s": null}', async (field, label) => {
      const response = await shop
        .api()
        .post(`${A}/update-status-order`)
        .set(admin.auth)
        .send({ order_id: order.id, [field]: null })
        .expect(400);
      expect(response.body).toEqual({ detail: `${field}: ${label} не может быть null` });
      const after = (await get(`get-order/${order.id}`).expect(200)).body;
      expect(after).toMatchObject({ total_cost: 30, payment_method: 'cash', status: 'pending' });
    });

    it('create_subcategory {"name": null} → 400 as a missing name', async () => {
      const response = await shop
        .api()
        .post(`${A}/create_subcategory`)
        .set(admin.auth)
        .send({ name: null, category_id: shelf.category.id })
        .expect(400);
      expect(response.body).toEqual({ detail: 'name: заполните поле!' });
    });

    it('category and product updates take query parameters, where an empty value is refused rather than nulled', async () => {
      const category = await shop.api().patch(`${A}/update_category_${shelf.category.id}`).query({ name: '' }).set(admin.auth).expect(400);
      expect(category.body).toEqual({ detail: 'name: название не может быть пустым' });
      const product = await shop
        .api()
        .patch(`${A}/update_product_${shelf.products[0].id}`)
        .query({ price: '' })
        .set(admin.auth)
        .expect(400);
      expect(product.body).toEqual({ detail: expect.stringMatching(/^price: цена должна быть/) });
    });
  });

  describe('empty filter parameters count as absent', () => {
    it.each([
      ['get_list_products', 'category_id=&subcategory_id=&status_enabled=&name=&page=&per_page=&sort=&order=&ids='],
      ['get_list_subcategories', 'category_id=&status_enabled=&name='],
      ['get_list_categories', 'status_enabled=&name='],
      ['get-all-orders', 'payment_method=&status=&date_from=&date_to=&phone='],
    ])('%s?%s → 200, unfiltered', async (path, query) => {
      const filtered = await get(`${path}?${query}`).expect(200);
      const plain = await get(path).expect(200);
      expect(filtered.body).toEqual(plain.body);
      expect(filtered.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    });

    it("the customer's order list with ?payment_method=&status= → 200, unfiltered", async () => {
      const filtered = await shop.api().get('/api/v1/order/get-all-user-orders?payment_method=&status=').set(admin.auth).expect(200);
      expect(filtered.body.data.map((row: { id: number }) => row.id)).toEqual([order.id]);
    });
  });

  describe('uploads with a broken form → 400 with a clear message', () => {
    it.each([
      ['post', 'create_category?name=Поле'],
      ['patch', 'update_category_{category}'],
      ['post', 'create_product?name=Поле&category_id={category}&subcategory_id={subcategory}'],
      ['patch', 'update_product_{product}'],
    ] as const)('%s %s: a file in another field', async (method, template) => {
      const path = template
        .replace('{category}', String(shelf.category.id))
        .replace('{subcategory}', String(shelf.subcategory.id))
        .replace('{product}', String(shelf.products[0].id));
      const api = shop.api();
      const response = await api[method](`${A}/${path}`)
        .set(admin.auth)
        .attach('photo', await makeImage('png'), 'x.png')
        .expect(400);
      expect(response.body).toEqual({ detail: 'Файл изображения должен быть в поле img_file' });
    });

    it('two files → 400 saying only one is accepted', async () => {
      const png = await makeImage('png');
      const response = await shop
        .api()
        .post(`${A}/create_category`)
        .query({ name: 'Два' })
        .set(admin.auth)
        .attach('img_file', png, 'a.png')
        .attach('img_file', png, 'b.png')
        .expect(400);
      expect(response.body).toEqual({ detail: 'Можно загрузить только один файл изображения в поле img_file' });
    });

    it('multipart/form-data without a boundary → 400', async () => {
      const response = await shop
        .api()
        .post(`${A}/create_category`)
        .query({ name: 'Без границы' })
        .set(admin.auth)
        .set('Content-Type', 'multipart/form-data')
        .send('whatever')
        .expect(400);
      expect(response.body).toEqual({ detail: 'Неверный формат multipart/form-data: не указана граница (boundary)' });
    });

    it('a form cut off in the middle → 400', async () => {
      const body = '--XYZ\r\nContent-Disposition: form-data; name="img_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
      const response = await shop
        .api()
        .post(`${A}/create_category`)
        .query({ name: 'Обрыв' })
        .set(admin.auth)
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send(body)
        .expect(400);
      expect(response.body).toEqual({ detail: 'Неверный формат multipart/form-data' });
    });
  });

  describe('messages agree with the gender of the field', () => {
    // Ids that pass validation, so that the field under test is the only broken one.
    const placed = { name: 'Ок', category_id: '1', subcategory_id: '1' };

    it.each([
      ['позиция', 'create_category', { name: 'Ок', position: 'abc' }, 'position: позиция должна быть целым числом не меньше 1'],
      ['вес', 'create_product', { ...placed, weight: '-1' }, 'weight: вес должен быть целым числом не меньше 0'],
      [
        'количество человек',
        'create_product',
        { ...placed, people_numbers: '1.5' },
        'people_numbers: количество человек должно быть целым числом не меньше 0',
      ],
      ['ингредиенты', 'create_product', { ...placed, ingredients: 'x'.repeat(5001) }, 'ingredients: ингредиенты: не более 5000 символов'],
      [
        'цена',
        'create_product',
        { ...placed, price: '-1' },
        'price: цена должна быть числом не меньше 0 и не более чем с двумя знаками после запятой',
      ],
    ])('%s (%s)', async (_label, path, query, detail) => {
      const response = await shop.api().post(`${A}/${path}`).query(query).set(admin.auth).expect(400);
      expect(response.body).toEqual({ detail });
    });

    it('update-status-order names the total cost, not a price', async () => {
      const response = await shop
        .api()
        .post(`${A}/update-status-order`)
        .set(admin.auth)
        .send({ order_id: order.id, total_cost: -5 })
        .expect(400);
      expect(response.body.detail).toMatch(/^total_cost: сумма заказа должна быть числом не меньше 0/);
    });

    it('a non-string phone filter says it must be a string, not that it is too long', async () => {
      const response = await get('get-all-orders?phone=1&phone=2').expect(400);
      expect(response.body).toEqual({ detail: 'phone: телефон должен быть строкой' });
    });
  });

  describe('name search ignores letter case, Cyrillic included', () => {
    beforeAll(async () => {
      await shop
        .api()
        .patch(`${A}/update_product_${shelf.products[1].id}`)
        .query({ name: 'Пельмени домашние' })
        .set(admin.auth)
        .expect(200);
      await shop.api().patch(`${A}/update_subcategory_${shelf.subcategory.id}`).set(admin.auth).send({ name: 'Горячие Блюда' }).expect(200);
      await shop.api().patch(`${A}/update_category_${shelf.category.id}`).query({ name: 'Ёлочные Наборы' }).set(admin.auth).expect(200);
    });
    afterAll(async () => {
      await shop
        .api()
        .patch(`${A}/update_subcategory_${shelf.subcategory.id}`)
        .set(admin.auth)
        .send({ name: shelf.subcategory.name })
        .expect(200);
    });

    it.each([
      ['get_list_products', 'ПЕЛЬМЕНИ', 'Пельмени домашние'],
      ['get_list_products', 'пельмени ДОМ', 'Пельмени домашние'],
      ['get_list_subcategories', 'горячие блюда', 'Горячие Блюда'],
      ['get_list_categories', 'ёлочные', 'Ёлочные Наборы'],
    ])('%s?name=%s finds «%s»', async (path, name, expected) => {
      const response = await get(path).query({ name }).expect(200);
      expect(response.body.map((row: { name: string }) => row.name)).toEqual([expected]);
    });

    it('wildcards stay literal', async () => {
      expect((await get('get_list_products').query({ name: 'пельмени%' }).expect(200)).body).toEqual([]);
    });
  });
});
