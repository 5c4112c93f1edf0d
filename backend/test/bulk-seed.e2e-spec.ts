import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, IsNull } from 'typeorm';
import { Category } from '../src/catalogue/category.entity';
import { Product } from '../src/catalogue/product.entity';
import { Subcategory } from '../src/catalogue/subcategory.entity';
import { toMinor } from '@bulbash/rules';
import { AppConfig } from '../src/config/app-config';
import { loadConfig } from '../src/config/load-config';
import { BENCH_CUSTOMER_EMAIL, bulkSeed, openDataSource } from '../src/demo/bulk-seed';
import { OrderItem } from '../src/orders/order-item.entity';
import { Order } from '../src/orders/order.entity';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../src/orders/order-status';
import { User } from '../src/auth/user.entity';
import { freshDatabase, TestDatabase } from './support/database';

/** The variables of load-config.ts: the seed must see only the ones given here. */
const CONFIG_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'UPLOAD_DIR',
  'DEMO_DATA',
  'ARGON2_COST',
];

/**
 * `npm run seed -- --products N --orders M` at the root, as documented, on a fresh database of
 * the engine under test (TEST_DB): it runs from the sources, without a build.
 */
describe('bulk seed (npm run seed)', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let config: AppConfig;
  let dataSource: DataSource;
  let output = '';

  const count = (entity: new () => object) => dataSource.getRepository(entity).count();

  beforeAll(async () => {
    database = freshDatabase();
    env = { DATABASE_URL: database.url, UPLOAD_DIR: join(database.workDir, 'uploads'), JWT_SECRET: 'bulk-seed-test-secret-0123456789' };
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name)));
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--products', '50', '--orders', '30'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...inherited, ...env },
      encoding: 'utf8',
      timeout: 120000,
    });
    output = seeded.stdout;
    if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}:\n${seeded.stdout}\n${seeded.stderr}`);
    config = loadConfig(env);
    dataSource = await openDataSource(config);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('reports what it inserted, and the database holds exactly that', async () => {
    const reported = /^Seeded 50 products, 30 orders, (\d+) order items$/m.exec(output);
    expect(reported).not.toBeNull();
    expect(await count(Product)).toBe(50);
    expect(await count(Order)).toBe(30);
    const items = await count(OrderItem);
    expect(items).toBe(Number(reported![1]));
    expect(items).toBeGreaterThanOrEqual(30);
    expect(items).toBeLessThanOrEqual(90);
  });

  it('creates a catalogue on the empty database, and every product sits in an existing subcategory of its category', async () => {
    const categories = await dataSource.getRepository(Category).find();
    const subcategories = await dataSource.getRepository(Subcategory).find();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(subcategories.length).toBeGreaterThanOrEqual(categories.length);
    const categoryIds = new Set(categories.map((category) => category.id));
    for (const subcategory of subcategories) expect(categoryIds).toContain(subcategory.categoryId);

    const subcategoryById = new Map(subcategories.map((subcategory) => [subcategory.id, subcategory]));
    for (const product of await dataSource.getRepository(Product).find()) {
      expect(subcategoryById.get(product.subcategoryId)?.categoryId).toBe(product.categoryId);
      expect(product.name).toMatch(/[А-Яа-яЁё].* №\d+$/);
      expect(product.description.length).toBeGreaterThan(0);
      expect(product.price).toBeGreaterThanOrEqual(18.5);
      expect(product.price).toBeLessThanOrEqual(320);
      expect(toMinor(product.price) / 100).toBe(product.price);
      expect(product.weight).toBeGreaterThan(0);
      expect(product.peopleNumbers).toBeGreaterThanOrEqual(1);
      expect(product.imagePath).toMatch(/^\/uploads\/products\/[0-9a-f]+\.webp$/);
      expect(existsSync(join(config.uploadDir, product.imagePath!.replace(/^\/uploads\//, '')))).toBe(true);
    }
  });

  it('gives every order items of existing products, and a total equal to the sum of its items', async () => {
    const customer = await dataSource.getRepository(User).findOneByOrFail({ email: BENCH_CUSTOMER_EMAIL });
    const products = new Map((await dataSource.getRepository(Product).find()).map((product) => [product.id, product]));
    const orders = await dataSource.getRepository(Order).find({ relations: { items: true } });
    expect(orders).toHaveLength(30);
    for (const order of orders) {
      expect(order.userId).toBe(customer.id);
      expect(ORDER_STATUSES).toContain(order.status);
      expect(PAYMENT_METHODS).toContain(order.paymentMethod);
      expect(order.contactPhone).toMatch(/^375\d{9}$/);
      const items = order.items ?? [];
      expect(items.length).toBeGreaterThanOrEqual(1);
      let sumMinor = 0;
      for (const item of items) {
        const product = products.get(item.productId!);
        expect(product).toBeDefined();
        expect(item.name).toBe(product!.name);
        expect(item.productCost).toBe(product!.price);
        expect(item.quantity).toBeGreaterThanOrEqual(1);
        sumMinor += toMinor(item.productCost) * item.quantity;
      }
      expect(toMinor(order.totalCost)).toBe(sumMinor);
    }
  });

  it('a second run adds products to the existing categories instead of making new ones', async () => {
    const categoriesBefore = await count(Category);
    const subcategoriesBefore = await count(Subcategory);
    const result = await bulkSeed(dataSource, config, { products: 20, orders: 0 });
    expect(result).toMatchObject({ products: 20, orders: 0, orderItems: 0 });
    expect(await count(Product)).toBe(70);
    // Drinks have a kind of their own: they once got no image.
    expect(await dataSource.getRepository(Product).countBy({ imagePath: IsNull() })).toBe(0);
    expect(await count(Order)).toBe(30);
    expect(await count(Category)).toBe(categoriesBefore);
    expect(await count(Subcategory)).toBe(subcategoriesBefore);
  });
});
