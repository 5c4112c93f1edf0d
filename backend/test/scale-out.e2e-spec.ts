import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { PER_IP_AND_EMAIL, RATE_LIMIT_DETAIL, RATE_LIMITS } from '../src/auth/rate-limits';
import { TokenService } from '../src/auth/token.service';
import { InfoService } from '../src/catalogue/info.service';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { MetricsRegistry } from '../src/metrics/metrics-registry';
import { FOREIGN_CONTACT_LETTERS_PER_DAY, ORDER_RATE_LIMIT_DETAIL, ORDER_RATE_LIMITS } from '../src/orders/order-limits';
import { User } from '../src/auth/user.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { CHECKOUT_NAMES } from './support/checkout';
import { builtStorefront } from './support/storefront-build';
import { ADMIN, TestApp } from './support/test-app';
import { keysUnder, REDIS_URL, twoInstances } from './support/two-instances';

/**
 * Two instances of the shop on one MariaDB database and one Redis (run with TEST_DB=mysql only,
 * see jest.config.cjs): each has its own cache, throttler storage and connection pool, and they
 * meet only through the database and Redis. Redis must answer at REDIS_TEST_URL.
 */
const VISIBLE_WITHIN_MS = 1_000;

async function redisOrFail(prefix: string): Promise<Redis> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    expect(await redis.ping()).toBe('PONG');
  } catch (error) {
    redis.disconnect();
    throw new Error(`The two-instance test needs Redis at ${REDIS_URL} (REDIS_TEST_URL), prefix ${prefix}: ${String(error)}`);
  }
  return redis;
}

describe('two instances behind one database and one Redis', () => {
  let redis: Redis;
  let shelf: TestShelf;
  // Both start at once on an empty database: migrations, the administrator and the about-us
  // and contacts records must each happen once.
  const pair = twoInstances({
    name: 'test',
    redis: true,
    together: true,
    before: async () => {
      redis = await redisOrFail(pair.prefix);
      return {};
    },
    after: async () => {
      await redis?.quit();
    },
  });
  const { apps, mail, prefix } = pair;
  const api = (index: 0 | 1) => pair.api(index);

  beforeAll(async () => {
    shelf = await createShelf({ dataSource: apps[0].get(DataSource), app: apps[0] } as TestApp, [10, 20]);
  });

  it('ran each migration exactly once although both instances started together', async () => {
    const rows: Array<{ name: string; runs: number | string }> = await apps[0]
      .get(DataSource)
      .query('SELECT name, COUNT(*) AS runs FROM migrations GROUP BY name');
    const files = readdirSync(join(__dirname, '../src/database/migrations/mysql')).filter((file) => file.endsWith('.ts'));
    expect(rows).toHaveLength(files.length);
    expect(rows.every((row) => Number(row.runs) === 1)).toBe(true);
    const counts = await apps[1]
      .get(DataSource)
      .query(
        'SELECT (SELECT COUNT(*) FROM about_us) AS about, (SELECT COUNT(*) FROM contacts) AS contacts, (SELECT COUNT(*) FROM users) AS users',
      );
    expect(counts[0]).toEqual({ about: expect.anything(), contacts: expect.anything(), users: expect.anything() });
    expect([Number(counts[0].about), Number(counts[0].contacts), Number(counts[0].users)]).toEqual([1, 1, 1]);
  });

  it('shows a price changed through one instance on the other within a second', async () => {
    const product = shelf.products[0];
    const path = `/api/v1/product/product_${product.id}`;
    // Both instances have the old answer cached.
    for (const index of [0, 1] as const) expect((await api(index).get(path).expect(200)).body.price).toBe(10);

    const admin = await apps[0].get(DataSource).getRepository(User).findOneByOrFail({ email: ADMIN.email });
    const token = await apps[0].get(TokenService).issue(admin);
    await api(0).put(`/api/v1/admin/products/${product.id}`).set('Authorization', `Bearer ${token}`).send({ price: 12.5 }).expect(200);
    const changedAt = Date.now();

    // The writer sees it on the very next request; the other one is polled until a deadline.
    expect((await api(0).get(path).expect(200)).body.price).toBe(12.5);
    let seen = 0;
    while (Date.now() - changedAt <= VISIBLE_WITHIN_MS) {
      seen = (await api(1).get(path).expect(200)).body.price as number;
      if (seen === 12.5) break;
    }
    expect(seen).toBe(12.5);
    const list = await api(1).get('/api/v1/product/products_list').query({ category_id: shelf.category.id }).expect(200);
    expect(list.body.price_min).toBe(12.5);
    expect(list.body.products.map((item: { price: number }) => item.price)).toEqual([12.5, 20]);
  });

  it('shares cached answers through Redis', async () => {
    await api(0).get('/api/v1/category/list').expect(200);
    expect((await keysUnder(redis, `${prefix}cache`)).length).toBeGreaterThan(0);
  });

  it('renders a storefront page once for both instances: the other reads it from Redis', async () => {
    builtStorefront();
    const lookups = async (index: 0 | 1, result: string, tier: string) =>
      (await apps[index].get(MetricsRegistry).cacheLookups.get()).values.find(
        (value) => value.labels.result === result && value.labels.tier === tier,
      )?.value ?? 0;
    const dish = shelf.products[1];
    const missesBefore = await lookups(1, 'miss', 'none');
    const sharedBefore = await lookups(1, 'hit', 'redis');
    const first = await api(0).get(`/product/${dish.id}`).expect(200);
    expect(first.text).toContain(dish.name);
    const second = await api(1).get(`/product/${dish.id}`).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await lookups(1, 'hit', 'redis')).toBeGreaterThan(sharedBefore);
    expect(await lookups(1, 'miss', 'none')).toBe(missesBefore);
  });

  it('counts failed logins sent to both instances against one limit', async () => {
    const limit = RATE_LIMITS.login[PER_IP_AND_EMAIL].limit;
    const email = `limit.${randomBytes(3).toString('hex')}@example.by`;
    const login = (index: 0 | 1) =>
      api(index).post('/api/v1/users/login').type('form').send({ username: email, password: 'wrong-password-1' });
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(attempt % 2 === 0 ? 0 : 1)).status).toBe(401);
    }
    // Each instance alone saw only half the limit: the 429 comes from the shared counter.
    for (const index of [0, 1] as const) {
      const blocked = await login(index);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ detail: RATE_LIMIT_DETAIL });
    }
    expect((await keysUnder(redis, `${prefix}throttle:`)).length).toBeGreaterThan(0);
  });

  /** The first instance as the test helpers see an app. */
  const asTestApp = () => ({ dataSource: apps[0].get(DataSource), app: apps[0] }) as TestApp;

  /** A line of a 10 byn product of `orderShelf` and a checkout of it through instance `index`; answers the checkout. */
  async function placeOrder(orderShelf: TestShelf, index: 0 | 1, account: TestAccount, contactEmail: string | null = null) {
    const product = orderShelf.products[0];
    const line = await api(index)
      .post('/api/v1/cart/add-item-to-cart')
      .set(account.auth)
      .send({ product_id: product.id, quantity: 1 })
      .expect(201);
    return api(index)
      .post('/api/v1/order/create-new-order')
      .set(account.auth)
      .send({
        ...CHECKOUT_NAMES,
        contact_email: contactEmail,
        delivery_address: 'Минск, ул. Немига, 5',
        product_list: [{ cart_id: line.body.id, product_id: product.id, quantity: 1, product_cost: 10 }],
        total_cost: 10,
      });
  }

  it('counts the orders of one account placed through both instances against one hourly limit', async () => {
    const { limit } = ORDER_RATE_LIMITS[0];
    const orderShelf = await createShelf(asTestApp(), [10]);
    const greedy = await createAccount(asTestApp());
    for (let order = 0; order < limit; order += 1) expect((await placeOrder(orderShelf, order % 2 === 0 ? 0 : 1, greedy)).status).toBe(201);
    // Each instance alone placed half the limit: the 429 comes from the shared counters.
    for (const index of [0, 1] as const) {
      const blocked = await placeOrder(orderShelf, index, greedy);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ detail: ORDER_RATE_LIMIT_DETAIL });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect((await placeOrder(orderShelf, 1, await createAccount(asTestApp()))).status).toBe(201);
    expect((await keysUnder(redis, `${prefix}abuse:orders:`)).length).toBeGreaterThan(0);
  });

  it('caps confirmations to another address across both instances', async () => {
    const orderShelf = await createShelf(asTestApp(), [10]);
    const prankster = await createAccount(asTestApp());
    const victim = `victim.${randomBytes(3).toString('hex')}@example.by`;
    const placed: number[] = [];
    for (let order = 0; order < FOREIGN_CONTACT_LETTERS_PER_DAY + 1; order += 1) {
      const response = await placeOrder(orderShelf, order % 2 === 0 ? 0 : 1, prankster, victim);
      expect(response.status).toBe(201);
      placed.push(response.body.order_id as number);
    }
    // The shop hears of every order, so once its notices are in, every confirmation was decided.
    const shopEmail = (await apps[0].get(InfoService).getContacts()).email || SHOP_IDENTITY.email;
    for (const id of placed) await mail.waitFor(shopEmail, new RegExp(`Новый заказ №${id} `));
    const confirmations = mail.messages.filter((message) => message.to.includes(victim));
    expect(confirmations).toHaveLength(FOREIGN_CONTACT_LETTERS_PER_DAY);
    expect((await keysUnder(redis, `${prefix}abuse:letters:`)).length).toBe(1);
  });
});
