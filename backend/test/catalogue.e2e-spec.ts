import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Category } from '../src/catalogue/category.entity';
import { Product } from '../src/catalogue/product.entity';
import { Subcategory } from '../src/catalogue/subcategory.entity';
import { startTestApp, TestApp } from './support/test-app';

interface Fixture {
  id: number;
  price: number;
  weight: number;
  people: number;
  categoryId: number;
  subcategoryId: number;
  visible: boolean;
}

const PRODUCT_KEYS = [
  'id',
  'name',
  'description',
  'ingredients',
  'image_path',
  'price',
  'weight',
  'people_numbers',
  'category_id',
  'category_name',
  'subcategory_id',
  'subcategory_name',
  'status_enabled',
  'date_created',
  'date_updated',
].sort();

const CONTACT_KEYS = [
  'id',
  'name_organization',
  'phone_number_1',
  'phone_number_2',
  'email',
  'telegram_link',
  'instagram_link',
  'app_link',
  'pan',
  'certificate_number',
  'commercial_register',
  'issued_by',
  'organization_address',
  'physical_address',
  'photo_certificate',
  'bank_current_account',
  'bank_identification_code',
  'bank_address',
  'about_me',
  'date_created',
  'date_updated',
].sort();

describe('public catalogue', () => {
  let shop: TestApp;
  const ids = { catA: 0, catB: 0, catOff: 0, subA1: 0, subA2: 0, subAOff: 0, subB1: 0, subCOff: 0 };
  const products: Fixture[] = [];
  const hidden = { product: 0, bySubcategory: 0, byCategory: 0 };

  const visible = (predicate: (product: Fixture) => boolean = () => true) =>
    products.filter((product) => product.visible && predicate(product));
  const bounds = (scope: Fixture[]) => ({
    price_min: Math.min(...scope.map((product) => product.price)),
    price_max: Math.max(...scope.map((product) => product.price)),
    weight_min: Math.min(...scope.map((product) => product.weight)),
    weight_max: Math.max(...scope.map((product) => product.weight)),
    people_numbers_min: Math.min(...scope.map((product) => product.people)),
    people_numbers_max: Math.max(...scope.map((product) => product.people)),
  });
  const list = (query: string) => shop.api().get(`/api/v1/product/products_list${query}`);

  beforeAll(async () => {
    shop = await startTestApp();
    const categories = shop.dataSource.getRepository(Category);
    const subcategories = shop.dataSource.getRepository(Subcategory);
    const productRepository = shop.dataSource.getRepository(Product);
    const category = (name: string, position: number, statusEnabled: boolean) =>
      categories.save(
        categories.create({
          name,
          description: `Описание: ${name}`,
          imagePath: `/uploads/categories/${position}.webp`,
          position,
          statusEnabled,
        }),
      );
    ids.catA = (await category('Салаты', 2, true)).id;
    ids.catB = (await category('Десерты', 1, true)).id;
    ids.catOff = (await category('Скрытая категория', 0, false)).id;
    const subcategory = (name: string, categoryId: number, statusEnabled: boolean) =>
      subcategories.save(subcategories.create({ name, categoryId, statusEnabled })).then((saved) => saved.id);
    ids.subA1 = await subcategory('Классические салаты', ids.catA, true);
    ids.subA2 = await subcategory('Порционные салаты', ids.catA, true);
    ids.subAOff = await subcategory('Скрытая подкатегория', ids.catA, false);
    ids.subB1 = await subcategory('Торты', ids.catB, true);
    ids.subCOff = await subcategory('Подкатегория скрытой категории', ids.catOff, true);

    const add = async (subcategoryId: number, categoryId: number, index: number, statusEnabled = true, visibleAnyway = true) => {
      const price = Math.round((18.5 + index * 7.35) * 100) / 100;
      const weight = 200 + ((index * 137) % 1900);
      const people = 1 + ((index * 5) % 12);
      const saved = await productRepository.save(
        productRepository.create({
          name: `Блюдо №${index}`,
          description: `Описание блюда ${index}`,
          ingredients: 'картофель, лук, сметана',
          imagePath: `/uploads/products/${index}.webp`,
          price,
          weight,
          peopleNumbers: people,
          categoryId,
          subcategoryId,
          statusEnabled,
        }),
      );
      products.push({ id: saved.id, price, weight, people, categoryId, subcategoryId, visible: statusEnabled && visibleAnyway });
      return saved.id;
    };
    let index = 0;
    // Interleave subcategories so that ordering by id is observable across them.
    for (let round = 0; round < 20; round += 1) {
      await add(ids.subA1, ids.catA, (index += 1));
      if (round < 3) await add(ids.subA2, ids.catA, (index += 1));
      if (round < 2) await add(ids.subB1, ids.catB, (index += 1));
    }
    hidden.product = await add(ids.subA1, ids.catA, (index += 1), false);
    hidden.bySubcategory = await add(ids.subAOff, ids.catA, (index += 1), true, false);
    hidden.byCategory = await add(ids.subCOff, ids.catOff, (index += 1), true, false);
  });
  afterAll(async () => shop?.close());

  describe('GET /category/list', () => {
    it('lists only enabled categories by position then id, in the contract shape', async () => {
      const response = await shop.api().get('/api/v1/category/list').expect(200);
      expect(response.body.map((row: { id: number }) => row.id)).toEqual([ids.catB, ids.catA]);
      expect(Object.keys(response.body[0]).sort()).toEqual(
        ['id', 'name', 'description', 'image_path', 'status_enabled', 'position', 'date_created', 'date_updated'].sort(),
      );
      expect(response.body[0]).toMatchObject({
        name: 'Десерты',
        status_enabled: true,
        position: 1,
        image_path: '/uploads/categories/1.webp',
      });
      expect(new Date(response.body[0].date_created).toISOString()).toBe(response.body[0].date_created);
    });

    it('answers the same with a trailing slash', async () => {
      const plain = await shop.api().get('/api/v1/category/list').expect(200);
      const slash = await shop.api().get('/api/v1/category/list/').expect(200);
      expect(slash.body).toEqual(plain.body);
    });
  });

  describe('GET /category/subcategory_list', () => {
    it('without category_id lists every enabled subcategory of an enabled category, by id', async () => {
      const response = await shop.api().get('/api/v1/category/subcategory_list').expect(200);
      expect(response.body.map((row: { id: number }) => row.id)).toEqual([ids.subA1, ids.subA2, ids.subB1]);
      expect(response.body[0]).toMatchObject({
        id: ids.subA1,
        name: 'Классические салаты',
        category_id: ids.catA,
        category_name: 'Салаты',
        status_enabled: true,
      });
      expect(response.body[0]).toHaveProperty('date_created');
      expect(response.body[0]).toHaveProperty('date_updated');
    });

    it('filters by category_id and ignores the other product filter parameters', async () => {
      const response = await shop
        .api()
        .get(`/api/v1/category/subcategory_list?category_id=${ids.catA}&page=2&price_min=5&subcategory_id=${ids.subB1}`)
        .expect(200);
      expect(response.body.map((row: { id: number }) => row.id)).toEqual([ids.subA1, ids.subA2]);
    });

    it('gives an empty list for a disabled or unknown category', async () => {
      await shop.api().get(`/api/v1/category/subcategory_list?category_id=${ids.catOff}`).expect(200, []);
      await shop.api().get('/api/v1/category/subcategory_list?category_id=987654').expect(200, []);
    });

    it.each(['abc', '-1', '1.5', "1' OR '1'='1", '1;DROP TABLE subcategories'])(
      'rejects category_id=%s with a 400 naming it',
      async (value) => {
        const response = await shop.api().get('/api/v1/category/subcategory_list').query({ category_id: value }).expect(400);
        expect(response.body).toEqual({ detail: expect.stringContaining('category_id') });
      },
    );
  });

  describe('GET /product/products_list', () => {
    it('pages 18 visible products by id with totals and the full bounds', async () => {
      const all = visible();
      const response = await list('').expect(200);
      expect(response.body).toMatchObject({ page: 1, total_products: all.length, total_pages: Math.ceil(all.length / 18), ...bounds(all) });
      expect(response.body.products.map((row: { id: number }) => row.id)).toEqual(
        all
          .map((product) => product.id)
          .sort((a, b) => a - b)
          .slice(0, 18),
      );
    });

    it('page 2 has the rest and a page past the end is empty', async () => {
      const all = visible()
        .map((product) => product.id)
        .sort((a, b) => a - b);
      const second = await list('?page=2').expect(200);
      expect(second.body.page).toBe(2);
      expect(second.body.products.map((row: { id: number }) => row.id)).toEqual(all.slice(18));
      const beyond = await list('?page=3').expect(200);
      expect(beyond.body).toMatchObject({ products: [], page: 3, total_products: all.length, total_pages: 2 });
    });

    it('returns each product in the contract shape with joined names and money as a number', async () => {
      const response = await list(`?subcategory_id=${ids.subB1}`).expect(200);
      const [first] = response.body.products;
      expect(Object.keys(first).sort()).toEqual(PRODUCT_KEYS);
      const fixture = products.find((product) => product.id === first.id)!;
      expect(first).toMatchObject({
        category_id: ids.catB,
        category_name: 'Десерты',
        subcategory_id: ids.subB1,
        subcategory_name: 'Торты',
        price: fixture.price,
        weight: fixture.weight,
        people_numbers: fixture.people,
        status_enabled: true,
        ingredients: 'картофель, лук, сметана',
      });
      expect(typeof first.price).toBe('number');
    });

    it('never shows disabled products or products of disabled subcategories or categories', async () => {
      const shown: number[] = [];
      for (const page of [1, 2]) {
        const response = await list(`?page=${page}`).expect(200);
        shown.push(...response.body.products.map((row: { id: number }) => row.id));
      }
      expect(shown).not.toContain(hidden.product);
      expect(shown).not.toContain(hidden.bySubcategory);
      expect(shown).not.toContain(hidden.byCategory);
      const offCategory = await list(`?category_id=${ids.catOff}`).expect(200);
      expect(offCategory.body).toMatchObject({ products: [], total_products: 0, total_pages: 0, price_min: 0, price_max: 0 });
      const offSubcategory = await list(`?subcategory_id=${ids.subAOff}`).expect(200);
      expect(offSubcategory.body.total_products).toBe(0);
    });

    it('scopes by category and by subcategory', async () => {
      const inA = visible((product) => product.categoryId === ids.catA);
      const byCategory = await list(`?category_id=${ids.catA}`).expect(200);
      expect(byCategory.body).toMatchObject({ total_products: inA.length, ...bounds(inA) });
      const inA2 = visible((product) => product.subcategoryId === ids.subA2);
      const bySubcategory = await list(`?category_id=${ids.catA}&subcategory_id=${ids.subA2}`).expect(200);
      expect(bySubcategory.body).toMatchObject({ total_products: inA2.length, total_pages: 1, ...bounds(inA2) });
      expect(bySubcategory.body.products.map((row: { id: number }) => row.id)).toEqual(inA2.map((product) => product.id));
      const mismatched = await list(`?category_id=${ids.catB}&subcategory_id=${ids.subA2}`).expect(200);
      expect(mismatched.body.total_products).toBe(0);
    });

    it('applies price, weight and people filters while the bounds keep the whole scope', async () => {
      const scope = visible((product) => product.categoryId === ids.catA);
      const cases: Array<[string, (product: Fixture) => boolean]> = [
        ['price_min=60&price_max=120.5', (product) => product.price >= 60 && product.price <= 120.5],
        ['weight_min=500&weight_max=1500', (product) => product.weight >= 500 && product.weight <= 1500],
        ['people_of_numbers=6', (product) => product.people >= 6],
        [
          'price_min=30&weight_max=1800&people_of_numbers=3',
          (product) => product.price >= 30 && product.weight <= 1800 && product.people >= 3,
        ],
      ];
      for (const [query, predicate] of cases) {
        const expected = scope
          .filter(predicate)
          .map((product) => product.id)
          .sort((a, b) => a - b);
        const response = await list(`?category_id=${ids.catA}&${query}`).expect(200);
        expect(expected.length).toBeGreaterThan(0);
        expect({ query, total: response.body.total_products }).toEqual({ query, total: expected.length });
        expect(response.body.products.map((row: { id: number }) => row.id)).toEqual(expected.slice(0, 18));
        expect(response.body).toMatchObject(bounds(scope));
      }
    });

    it('treats bounds as inclusive', async () => {
      const target = visible()[4];
      const response = await list(`?price_min=${target.price}&price_max=${target.price}`).expect(200);
      expect(response.body.products.map((row: { id: number }) => row.id)).toContain(target.id);
    });

    it('answers no match with an empty page, zero totals and the scope bounds', async () => {
      const scope = visible((product) => product.subcategoryId === ids.subA1);
      const response = await list(`?subcategory_id=${ids.subA1}&price_min=100000`).expect(200);
      expect(response.body).toEqual({ products: [], total_products: 0, page: 1, total_pages: 0, ...bounds(scope) });
    });

    it('treats empty parameters as absent', async () => {
      const response = await list('?price_min=&category_id=&page=').expect(200);
      expect(response.body.total_products).toBe(visible().length);
    });

    it.each([
      ['price_min', '-1'],
      ['price_max', 'abc'],
      ['weight_min', '-0.5'],
      ['weight_max', '1e3'],
      ['people_of_numbers', 'NaN'],
      ['category_id', '2.5'],
      ['subcategory_id', '-3'],
      ['page', '0'],
      ['page', '-1'],
      ['page', 'two'],
      ['price_min', "1' OR '1'='1"],
      ['category_id', '1; DROP TABLE products; --'],
      ['people_of_numbers', '1 UNION SELECT * FROM users'],
      ['price_max', '99999999999999999999999'],
    ])('rejects %s=%s with a 400 that names the parameter', async (name, value) => {
      const response = await shop
        .api()
        .get('/api/v1/product/products_list')
        .query({ [name]: value })
        .expect(400);
      expect(response.body).toEqual({ detail: expect.stringContaining(name) });
    });

    it('rejects a 5000-character value with a 400', async () => {
      const response = await shop
        .api()
        .get('/api/v1/product/products_list')
        .query({ weight_min: '9'.repeat(2500) + 'x'.repeat(2500) })
        .expect(400);
      expect(response.body).toEqual({ detail: expect.stringContaining('weight_min') });
    });

    it('rejects a repeated parameter instead of failing', async () => {
      const response = await list('?page=1&page=2').expect(400);
      expect(response.body.detail).toContain('page');
    });

    it('answers the same with a trailing slash', async () => {
      const plain = await list(`?category_id=${ids.catA}&page=2`).expect(200);
      const slash = await shop.api().get(`/api/v1/product/products_list/?category_id=${ids.catA}&page=2`).expect(200);
      expect(slash.body).toEqual(plain.body);
    });

    it('still has the tables after the injection attempts', async () => {
      const response = await list('').expect(200);
      expect(response.body.total_products).toBe(visible().length);
    });
  });

  describe('GET /product/product_{id}', () => {
    it('returns a visible product in the list shape', async () => {
      const target = visible((product) => product.subcategoryId === ids.subA2)[0];
      const response = await shop.api().get(`/api/v1/product/product_${target.id}`).expect(200);
      expect(Object.keys(response.body).sort()).toEqual(PRODUCT_KEYS);
      expect(response.body).toMatchObject({
        id: target.id,
        price: target.price,
        category_name: 'Салаты',
        subcategory_name: 'Порционные салаты',
      });
      const fromList = await list(`?subcategory_id=${ids.subA2}`).expect(200);
      expect(fromList.body.products[0]).toEqual(response.body);
      const slash = await shop.api().get(`/api/v1/product/product_${target.id}/`).expect(200);
      expect(slash.body).toEqual(response.body);
    });

    it('answers 404 for a disabled product, subcategory or category and for a missing id', async () => {
      for (const id of [hidden.product, hidden.bySubcategory, hidden.byCategory, 987654, 2147483647]) {
        const response = await shop.api().get(`/api/v1/product/product_${id}`).expect(404);
        expect(response.body).toEqual({ detail: 'Товар не найден' });
      }
    });

    it.each(['abc', '1.5', '-1', "1' OR '1'='1", '1%3B%20DROP%20TABLE%20products'])('answers 400 for product_%s', async (id) => {
      const response = await shop.api().get(`/api/v1/product/product_${id}`).expect(400);
      expect(response.body).toEqual({ detail: expect.stringContaining('id') });
    });

    it('answers 404 for product_ without an id', async () => {
      const response = await shop.api().get('/api/v1/product/product_').expect(404);
      expect(response.body).toEqual({ detail: expect.any(String) });
    });
  });

  describe('about-us and contacts', () => {
    it('GET /about-us/ gives the record with HTML text', async () => {
      const response = await shop.api().get('/api/v1/about-us/').expect(200);
      expect(Object.keys(response.body).sort()).toEqual(['date_created', 'date_updated', 'id', 'text']);
      expect(response.body.text).toMatch(/<p>.*Минск/s);
      const plain = await shop.api().get('/api/v1/about-us').expect(200);
      expect(plain.body).toEqual(response.body);
    });

    it('GET /contacts/ gives every contacts field with realistic details and a stored certificate image', async () => {
      const response = await shop.api().get('/api/v1/contacts/').expect(200);
      expect(Object.keys(response.body).sort()).toEqual(CONTACT_KEYS);
      const contacts = response.body;
      expect(contacts).toMatchObject({ name_organization: 'ИП Бульбаш', email: 'info@bulbash-catering.by', phone_number_2: null });
      expect(contacts.pan).toMatch(/^\d{9}$/);
      expect(contacts.phone_number_1).toMatch(/^\+375 29 /);
      expect(contacts.bank_current_account).toMatch(/^BY\d{2}[A-Z]{4}\d{20}$/);
      expect(contacts.bank_identification_code).toMatch(/^[A-Z]{6}[A-Z0-9]{2}$/);
      expect(contacts.issued_by).toContain('Мингорисполком');
      expect(contacts.organization_address).toContain('Минск');
      expect(contacts.commercial_register).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(contacts.photo_certificate).toMatch(/^\/uploads\/contacts\/[0-9a-f]+\.webp$/);
      expect(existsSync(join(shop.config.uploadDir, contacts.photo_certificate.replace('/uploads/', '')))).toBe(true);
      const image = await shop.api().get(contacts.photo_certificate).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const plain = await shop.api().get('/api/v1/contacts').expect(200);
      expect(plain.body).toEqual(contacts);
    });

    it('keeps one record of each after another start-up pass', async () => {
      const { InfoService } = await import('../src/catalogue/info.service');
      const info = shop.app.get(InfoService);
      await info.onApplicationBootstrap();
      const [about] = await shop.dataSource.query('SELECT COUNT(*) AS n FROM about_us');
      const [contacts] = await shop.dataSource.query('SELECT COUNT(*) AS n FROM contacts');
      expect([Number(about.n), Number(contacts.n)]).toEqual([1, 1]);
    });
  });

  it('describes every catalogue endpoint in OpenAPI', async () => {
    const response = await shop.api().get('/api/docs-json').expect(200);
    for (const path of [
      '/api/v1/category/list',
      '/api/v1/category/subcategory_list',
      '/api/v1/product/products_list',
      '/api/v1/product/product_{id}',
      '/api/v1/about-us',
      '/api/v1/contacts',
    ]) {
      expect(response.body.paths).toHaveProperty([path]);
    }
    const parameters = response.body.paths['/api/v1/product/products_list'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'page',
        'category_id',
        'subcategory_id',
        'price_min',
        'price_max',
        'weight_min',
        'weight_max',
        'people_of_numbers',
      ]),
    );
  });
});
