import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CartItem } from '../src/cart/cart-item.entity';
import { makeImage } from './fixtures/images';
import { createAccount, TestAccount } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

const A = '/api/v1/bulbash_admin';

describe('admin catalogue API', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let png: Buffer;

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    png = await makeImage('png');
  });
  afterAll(async () => shop.close());

  const onDisk = (imagePath: string) => existsSync(join(shop.config.uploadDir, imagePath.replace(/^\/uploads\//, '')));
  const createCategory = (query: Record<string, string | number | boolean>, image?: Buffer) => {
    const call = shop.api().post(`${A}/create_category`).query(query).set(admin.auth);
    if (image) call.attach('img_file', image, 'photo.png');
    return call;
  };
  const createSubcategory = (body: Record<string, unknown>) => shop.api().post(`${A}/create_subcategory`).set(admin.auth).send(body);
  const createProduct = (query: Record<string, string | number | boolean>, image: Buffer | null = png) => {
    const call = shop.api().post(`${A}/create_product`).query(query).set(admin.auth);
    if (image) call.attach('img_file', image, 'dish.png');
    return call;
  };

  describe('categories', () => {
    it('creates a category from query parameters and an image → 201 with the category', async () => {
      const response = await createCategory(
        { name: 'Фуршетные боксы', description: 'Закуски', status_enabled: 'true', position: '3' },
        png,
      ).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Фуршетные боксы',
        description: 'Закуски',
        image_path: expect.stringMatching(/^\/uploads\/categories\/[0-9a-f]+\.webp$/),
        status_enabled: true,
        position: 3,
        date_created: expect.any(String),
        date_updated: expect.any(String),
      });
      expect(new Date(response.body.date_created).toISOString()).toBe(response.body.date_created);
      expect(onDisk(response.body.image_path)).toBe(true);
      expect(onDisk(response.body.image_path.replace('.webp', '.thumb.webp'))).toBe(true);
    });

    it('creates without an image, with the defaults (disabled, position 1, empty description)', async () => {
      const response = await createCategory({ name: 'Без картинки' }).expect(201);
      expect(response.body).toMatchObject({ name: 'Без картинки', description: '', image_path: null, status_enabled: false, position: 1 });
    });

    it.each([
      ['missing name', {}, 'name'],
      ['blank name', { name: '   ' }, 'name'],
      ['201-character name', { name: 'x'.repeat(201) }, 'name'],
      ['position 0', { name: 'Ок', position: '0' }, 'position'],
      ['fractional position', { name: 'Ок', position: '1.5' }, 'position'],
      ['non-numeric position', { name: 'Ок', position: 'abc' }, 'position'],
      ['empty position', { name: 'Ок', position: '' }, 'position'],
      ['status_enabled=yes', { name: 'Ок', status_enabled: 'yes' }, 'status_enabled'],
      ['5001-character description', { name: 'Ок', description: 'x'.repeat(5001) }, 'description'],
    ])('rejects %s with 400 naming the field', async (_label, query, field) => {
      const response = await createCategory(query).expect(400);
      expect(response.body).toEqual({ detail: expect.stringContaining(field) });
    });

    it('stores SQL-looking text literally', async () => {
      const name = "Robert'); DROP TABLE categories;--";
      const response = await createCategory({ name }).expect(201);
      expect(response.body.name).toBe(name);
      await shop.api().get(`${A}/get_category_${response.body.id}`).set(admin.auth).expect(200);
    });

    it('lists all categories, disabled included, ordered by position; short list gives {id, name}', async () => {
      await createCategory({ name: 'Скрытая', status_enabled: 'false', position: '9' }).expect(201);
      await createCategory({ name: 'Первая', status_enabled: 'true', position: '1' }).expect(201);
      const list = await shop.api().get(`${A}/get_list_categories`).set(admin.auth).expect(200);
      expect(list.headers['x-total-count']).toBe(String(list.body.length));
      expect(list.body.some((row: { status_enabled: boolean }) => row.status_enabled === false)).toBe(true);
      const positions = list.body.map((row: { position: number }) => row.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const short = await shop.api().get(`${A}/get-list-short-categories`).set(admin.auth).expect(200);
      expect(short.body).toEqual(list.body.map((row: { id: number; name: string }) => ({ id: row.id, name: row.name })));
    });

    it('gets one category, 404 for an unknown id and 400 for a non-numeric one', async () => {
      const created = (await createCategory({ name: 'Одна' }).expect(201)).body;
      const one = await shop.api().get(`${A}/get_category_${created.id}`).set(admin.auth).expect(200);
      expect(one.body).toEqual(created);
      expect((await shop.api().get(`${A}/get_category_999999`).set(admin.auth).expect(404)).body).toEqual({
        detail: 'Категория не найдена',
      });
      expect((await shop.api().get(`${A}/get_category_abc`).set(admin.auth).expect(400)).body.detail).toContain('id');
    });

    it('updates only the fields sent → {detail}', async () => {
      const created = (await createCategory({ name: 'Старое', description: 'Описание', position: '5' }).expect(201)).body;
      const response = await shop
        .api()
        .patch(`${A}/update_category_${created.id}`)
        .query({ name: 'Новое', status_enabled: 'true' })
        .set(admin.auth)
        .expect(200);
      expect(response.body).toEqual({ detail: expect.any(String) });
      const after = (await shop.api().get(`${A}/get_category_${created.id}`).set(admin.auth).expect(200)).body;
      expect(after).toMatchObject({ name: 'Новое', status_enabled: true, description: 'Описание', position: 5, image_path: null });
      await shop.api().patch(`${A}/update_category_${created.id}`).query({ position: '-1' }).set(admin.auth).expect(400);
      await shop.api().patch(`${A}/update_category_999999`).query({ name: 'X' }).set(admin.auth).expect(404);
    });

    it('deletes a category → {detail}; 409 while it has subcategories', async () => {
      const lonely = (await createCategory({ name: 'Удаляемая' }).expect(201)).body;
      expect((await shop.api().delete(`${A}/delete_category_${lonely.id}`).set(admin.auth).expect(200)).body).toEqual({
        detail: expect.any(String),
      });
      await shop.api().get(`${A}/get_category_${lonely.id}`).set(admin.auth).expect(404);
      await shop.api().delete(`${A}/delete_category_${lonely.id}`).set(admin.auth).expect(404);

      const parent = (await createCategory({ name: 'Родитель' }).expect(201)).body;
      const child = (await createSubcategory({ name: 'Ребёнок', category_id: parent.id }).expect(201)).body;
      const conflict = await shop.api().delete(`${A}/delete_category_${parent.id}`).set(admin.auth).expect(409);
      expect(conflict.body).toEqual({ detail: expect.stringContaining('подкатегории') });
      await shop.api().delete(`${A}/delete_subcategory_${child.id}`).set(admin.auth).expect(200);
      await shop.api().delete(`${A}/delete_category_${parent.id}`).set(admin.auth).expect(200);
    });
  });

  describe('subcategories', () => {
    let category: { id: number; name: string };
    let other: { id: number; name: string };

    beforeAll(async () => {
      category = (await createCategory({ name: 'Горячее', status_enabled: 'true' }).expect(201)).body;
      other = (await createCategory({ name: 'Десерты', status_enabled: 'true' }).expect(201)).body;
    });

    it('creates from JSON → 201 with category_name', async () => {
      const response = await createSubcategory({ name: 'Супы', status_enabled: true, category_id: category.id }).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Супы',
        category_id: category.id,
        category_name: 'Горячее',
        status_enabled: true,
        date_created: expect.any(String),
        date_updated: expect.any(String),
      });
    });

    it('rejects bad input: missing name, bad category_id, bad status, malformed JSON; unknown category → 404', async () => {
      expect((await createSubcategory({ category_id: category.id }).expect(400)).body.detail).toContain('name');
      expect((await createSubcategory({ name: 'X', category_id: 'abc' }).expect(400)).body.detail).toContain('category_id');
      expect((await createSubcategory({ name: 'X', category_id: category.id, status_enabled: 'maybe' }).expect(400)).body.detail).toContain(
        'status_enabled',
      );
      expect((await createSubcategory({ name: 'X' }).expect(400)).body.detail).toContain('category_id');
      const malformed = await shop
        .api()
        .post(`${A}/create_subcategory`)
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(malformed.body).toEqual({ detail: expect.any(String) });
      expect((await createSubcategory({ name: 'X', category_id: 999999 }).expect(404)).body).toEqual({ detail: 'Категория не найдена' });
    });

    it('lists with category_name and filters by category_id, status_enabled and name', async () => {
      // A category of its own: other tests move subcategories into the shared ones.
      const desserts = (await createCategory({ name: 'Десерты', status_enabled: 'true' }).expect(201)).body;
      await createSubcategory({ name: 'Торты', status_enabled: false, category_id: desserts.id }).expect(201);
      await createSubcategory({ name: 'Пирожные', status_enabled: true, category_id: desserts.id }).expect(201);
      const all = await shop.api().get(`${A}/get_list_subcategories`).set(admin.auth).expect(200);
      expect(all.body.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(['Торты', 'Пирожные']));
      expect(all.headers['x-total-count']).toBe(String(all.body.length));
      const ofOther = await shop.api().get(`${A}/get_list_subcategories`).query({ category_id: desserts.id }).set(admin.auth).expect(200);
      expect(ofOther.body.map((row: { name: string }) => row.name).sort()).toEqual(['Пирожные', 'Торты']);
      expect(ofOther.body.every((row: { category_name: string }) => row.category_name === 'Десерты')).toBe(true);
      const disabled = await shop
        .api()
        .get(`${A}/get_list_subcategories`)
        .query({ category_id: desserts.id, status_enabled: 'false' })
        .set(admin.auth)
        .expect(200);
      expect(disabled.body.map((row: { name: string }) => row.name)).toEqual(['Торты']);
      const byName = await shop.api().get(`${A}/get_list_subcategories`).query({ name: 'ожн' }).set(admin.auth).expect(200);
      expect(byName.body.map((row: { name: string }) => row.name)).toEqual(['Пирожные']);
      const wildcard = await shop.api().get(`${A}/get_list_subcategories`).query({ name: '%' }).set(admin.auth).expect(200);
      expect(wildcard.body).toEqual([]);
      await shop.api().get(`${A}/get_list_subcategories`).query({ status_enabled: '1' }).set(admin.auth).expect(400);
      const short = await shop.api().get(`${A}/get-list-short-subcategories`).set(admin.auth).expect(200);
      expect(short.body).toEqual(all.body.map((row: { id: number; name: string }) => ({ id: row.id, name: row.name })));
    });

    it('updates changed fields; moving it moves its products; unknown ids → 404', async () => {
      const sub = (await createSubcategory({ name: 'Переезжающая', category_id: category.id }).expect(201)).body;
      const product = (await createProduct({ name: 'Борщ', price: '10', category_id: category.id, subcategory_id: sub.id }).expect(201))
        .body;
      expect(
        (
          await shop
            .api()
            .patch(`${A}/update_subcategory_${sub.id}`)
            .set(admin.auth)
            .send({ name: 'Переехавшая', category_id: other.id })
            .expect(200)
        ).body,
      ).toEqual({
        detail: expect.any(String),
      });
      const after = (await shop.api().get(`${A}/get_subcategory_${sub.id}`).set(admin.auth).expect(200)).body;
      expect(after).toMatchObject({ name: 'Переехавшая', category_id: other.id, category_name: 'Десерты', status_enabled: false });
      const movedProduct = (await shop.api().get(`${A}/get_product_${product.id}`).set(admin.auth).expect(200)).body;
      expect(movedProduct).toMatchObject({ category_id: other.id, category_name: 'Десерты', subcategory_id: sub.id });
      await shop.api().patch(`${A}/update_subcategory_${sub.id}`).set(admin.auth).send({ category_id: 999999 }).expect(404);
      await shop.api().patch(`${A}/update_subcategory_999999`).set(admin.auth).send({ name: 'X' }).expect(404);
      await shop.api().patch(`${A}/update_subcategory_${sub.id}`).set(admin.auth).send({ name: '' }).expect(400);
      await shop.api().get(`${A}/get_subcategory_999999`).set(admin.auth).expect(404);
    });

    it('deletes → {detail}; 409 while it has products', async () => {
      const sub = (await createSubcategory({ name: 'С товаром', category_id: category.id }).expect(201)).body;
      const product = (await createProduct({ name: 'Плов', price: '12', category_id: category.id, subcategory_id: sub.id }).expect(201))
        .body;
      expect((await shop.api().delete(`${A}/delete_subcategory_${sub.id}`).set(admin.auth).expect(409)).body).toEqual({
        detail: expect.stringContaining('товары'),
      });
      const categoryConflict = await shop.api().delete(`${A}/delete_category_${category.id}`).set(admin.auth).expect(409);
      expect(categoryConflict.body).toEqual({ detail: expect.any(String) });
      await shop.api().delete(`${A}/delete_product_${product.id}`).set(admin.auth).expect(200);
      expect((await shop.api().delete(`${A}/delete_subcategory_${sub.id}`).set(admin.auth).expect(200)).body).toEqual({
        detail: expect.any(String),
      });
      await shop.api().delete(`${A}/delete_subcategory_${sub.id}`).set(admin.auth).expect(404);
    });
  });

  describe('products', () => {
    let category: { id: number };
    let sub: { id: number };
    let foreignSub: { id: number };

    beforeAll(async () => {
      category = (await createCategory({ name: 'Банкет', status_enabled: 'true' }).expect(201)).body;
      sub = (await createSubcategory({ name: 'Салаты', status_enabled: true, category_id: category.id }).expect(201)).body;
      const otherCategory = (await createCategory({ name: 'Чужая' }).expect(201)).body;
      foreignSub = (await createSubcategory({ name: 'Чужая подкатегория', category_id: otherCategory.id }).expect(201)).body;
    });

    const valid = () => ({
      name: 'Оливье',
      description: 'Классический',
      ingredients: 'картофель, горошек',
      price: '45.5',
      weight: '800',
      people_numbers: '4',
      category_id: String(category.id),
      subcategory_id: String(sub.id),
      status_enabled: 'true',
    });

    it('creates a product from query fields and img_file → 201 with names', async () => {
      const response = await createProduct(valid()).expect(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Оливье',
        description: 'Классический',
        ingredients: 'картофель, горошек',
        image_path: expect.stringMatching(/^\/uploads\/products\/[0-9a-f]+\.webp$/),
        price: 45.5,
        weight: 800,
        people_numbers: 4,
        category_id: category.id,
        category_name: 'Банкет',
        subcategory_id: sub.id,
        subcategory_name: 'Салаты',
        status_enabled: true,
        allergens: [],
        diet_tags: [],
        date_created: expect.any(String),
        date_updated: expect.any(String),
        // No recipe yet: the costing figures are empty (issue 38).
        food_cost: null,
        margin: null,
        margin_percent: null,
        allergens_to_check: [],
      });
      expect(onDisk(response.body.image_path)).toBe(true);
    });

    it.each([
      ['price', '1.234'],
      ['price', '-1'],
      ['price', 'дорого'],
      ['price', '1e3x'],
      ['weight', '-5'],
      ['weight', 'abc'],
      ['weight', '10.5'],
      ['people_numbers', '1.5'],
      ['people_numbers', '-1'],
      ['category_id', '0'],
      ['subcategory_id', 'x'],
      ['status_enabled', 'on'],
      ['name', ''],
    ])('rejects %s=%j with 400 naming the field, storing nothing', async (field, value) => {
      const before = (await shop.api().get(`${A}/get_list_products`).set(admin.auth).expect(200)).body.length;
      const response = await createProduct({ ...valid(), [field]: value }).expect(400);
      expect(response.body).toEqual({ detail: expect.stringContaining(field) });
      expect((await shop.api().get(`${A}/get_list_products`).set(admin.auth).expect(200)).body.length).toBe(before);
    });

    it('accepts price with two decimals and zero values', async () => {
      const response = await createProduct({ ...valid(), price: '0.05', weight: '0', people_numbers: '0' }).expect(201);
      expect(response.body).toMatchObject({ price: 0.05, weight: 0, people_numbers: 0 });
    });

    it('requires an image, a subcategory of the category, and existing ids', async () => {
      expect((await createProduct(valid(), null).expect(400)).body.detail).toContain('img_file');
      expect((await createProduct({ ...valid(), subcategory_id: String(foreignSub.id) }).expect(400)).body.detail).toContain(
        'subcategory_id',
      );
      expect((await createProduct({ ...valid(), category_id: '999999' }).expect(404)).body).toEqual({ detail: 'Категория не найдена' });
      expect((await createProduct({ ...valid(), subcategory_id: '999999' }).expect(404)).body).toEqual({
        detail: 'Подкатегория не найдена',
      });
    });

    it('lists all products (disabled included) and filters by category, subcategory, status and name', async () => {
      // Its own subcategory, so products the other tests create or change never show up here.
      const listSub = (await createSubcategory({ name: 'Закуски', status_enabled: true, category_id: category.id }).expect(201)).body;
      await createProduct({ ...valid(), name: 'Видимый салат', subcategory_id: String(listSub.id) }).expect(201);
      await createProduct({ ...valid(), name: 'Скрытый салат', subcategory_id: String(listSub.id), status_enabled: 'false' }).expect(201);
      const all = await shop.api().get(`${A}/get_list_products`).set(admin.auth).expect(200);
      expect(all.headers['x-total-count']).toBe(String(all.body.length));
      expect(all.body.some((row: { status_enabled: boolean }) => !row.status_enabled)).toBe(true);
      const ids = all.body.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const disabled = await shop
        .api()
        .get(`${A}/get_list_products`)
        .query({ category_id: category.id, subcategory_id: listSub.id, status_enabled: 'false' })
        .set(admin.auth)
        .expect(200);
      expect(disabled.body.map((row: { name: string }) => row.name)).toEqual(['Скрытый салат']);
      const enabled = await shop
        .api()
        .get(`${A}/get_list_products`)
        .query({ subcategory_id: listSub.id, status_enabled: 'true' })
        .set(admin.auth)
        .expect(200);
      expect(enabled.body.map((row: { name: string }) => row.name)).toEqual(['Видимый салат']);
      const byName = await shop.api().get(`${A}/get_list_products`).query({ name: 'Скрытый' }).set(admin.auth).expect(200);
      expect(byName.body).toHaveLength(1);
      expect(byName.body[0]).toMatchObject({ category_name: 'Банкет', subcategory_name: 'Закуски' });
      const none = await shop.api().get(`${A}/get_list_products`).query({ subcategory_id: foreignSub.id }).set(admin.auth).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
      await shop.api().get(`${A}/get_list_products`).query({ category_id: 'abc' }).set(admin.auth).expect(400);
    });

    it('updates only the fields sent → {detail}, re-checking the placement', async () => {
      const product = (await createProduct(valid()).expect(201)).body;
      const response = await shop
        .api()
        .patch(`${A}/update_product_${product.id}`)
        .query({ price: '50.25', status_enabled: 'false' })
        .set(admin.auth)
        .expect(200);
      expect(response.body).toEqual({ detail: expect.any(String) });
      const after = (await shop.api().get(`${A}/get_product_${product.id}`).set(admin.auth).expect(200)).body;
      expect(after).toMatchObject({ price: 50.25, status_enabled: false, name: 'Оливье', weight: 800, image_path: product.image_path });
      await shop
        .api()
        .patch(`${A}/update_product_${product.id}`)
        .query({ subcategory_id: String(foreignSub.id) })
        .set(admin.auth)
        .expect(400);
      await shop.api().patch(`${A}/update_product_${product.id}`).query({ price: '1.999' }).set(admin.auth).expect(400);
      await shop.api().patch(`${A}/update_product_${product.id}`).query({ category_id: '999999' }).set(admin.auth).expect(404);
      await shop.api().patch(`${A}/update_product_999999`).query({ name: 'X' }).set(admin.auth).expect(404);
      expect((await shop.api().get(`${A}/get_product_${product.id}`).set(admin.auth).expect(200)).body).toMatchObject({
        price: 50.25,
        subcategory_id: sub.id,
      });
    });

    it('disabling a product, its subcategory or its category, or deleting it, takes it out of carts', async () => {
      const customer = await createAccount(shop);
      const carts = shop.dataSource.getRepository(CartItem);
      const inCart = async () => (await carts.findBy({ userId: customer.user.id })).map((item) => item.productId).sort((a, b) => a - b);
      const make = async () => (await createProduct(valid()).expect(201)).body.id as number;
      const [kept, disabled, deleted] = [await make(), await make(), await make()];
      await carts.save([kept, disabled, deleted].map((productId) => ({ userId: customer.user.id, productId, quantity: 2 })));
      await shop.api().patch(`${A}/update_product_${disabled}`).query({ status_enabled: 'false' }).set(admin.auth).expect(200);
      await shop.api().delete(`${A}/delete_product_${deleted}`).set(admin.auth).expect(200);
      expect(await inCart()).toEqual([kept]);
      await shop.api().patch(`${A}/update_product_${kept}`).query({ status_enabled: 'true', name: 'Оливье' }).set(admin.auth).expect(200);
      expect(await inCart()).toEqual([kept]);

      const ownCategory = (await createCategory({ name: 'Временная', status_enabled: 'true' }).expect(201)).body;
      const ownSub = (await createSubcategory({ name: 'Временная', status_enabled: true, category_id: ownCategory.id }).expect(201)).body;
      const inSub = (
        await createProduct({ ...valid(), category_id: String(ownCategory.id), subcategory_id: String(ownSub.id) }).expect(201)
      ).body.id;
      await carts.save({ userId: customer.user.id, productId: inSub, quantity: 1 });
      await shop.api().patch(`${A}/update_subcategory_${ownSub.id}`).set(admin.auth).send({ status_enabled: false }).expect(200);
      expect(await inCart()).toEqual([kept]);
      await carts.save({ userId: customer.user.id, productId: inSub, quantity: 1 });
      await shop.api().patch(`${A}/update_category_${category.id}`).query({ status_enabled: 'false' }).set(admin.auth).expect(200);
      expect(await inCart()).toEqual([inSub]);
      await shop.api().patch(`${A}/update_category_${category.id}`).query({ status_enabled: 'true' }).set(admin.auth).expect(200);
    });

    it('deletes a product → {detail}; then 404', async () => {
      const product = (await createProduct(valid()).expect(201)).body;
      expect((await shop.api().delete(`${A}/delete_product_${product.id}`).set(admin.auth).expect(200)).body).toEqual({
        detail: expect.any(String),
      });
      await shop.api().get(`${A}/get_product_${product.id}`).set(admin.auth).expect(404);
      await shop.api().delete(`${A}/delete_product_${product.id}`).set(admin.auth).expect(404);
    });
  });

  describe('list extras: paging, sorting, ids, X-Total-Count', () => {
    let category: { id: number };
    let sub: { id: number };
    const made: Array<{ id: number; price: number; name: string }> = [];

    beforeAll(async () => {
      category = (await createCategory({ name: 'Страницы', position: '9' }).expect(201)).body;
      sub = (await createSubcategory({ name: 'Страничная', category_id: category.id }).expect(201)).body;
      for (const [index, price] of [30, 10, 50, 20, 40].entries()) {
        const body = (
          await createProduct(
            { name: `Товар ${index}`, price: String(price), category_id: String(category.id), subcategory_id: String(sub.id) },
            null,
          ).expect(400)
        ).body;
        expect(body.detail).toContain('img_file');
        made.push(
          (
            await createProduct({
              name: `Товар ${index}`,
              price: String(price),
              category_id: String(category.id),
              subcategory_id: String(sub.id),
            }).expect(201)
          ).body,
        );
      }
    });

    const list = (query: Record<string, string | number>) =>
      shop
        .api()
        .get(`${A}/get_list_products`)
        .query({ category_id: category.id, ...query })
        .set(admin.auth);

    it('pages with page/per_page and reports the filtered total', async () => {
      const first = await list({ page: 1, per_page: 2 }).expect(200);
      const third = await list({ page: 3, per_page: 2 }).expect(200);
      expect(first.headers['x-total-count']).toBe('5');
      expect(first.body.map((row: { id: number }) => row.id)).toEqual(made.slice(0, 2).map((row) => row.id));
      expect(third.body.map((row: { id: number }) => row.id)).toEqual([made[4].id]);
      expect((await list({ page: 9, per_page: 2 }).expect(200)).body).toEqual([]);
    });

    it('sorts by a whitelisted field in either direction; unknown sort → 400', async () => {
      const desc = await list({ sort: 'price', order: 'DESC' }).expect(200);
      expect(desc.body.map((row: { price: number }) => row.price)).toEqual([50, 40, 30, 20, 10]);
      const asc = await list({ sort: 'price', order: 'asc', page: 1, per_page: 2 }).expect(200);
      expect(asc.body.map((row: { price: number }) => row.price)).toEqual([10, 20]);
      expect((await list({ sort: 'password_hash' }).expect(400)).body.detail).toContain('sort');
      expect((await list({ sort: 'price; DROP TABLE products' }).expect(400)).body.detail).toContain('sort');
      expect((await list({ sort: 'price', order: 'sideways' }).expect(400)).body.detail).toContain('order');
      await list({ sort: 'category_name', order: 'DESC' }).expect(200);
    });

    it('filters by ids; rejects bad paging values', async () => {
      const picked = await list({ ids: `${made[1].id},${made[3].id}` }).expect(200);
      expect(picked.body.map((row: { id: number }) => row.id)).toEqual([made[1].id, made[3].id]);
      expect(picked.headers['x-total-count']).toBe('2');
      expect((await list({ per_page: 201 }).expect(400)).body.detail).toContain('per_page');
      expect((await list({ page: 0 }).expect(400)).body.detail).toContain('page');
      expect((await list({ ids: '1,abc' }).expect(400)).body.detail).toContain('ids');
    });

    it('gives categories and subcategories the same extras and filters', async () => {
      const categories = await shop
        .api()
        .get(`${A}/get_list_categories`)
        .query({ sort: 'name', order: 'DESC', page: 1, per_page: 1 })
        .set(admin.auth)
        .expect(200);
      expect(categories.body).toHaveLength(1);
      expect(Number(categories.headers['x-total-count'])).toBeGreaterThan(1);
      const named = await shop
        .api()
        .get(`${A}/get_list_categories`)
        .query({ name: 'Страни', status_enabled: 'false' })
        .set(admin.auth)
        .expect(200);
      expect(named.body.map((row: { id: number }) => row.id)).toEqual([category.id]);
      const byIds = await shop
        .api()
        .get(`${A}/get_list_subcategories`)
        .query({ ids: String(sub.id) })
        .set(admin.auth)
        .expect(200);
      expect(byIds.body.map((row: { id: number }) => row.id)).toEqual([sub.id]);
      await shop.api().get(`${A}/get_list_subcategories`).query({ sort: 'nope' }).set(admin.auth).expect(400);
      await shop.api().get(`${A}/get_list_categories`).query({ sort: 'image_path' }).set(admin.auth).expect(400);
    });
  });
});
