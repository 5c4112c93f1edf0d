import { Category } from '../src/catalogue/category.entity';
import { Order } from '../src/orders/order.entity';
import { makeImage } from './fixtures/images';
import { createShelf } from './support/catalogue';
import { useShopWithAccounts } from './support/shop-with-accounts';

/** The REST admin surface for react-admin's ra-data-simple-rest. */
const R = '/api/v1/admin';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('REST admin API (ra-data-simple-rest)', () => {
  const env = useShopWithAccounts();

  const get = (path: string) => env.shop.api().get(`${R}${path}`).set(env.admin.auth);

  describe('access', () => {
    it.each([
      ['get', '/categories'],
      ['get', '/orders/1'],
      ['post', '/products'],
      ['put', '/subcategories/1'],
      ['delete', '/categories/1'],
    ] as const)('%s %s: 401 without a token, 403 for a customer', async (method, path) => {
      const anonymous = await env.shop.api()[method](`${R}${path}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ detail: expect.any(String) });
      const customerCall = await env.shop.api()[method](`${R}${path}`).set(env.customer.auth);
      expect(customerCall.status).toBe(403);
      expect(customerCall.body).toEqual({ detail: expect.any(String) });
    });
  });

  describe('categories: list', () => {
    let names: string[];

    beforeAll(async () => {
      const repository = env.shop.dataSource.getRepository(Category);
      names = ['Рест Альфа', 'Рест Бета', 'Рест Гамма', 'Рест Дельта', 'Рест Эпсилон'];
      for (const [index, name] of names.entries()) {
        await repository.save(
          repository.create({ name, description: '', imagePath: null, position: index + 1, statusEnabled: index % 2 === 0 }),
        );
      }
    });

    it('sorts, pages by range and sends the total in Content-Range (exposed)', async () => {
      const page1 = await get(`/categories?sort=${json(['name', 'DESC'])}&range=${json([0, 1])}&filter=${json({ name: 'Рест' })}`).expect(
        200,
      );
      expect(page1.body.map((row: { name: string }) => row.name)).toEqual(['Рест Эпсилон', 'Рест Дельта']);
      expect(page1.headers['content-range']).toBe('categories 0-1/5');
      expect(page1.headers['access-control-expose-headers']).toContain('Content-Range');

      const page3 = await get(`/categories?sort=${json(['name', 'DESC'])}&range=${json([4, 5])}&filter=${json({ name: 'Рест' })}`).expect(
        200,
      );
      expect(page3.body.map((row: { name: string }) => row.name)).toEqual(['Рест Альфа']);
      expect(page3.headers['content-range']).toBe('categories 4-4/5');
    });

    it('filters by the back-office filters and answers an empty page with */total', async () => {
      const enabled = await get(
        `/categories?filter=${json({ name: 'рест', status_enabled: true })}&sort=${json(['position', 'ASC'])}`,
      ).expect(200);
      expect(enabled.body.map((row: { name: string }) => row.name)).toEqual(['Рест Альфа', 'Рест Гамма', 'Рест Эпсилон']);
      expect(enabled.headers['content-range']).toBe('categories 0-2/3');

      const none = await get(`/categories?filter=${json({ name: 'нет такой' })}&range=${json([0, 24])}`).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('categories */0');
    });

    it('answers getMany: filter {"id": [...]}', async () => {
      const all = (await get(`/categories?filter=${json({ name: 'Рест' })}`).expect(200)).body as Array<{ id: number; name: string }>;
      const wanted = [all[0].id, all[3].id];
      const response = await get(`/categories?filter=${json({ id: wanted })}`).expect(200);
      expect(response.body.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b)).toEqual(
        [...wanted].sort((a, b) => a - b),
      );
    });

    it.each([
      ['sort', 'not json', /^sort: некорректный JSON/],
      ['sort', json(['name']), /^sort: ожидается/],
      ['sort', json(['password', 'ASC']), /^sort: неизвестное поле сортировки «password»/],
      ['sort', json(['name', 'UP']), /^order: направление сортировки/],
      ['range', '[0,', /^range: некорректный JSON/],
      ['range', json([0, 500]), /^range: диапазон должен содержать от 1 до 200 строк/],
      ['range', json([2, 5]), /^range: начало диапазона должно быть кратно его длине/],
      ['range', json([-1, 5]), /^range: ожидаются два целых числа/],
      ['filter', '{"name":', /^filter: некорректный JSON/],
      ['filter', json([1, 2]), /^filter: ожидается JSON-объект/],
      ['filter', json({ page: 3 }), /^filter: недопустимый фильтр «page»/],
      ['filter', json({ status_enabled: 'yes' }), /^status_enabled: /],
      ['filter', json({ id: [1, { a: 1 }] }), /^filter: id должен быть/],
      ['filter', json({ id: ['x'] }), /^ids: /],
      ['filter', json({ name: { like: '%' } }), /^filter: значение фильтра «name»/],
    ])('bad %s=%s → 400 with a Russian detail', async (name, value, detail) => {
      const response = await get(`/categories?${name}=${value}`).expect(400);
      expect(Object.keys(response.body)).toEqual(['detail']);
      expect(response.body.detail).toMatch(detail);
    });
  });

  describe('categories: one, create, update, delete', () => {
    it('creates from JSON and answers the record with its id', async () => {
      const response = await env.shop
        .api()
        .post(`${R}/categories`)
        .set(env.admin.auth)
        .send({ name: 'Рест JSON', description: 'Описание', status_enabled: true, position: 3 })
        .expect(201);
      expect(response.body).toMatchObject({
        id: expect.any(Number),
        name: 'Рест JSON',
        description: 'Описание',
        status_enabled: true,
        position: 3,
        image_path: null,
      });
      const one = await get(`/categories/${response.body.id}`).expect(200);
      expect(one.body).toEqual(response.body);
    });

    it('creates from multipart with an image and replaces it on update', async () => {
      const created = await env.shop
        .api()
        .post(`${R}/categories`)
        .set(env.admin.auth)
        .field('name', 'Рест с фото')
        .field('status_enabled', 'false')
        .field('position', '2')
        .attach('img_file', await makeImage('png'), 'photo.png')
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Рест с фото',
        status_enabled: false,
        position: 2,
        image_path: expect.stringMatching(/^\/uploads\/categories\/.+\.webp$/),
      });
      await env.shop.api().get(created.body.image_path).expect(200);

      const updated = await env.shop
        .api()
        .put(`${R}/categories/${created.body.id}`)
        .set(env.admin.auth)
        .field('description', 'Новое описание')
        .attach('img_file', await makeImage('jpeg', '#2e86c1'), 'other.jpg')
        .expect(200);
      expect(updated.body).toMatchObject({ id: created.body.id, name: 'Рест с фото', description: 'Новое описание' });
      expect(updated.body.image_path).toMatch(/^\/uploads\/categories\/.+\.webp$/);
      expect(updated.body.image_path).not.toBe(created.body.image_path);
    });

    it('takes back the whole record as read on PUT: writable fields change, read-only ones are ignored', async () => {
      const created = (await env.shop.api().post(`${R}/categories`).set(env.admin.auth).send({ name: 'Рест PUT' }).expect(201)).body;
      const response = await env.shop
        .api()
        .put(`${R}/categories/${created.id}`)
        .set(env.admin.auth)
        .send({ ...created, name: 'Рест PUT изменена', position: 7, id: 999999, date_created: '2000-01-01T00:00:00.000Z' })
        .expect(200);
      expect(response.body).toMatchObject({ id: created.id, name: 'Рест PUT изменена', position: 7, date_created: created.date_created });
      const empty = await env.shop.api().put(`${R}/categories/${created.id}`).set(env.admin.auth).expect(200);
      expect(empty.body).toMatchObject({ id: created.id, name: 'Рест PUT изменена', position: 7 });
    });

    it('answers 400 for bad fields, 404 for an unknown id, 400 for a bad id', async () => {
      const created = (await env.shop.api().post(`${R}/categories`).set(env.admin.auth).send({ name: 'Рест ошибки' }).expect(201)).body;
      const blank = await env.shop.api().put(`${R}/categories/${created.id}`).set(env.admin.auth).send({ name: '  ' }).expect(400);
      expect(blank.body.detail).toMatch(/^name: /);
      const nulled = await env.shop.api().put(`${R}/categories/${created.id}`).set(env.admin.auth).send({ description: null }).expect(400);
      expect(nulled.body.detail).toMatch(/^description: /);
      const noName = await env.shop.api().post(`${R}/categories`).set(env.admin.auth).send({ description: 'без названия' }).expect(400);
      expect(noName.body.detail).toMatch(/^name: /);
      const badJson = await env.shop
        .api()
        .post(`${R}/categories`)
        .set(env.admin.auth)
        .set('Content-Type', 'application/json')
        .send('{"name":')
        .expect(400);
      expect(badJson.body).toEqual({ detail: 'Некорректный JSON в теле запроса' });

      expect((await get('/categories/999999').expect(404)).body).toEqual({ detail: 'Категория не найдена' });
      await env.shop.api().put(`${R}/categories/999999`).set(env.admin.auth).send({ name: 'x' }).expect(404);
      await env.shop.api().delete(`${R}/categories/999999`).set(env.admin.auth).expect(404);
      expect((await get('/categories/abc').expect(400)).body.detail).toMatch(/^id: /);
    });

    it('deletes and answers the deleted record; a category with children is kept (409)', async () => {
      const created = (await env.shop.api().post(`${R}/categories`).set(env.admin.auth).send({ name: 'Рест удалить' }).expect(201)).body;
      const deleted = await env.shop.api().delete(`${R}/categories/${created.id}`).set(env.admin.auth).expect(200);
      expect(deleted.body).toEqual(created);
      await get(`/categories/${created.id}`).expect(404);

      const shelf = await createShelf(env.shop, [10]);
      const refused = await env.shop.api().delete(`${R}/categories/${shelf.category.id}`).set(env.admin.auth).expect(409);
      expect(refused.body.detail).toMatch(/^Нельзя удалить категорию/);
      await get(`/categories/${shelf.category.id}`).expect(200);
    });
  });

  describe('subcategories', () => {
    it('lists by category with Content-Range, creates, updates and deletes', async () => {
      const shelf = await createShelf(env.shop, []);
      const created = await env.shop
        .api()
        .post(`${R}/subcategories`)
        .set(env.admin.auth)
        .send({ name: 'Рест подкатегория', category_id: shelf.category.id, status_enabled: true })
        .expect(201);
      expect(created.body).toMatchObject({
        id: expect.any(Number),
        name: 'Рест подкатегория',
        category_id: shelf.category.id,
        category_name: shelf.category.name,
      });

      const list = await get(
        `/subcategories?filter=${json({ category_id: shelf.category.id })}&sort=${json(['name', 'ASC'])}&range=${json([0, 9])}`,
      ).expect(200);
      expect(list.body.map((row: { name: string }) => row.name)).toEqual([shelf.subcategory.name, 'Рест подкатегория']);
      expect(list.headers['content-range']).toBe('subcategories 0-1/2');

      const updated = await env.shop
        .api()
        .put(`${R}/subcategories/${created.body.id}`)
        .set(env.admin.auth)
        .send({ ...created.body, name: 'Рест переименована', status_enabled: false })
        .expect(200);
      expect(updated.body).toMatchObject({ id: created.body.id, name: 'Рест переименована', status_enabled: false });

      const missingParent = await env.shop
        .api()
        .post(`${R}/subcategories`)
        .set(env.admin.auth)
        .send({ name: 'Сирота', category_id: 999999 })
        .expect(404);
      expect(missingParent.body).toEqual({ detail: 'Категория не найдена' });

      const deleted = await env.shop.api().delete(`${R}/subcategories/${created.body.id}`).set(env.admin.auth).expect(200);
      expect(deleted.body).toEqual(updated.body);
      await get(`/subcategories/${created.body.id}`).expect(404);
    });
  });

  describe('products', () => {
    it('creates from multipart with its image; JSON without an image is refused', async () => {
      const shelf = await createShelf(env.shop, []);
      const refused = await env.shop
        .api()
        .post(`${R}/products`)
        .set(env.admin.auth)
        .send({ name: 'Без фото', category_id: shelf.category.id, subcategory_id: shelf.subcategory.id })
        .expect(400);
      expect(refused.body).toEqual({ detail: 'img_file: загрузите изображение товара' });

      const created = await env.shop
        .api()
        .post(`${R}/products`)
        .set(env.admin.auth)
        .field('name', 'Рест канапе')
        .field('price', '12.5')
        .field('weight', '300')
        .field('people_numbers', '2')
        .field('category_id', String(shelf.category.id))
        .field('subcategory_id', String(shelf.subcategory.id))
        .field('status_enabled', 'true')
        .attach('img_file', await makeImage('webp'), 'canape.webp')
        .expect(201);
      expect(created.body).toMatchObject({
        id: expect.any(Number),
        name: 'Рест канапе',
        price: 12.5,
        weight: 300,
        people_numbers: 2,
        category_name: shelf.category.name,
        subcategory_name: shelf.subcategory.name,
        status_enabled: true,
        image_path: expect.stringMatching(/^\/uploads\/products\/.+\.webp$/),
      });

      const updated = await env.shop
        .api()
        .put(`${R}/products/${created.body.id}`)
        .set(env.admin.auth)
        .send({ ...created.body, price: 13.75, status_enabled: false })
        .expect(200);
      expect(updated.body).toMatchObject({ id: created.body.id, price: 13.75, status_enabled: false, image_path: created.body.image_path });

      const badPrice = await env.shop.api().put(`${R}/products/${created.body.id}`).set(env.admin.auth).send({ price: 1.234 }).expect(400);
      expect(badPrice.body.detail).toMatch(/^price: /);
    });

    it('lists with the product filters, sorted by price and paged', async () => {
      const shelf = await createShelf(env.shop, [30, 10, 20, 40]);
      const response = await get(
        `/products?filter=${json({ category_id: shelf.category.id, subcategory_id: String(shelf.subcategory.id) })}&sort=${json(['price', 'ASC'])}&range=${json([0, 2])}`,
      ).expect(200);
      expect(response.body.map((row: { price: number }) => row.price)).toEqual([10, 20, 30]);
      expect(response.headers['content-range']).toBe('products 0-2/4');
      const next = await get(
        `/products?filter=${json({ category_id: shelf.category.id })}&sort=${json(['price', 'ASC'])}&range=${json([3, 5])}`,
      ).expect(200);
      expect(next.body.map((row: { price: number }) => row.price)).toEqual([40]);
      expect(next.headers['content-range']).toBe('products 3-3/4');
    });

    it('deletes a product and answers it', async () => {
      const shelf = await createShelf(env.shop, [15]);
      const [product] = shelf.products;
      const before = (await get(`/products/${product.id}`).expect(200)).body;
      const deleted = await env.shop.api().delete(`${R}/products/${product.id}`).set(env.admin.auth).expect(200);
      expect(deleted.body).toEqual(before);
      await get(`/products/${product.id}`).expect(404);
    });
  });

  describe('orders', () => {
    let sequence = 0;
    async function insertOrder(fields: Partial<Order> = {}): Promise<Order> {
      sequence += 1;
      const orders = env.shop.dataSource.getRepository(Order);
      return orders.save(
        orders.create({
          userId: env.customer.user.id,
          paymentMethod: 'cash',
          status: 'pending',
          totalCost: 100,
          firstName: 'Анна',
          surname: 'Рестова',
          lastName: 'Сергеевна',
          contactPhone: '375297770000',
          contactEmail: 'rest.orders@example.by',
          deliveryAddress: 'Минск, ул. Тестовая, 1',
          checkoutKey: `admin-rest-test-${sequence}-${Date.now()}`,
          ...fields,
        }),
      );
    }

    it('lists with filters and Content-Range, answers one order, changes its status and e-mails the customer', async () => {
      const first = await insertOrder({ totalCost: 50 });
      const second = await insertOrder({ totalCost: 70, paymentMethod: 'card' });
      await insertOrder({ status: 'completed' });

      const list = await get(
        `/orders?filter=${json({ status: 'pending', phone: '7770000' })}&sort=${json(['total_cost', 'DESC'])}&range=${json([0, 24])}`,
      ).expect(200);
      expect(list.body.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
      expect(list.headers['content-range']).toBe('orders 0-1/2');
      const byPayment = await get(`/orders?filter=${json({ payment_method: 'card', phone: '7770000' })}`).expect(200);
      expect(byPayment.body.map((row: { id: number }) => row.id)).toEqual([second.id]);

      const one = (await get(`/orders/${first.id}`).expect(200)).body;
      expect(one).toMatchObject({ id: first.id, status: 'pending', total_cost: 50, order_items: [] });

      const updated = await env.shop
        .api()
        .put(`${R}/orders/${first.id}`)
        .set(env.admin.auth)
        .send({ ...one, status: 'processing', total_cost: 55.5 })
        .expect(200);
      expect(updated.body).toMatchObject({ id: first.id, status: 'processing', total_cost: 55.5, payment_method: 'cash' });
      const mail = await env.shop.mail.waitFor('rest.orders@example.by');
      expect(mail.text).toContain(String(first.id));
    });

    it('answers the spec details for an unknown status or payment method, and 404 for an unknown order', async () => {
      const order = await insertOrder();
      expect((await env.shop.api().put(`${R}/orders/${order.id}`).set(env.admin.auth).send({ status: 'lost' }).expect(400)).body).toEqual({
        detail: 'Status does not exist',
      });
      expect((await get(`/orders?filter=${json({ payment_method: 'barter' })}`).expect(400)).body).toEqual({
        detail: 'Payment method does not exist',
      });
      expect((await env.shop.api().put(`${R}/orders/999999`).set(env.admin.auth).send({ status: 'completed' }).expect(404)).body).toEqual({
        detail: expect.any(String),
      });
    });

    it('creates only through the order desk’s validated body, and has no delete', async () => {
      const refused = await env.shop.api().post(`${R}/orders`).set(env.admin.auth).send({}).expect(400);
      expect(refused.body.detail).toMatch(/^lines: /);
      const order = await insertOrder();
      await env.shop.api().delete(`${R}/orders/${order.id}`).set(env.admin.auth).expect(404);
      await get(`/orders/${order.id}`).expect(200);
    });
  });
});
