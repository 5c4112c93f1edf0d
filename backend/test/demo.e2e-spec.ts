import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { thumbnailPath } from '../src/media/media.service';
import { minskDay, shiftDay } from '@bulbash/rules';
import { Clock } from '../src/common/clock';
import { DemoService } from '../src/demo/demo.service';
import { DEMO_LUNCH_CONTACT } from '../src/demo/demo-lunches';
import { createAccount } from './support/accounts';
import { EMPTY_PRODUCT_LIST } from './support/catalogue';
import { insertOrder } from './support/kitchen';
import { startTestApp, TestApp } from './support/test-app';

interface ProductRow {
  id: number;
  name: string;
  description: string;
  ingredients: string;
  image_path: string | null;
  price: number;
  weight: number;
  people_numbers: number;
  category_id: number;
  subcategory_id: number;
}

describe('demo catalogue (DEMO_DATA=true)', () => {
  let shop: TestApp;
  const products: ProductRow[] = [];

  const fileOf = (imagePath: string) => join(shop.config.uploadDir, imagePath.replace(/^\/uploads\//, ''));

  beforeAll(async () => {
    // How fast it starts is measured by the benchmark scripts, not asserted here.
    shop = await startTestApp({ DEMO_DATA: 'true' });
    const first = await shop.api().get('/api/v1/product/products_list').expect(200);
    products.push(...first.body.products);
    for (let page = 2; page <= first.body.total_pages; page += 1) {
      const next = await shop.api().get(`/api/v1/product/products_list?page=${page}`).expect(200);
      products.push(...next.body.products);
    }
  });
  afterAll(async () => shop?.close());

  it('has at least 5 categories, 12 subcategories and 60 products, all visible', async () => {
    const categories = await shop.api().get('/api/v1/category/list').expect(200);
    const subcategories = await shop.api().get('/api/v1/category/subcategory_list').expect(200);
    expect(categories.body.length).toBeGreaterThanOrEqual(5);
    expect(subcategories.body.length).toBeGreaterThanOrEqual(12);
    expect(products.length).toBeGreaterThanOrEqual(60);
    const [{ n }] = await shop.dataSource.query('SELECT COUNT(*) AS n FROM products');
    expect(products.length).toBe(Number(n));
    for (const category of categories.body) {
      const own = await shop.api().get(`/api/v1/category/subcategory_list?category_id=${category.id}`).expect(200);
      expect(own.body.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('has believable Russian names, descriptions, ingredients, prices, weights and people counts', () => {
    const names = new Set(products.map((product) => product.name));
    expect(names.size).toBe(products.length);
    for (const product of products) {
      expect(product.name).toMatch(/[А-Яа-яЁё]/);
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.ingredients).toContain(',');
      expect(product.price).toBeGreaterThanOrEqual(18.5);
      expect(product.price).toBeLessThanOrEqual(320);
      expect(Math.round(product.price * 100)).toBeCloseTo(product.price * 100, 6);
      expect(product.weight).toBeGreaterThan(100);
      expect(product.people_numbers).toBeGreaterThanOrEqual(1);
    }
    expect(products.some((product) => !Number.isInteger(product.price))).toBe(true);
  });

  it('stores a drawn image (WebP and thumbnail) on disk for every product and category', async () => {
    const categories = await shop.api().get('/api/v1/category/list').expect(200);
    const paths = [
      ...products.map((product) => product.image_path),
      ...categories.body.map((category: { image_path: string }) => category.image_path),
    ];
    for (const imagePath of paths) {
      expect(imagePath).toMatch(/^\/uploads\/(products|categories)\/[0-9a-f]+\.webp$/);
      expect(existsSync(fileOf(imagePath!))).toBe(true);
      expect(existsSync(fileOf(thumbnailPath(imagePath!)))).toBe(true);
      expect(statSync(fileOf(imagePath!)).size).toBeGreaterThan(2000);
    }
    expect(new Set(paths).size).toBe(paths.length);
    const served = await shop.api().get(products[0].image_path!).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('has the about-us and contacts records with the certificate image', async () => {
    const about = await shop.api().get('/api/v1/about-us/').expect(200);
    expect(about.body.text).toContain('Бульбаш');
    const contacts = await shop.api().get('/api/v1/contacts/').expect(200);
    expect(existsSync(fileOf(contacts.body.photo_certificate))).toBe(true);
  });

  it('filters the demo data sensibly', async () => {
    const category = products[0].category_id;
    const inCategory = products.filter((product) => product.category_id === category);
    const response = await shop.api().get(`/api/v1/product/products_list?category_id=${category}&people_of_numbers=6`).expect(200);
    expect(response.body.total_products).toBe(inCategory.filter((product) => product.people_numbers >= 6).length);
    expect(response.body.price_min).toBe(Math.min(...inCategory.map((product) => product.price)));
    expect(response.body.price_max).toBe(Math.max(...inCategory.map((product) => product.price)));
  });

  it('comes with ingredients, suppliers and recipes: costs, margins and a purchase list at once', async () => {
    const admin = await createAccount(shop, { admin: true });
    const ingredients = await shop.api().get('/api/v1/admin/ingredients').set(admin.auth).expect(200);
    expect(ingredients.body.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ingredients.body.map((row: { supplier: string | null }) => row.supplier)).size).toBeGreaterThanOrEqual(5);
    const rows = (await shop.api().get('/api/v1/admin/products').set(admin.auth).expect(200)).body as Array<{
      id: number;
      name: string;
      food_cost: number | null;
      margin_percent: number | null;
      allergens_to_check: string[];
    }>;
    const costed = rows.filter((row) => row.food_cost !== null);
    expect(costed.length).toBeGreaterThanOrEqual(15);
    // Every recipe agrees with the dish's declared allergens, and every dish earns something.
    for (const row of costed) {
      expect({ name: row.name, check: row.allergens_to_check }).toEqual({ name: row.name, check: [] });
      expect(row.margin_percent).toBeGreaterThan(20);
    }
    const draniki = rows.find((row) => row.name === 'Драники со сметаной')!;
    expect(draniki.food_cost).toBeGreaterThan(5);
    expect(draniki.food_cost).toBeLessThan(15);
    const customer = await createAccount(shop);
    const order = await insertOrder(shop, {
      customer,
      deliveryAt: new Date('2026-12-05T12:00:00+03:00'),
      lines: [{ productId: draniki.id, name: draniki.name, quantity: 5, price: 34.8 }],
    });
    const list = await shop.api().get('/api/v1/bulbash_admin/purchase-list').query({ order_id: order.id }).set(admin.auth).expect(200);
    expect(list.body.suppliers.map((group: { supplier: string | null }) => group.supplier)).toContain('Ждановичи: овощи и фрукты');
    expect(list.body.total_cost).toBeGreaterThan(list.body.needed_cost);
  });

  it('comes with an office lunch contract whose demo contact signs in and sees its days and the week’s choice of boxes', async () => {
    const login = await shop
      .api()
      .post('/api/v1/users/login')
      .type('form')
      .send({ username: DEMO_LUNCH_CONTACT.email, password: DEMO_LUNCH_CONTACT.password })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.access_token as string}` };
    const contracts = (await shop.api().get('/api/v1/lunches').set(auth).expect(200)).body as Array<Record<string, unknown>>;
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({
      status: 'active',
      headcount: 12,
      weekdays: [1, 2, 3, 4, 5],
      company: expect.objectContaining({ name: 'ООО «Демо-Офис»' }),
    });
    const today = minskDay(shop.app.get(Clock).now());
    const days = (
      await shop
        .api()
        .get(`/api/v1/lunches/${String(contracts[0].id)}/days?from=${today}&to=${shiftDay(today, 13)}`)
        .set(auth)
        .expect(200)
    ).body as Array<{ date: string; sets: Array<{ name: string }> }>;
    expect(days.length).toBeGreaterThanOrEqual(9);
    expect(days[0].sets.map((set) => set.name)).toEqual(['Классический', 'Фитнес', 'Вегетарианский']);
  });

  it('does not fill again once the catalogue has data', async () => {
    expect(await shop.app.get(DemoService).fillIfEmpty()).toBeNull();
    const [{ n }] = await shop.dataSource.query('SELECT COUNT(*) AS n FROM categories');
    const categories = await shop.api().get('/api/v1/category/list').expect(200);
    expect(Number(n)).toBe(categories.body.length);
  });
});

describe('without DEMO_DATA', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ DEMO_DATA: 'false' });
  });
  afterAll(async () => shop?.close());

  it('starts with an empty catalogue but with the about-us and contacts records', async () => {
    await shop.api().get('/api/v1/category/list').expect(200, []);
    const list = await shop.api().get('/api/v1/product/products_list').expect(200);
    expect(list.body).toEqual(EMPTY_PRODUCT_LIST);
    await shop.api().get('/api/v1/about-us/').expect(200);
    const contacts = await shop.api().get('/api/v1/contacts/').expect(200);
    expect(contacts.body.name_organization).toBe('ИП Бульбаш');
  });
});
