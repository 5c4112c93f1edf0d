import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource, IsNull } from 'typeorm';
import { createApp } from '../src/app.factory';
import { backup } from '../src/backup/backup';
import { restore, RestoreError } from '../src/backup/restore';
import { AppConfig } from '../src/config/app-config';
import { loadConfig } from '../src/config/load-config';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { freshDatabase, TestDatabase } from './support/database';
import { makeImage } from './fixtures/images';
import { placeOneLineOrder } from './support/place-order';
import { startTestApp, TestApp } from './support/test-app';

const A = '/api/v1/bulbash_admin';

/** Every row of every table (migrations included), each table's rows as sorted JSON texts. */
async function contents(dataSource: DataSource): Promise<Record<string, string[]>> {
  const tables = [...dataSource.entityMetadatas.map((entity) => entity.tableName), 'migrations'].sort();
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(table)}`)) as unknown[];
    all[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

describe('npm run restore: a backup comes back whole', () => {
  let shop: TestApp;
  let customer: TestAccount;
  let target: string;
  let fresh: TestDatabase;
  let restoredConfig: AppConfig;
  let restored: INestApplication | undefined;
  let first: number;

  beforeAll(async () => {
    shop = await startTestApp();
    target = mkdtempSync(join(tmpdir(), 'bulbash-restore-'));
    fresh = freshDatabase();
    restoredConfig = loadConfig({
      DATABASE_URL: fresh.url,
      JWT_SECRET: shop.config.jwtSecret,
      UPLOAD_DIR: join(fresh.workDir, 'uploads'),
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      ARGON2_COST: 'test',
    });
  });
  afterAll(async () => {
    await restored?.close();
    await shop.close();
    await fresh.drop();
    rmSync(target, { recursive: true, force: true });
  });

  it('catalogue, accounts, orders, their history and the uploaded images are the same after backup and restore', async () => {
    controlClock(shop).set('2026-12-01T10:00');
    const adminAuth = (await createAccount(shop, { admin: true })).auth;
    const shelf = await createShelf(shop, [9.9, 21]);
    const { category, subcategory: sub } = shelf;
    const product = (
      await shop
        .api()
        .post(`${A}/create_product`)
        .query({
          name: 'Драники с грибами',
          price: '14.5',
          category_id: String(category.id),
          subcategory_id: String(sub.id),
          status_enabled: 'true',
        })
        .set(adminAuth)
        .attach('img_file', await makeImage('png', '#8e44ad'), 'draniki.png')
        .expect(201)
    ).body as { id: number; image_path: string };
    expect(product.image_path).toMatch(/^\/uploads\/.+\.webp$/);
    customer = await createAccount(shop);
    first = await placeOneLineOrder(shop, customer, product.id, 14.5, 2);
    await placeOneLineOrder(shop, customer, product.id, 14.5, 1);
    await shop.api().post(`${A}/update-status-order`).set(adminAuth).send({ order_id: first, status: 'processing' }).expect(200);

    // The outbox sends after each commit in the background: the backup is taken once every letter left.
    const letters = shop.dataSource.getRepository(OutboxMessage);
    for (let waited = 0; (await letters.countBy({ sentAt: IsNull() })) > 0 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await letters.countBy({ sentAt: IsNull() })).toBe(0);
    const result = await backup(shop.config, target);
    const outcome = await restore(restoredConfig, result.dir);
    expect(outcome.uploads).toBeGreaterThanOrEqual(1);

    restored = await createApp(restoredConfig, { logger: false });
    await restored.init();
    const before = await contents(shop.dataSource);
    const after = await contents(restored.get(DataSource));
    expect(before.products).toHaveLength(3);
    expect(before.orders).toHaveLength(2);
    expect(before.users.length).toBeGreaterThanOrEqual(2);
    expect(before.order_status_changes.length).toBeGreaterThanOrEqual(1);
    expect(after).toEqual(before);

    // The restored shop serves the same answers: the customer's orders, the catalogue, the image bytes.
    const api = () => request(restored?.getHttpServer());
    const ordersOf = (call: () => ReturnType<typeof request>) =>
      call().get(`/api/v1/order/get-user-orders/${first}`).set(customer.auth).expect(200);
    expect((await ordersOf(api)).body).toEqual((await ordersOf(() => shop.api())).body);
    const allOrders = (call: () => ReturnType<typeof request>) =>
      call().get('/api/v1/order/get-all-user-orders').set(customer.auth).expect(200);
    expect((await allOrders(api)).body).toEqual((await allOrders(() => shop.api())).body);
    const productPage = (call: () => ReturnType<typeof request>) => call().get(`/api/v1/product/product_${product.id}`).expect(200);
    expect((await productPage(api)).body).toEqual((await productPage(() => shop.api())).body);
    const image = await api().get(product.image_path).expect(200);
    expect(
      Buffer.compare(image.body as Buffer, readFileSync(join(shop.config.uploadDir, product.image_path.replace(/^\/uploads\//, '')))),
    ).toBe(0);
  });

  it('refuses to restore into a database that already has tables, and a backup of the other engine', async () => {
    const [latest] = readdirSync(target);
    await expect(restore(restoredConfig, join(target, latest))).rejects.toThrow(
      /already has \d+ tables: a restore only goes into an empty database/,
    );
    const otherEngine =
      restoredConfig.database.type === 'sqlite'
        ? { ...restoredConfig, database: { type: 'mysql' as const, url: 'mysql://root@127.0.0.1:1/none', database: 'none' } }
        : { ...restoredConfig, database: { type: 'sqlite' as const, file: join(target, 'other.sqlite') } };
    await expect(restore(otherEngine, join(target, latest))).rejects.toThrow(/backup but DATABASE_URL is/);
    expect(existsSync(join(target, 'other.sqlite'))).toBe(false);
  });

  describe('links: a restore never creates one', () => {
    let other: TestDatabase;
    let otherConfig: AppConfig;
    let planted: string;

    beforeAll(() => {
      other = freshDatabase();
      otherConfig = {
        ...restoredConfig,
        ...loadConfig({ DATABASE_URL: other.url, JWT_SECRET: shop.config.jwtSecret, UPLOAD_DIR: join(other.workDir, 'uploads') }),
      };
      const [latest] = readdirSync(target).sort();
      planted = join(target, 'planted');
      cpSync(join(target, latest), planted, { recursive: true });
    });
    afterAll(async () => other.drop());

    const databaseUntouched = async () => {
      if (otherConfig.database.type === 'sqlite') expect(existsSync(otherConfig.database.file)).toBe(false);
      else {
        const probe = freshTablesCount(otherConfig);
        expect(await probe).toBe(0);
      }
      expect(existsSync(otherConfig.uploadDir)).toBe(false);
    };

    it('refuses a backup whose uploads hold a link, naming it, and writes nothing', async () => {
      mkdirSync(join(planted, 'uploads', 'products'), { recursive: true });
      symlinkSync('/etc/passwd', join(planted, 'uploads', 'leak.webp'));
      symlinkSync('/etc', join(planted, 'uploads', 'products', 'etc'));
      const failure = await restore(otherConfig, planted).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RestoreError);
      expect((failure as Error).message).toContain('uploads/leak.webp, uploads/products/etc');
      await databaseUntouched();
      // `npm run restore` exits 1 with that message.
      const cli = spawnSync(process.execPath, [join(__dirname, '..', 'scripts', 'run-cli.cjs'), 'backup/restore-cli', planted], {
        cwd: join(__dirname, '..'),
        env: { ...process.env, DATABASE_URL: other.url, UPLOAD_DIR: otherConfig.uploadDir, JWT_SECRET: shop.config.jwtSecret },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect({ status: cli.status, stderr: cli.stderr }).toEqual({
        status: 1,
        stderr: expect.stringContaining('(a symbolic link?): uploads/leak.webp, uploads/products/etc; nothing was restored'),
      });
      await databaseUntouched();
      rmSync(join(planted, 'uploads', 'leak.webp'));
      rmSync(join(planted, 'uploads', 'products', 'etc'));
    });

    it('refuses to write through a link already in UPLOAD_DIR, and otherwise writes regular files only', async () => {
      const outside = mkdtempSync(join(tmpdir(), 'bulbash-outside-'));
      const folders = readdirSync(join(planted, 'uploads'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
      expect(folders.length).toBeGreaterThan(0);
      mkdirSync(otherConfig.uploadDir, { recursive: true });
      symlinkSync(outside, join(otherConfig.uploadDir, folders[0].name));
      await expect(restore(otherConfig, planted)).rejects.toThrow(`${join(otherConfig.uploadDir, folders[0].name)} is not a folder`);
      expect(readdirSync(outside)).toEqual([]);
      rmSync(otherConfig.uploadDir, { recursive: true });
      rmSync(outside, { recursive: true });
      await databaseUntouched();

      const outcome = await restore(otherConfig, planted);
      expect(outcome.uploads).toBeGreaterThanOrEqual(1);
      const written = readdirSync(otherConfig.uploadDir, { recursive: true, withFileTypes: true });
      expect(written.every((entry) => entry.isFile() || entry.isDirectory())).toBe(true);
      expect(written.filter((entry) => entry.isFile()).length).toBe(outcome.uploads);
      for (const entry of written) expect(lstatSync(join(entry.parentPath, entry.name)).isSymbolicLink()).toBe(false);
    });
  });
});

/** Tables in a MySQL/MariaDB database (0 when it does not exist). */
async function freshTablesCount(config: AppConfig): Promise<number> {
  if (config.database.type !== 'mysql') return 0;
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection({ uri: config.database.url.replace(/\/[^/]*$/, '/') });
  try {
    const [rows] = await connection.query('SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = ?', [
      config.database.database,
    ]);
    return Number((rows as Array<{ tables: number | string }>)[0].tables);
  } finally {
    await connection.end();
  }
}
