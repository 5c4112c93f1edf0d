import { CartItem } from '../src/cart/cart-item.entity';
import { InfoService } from '../src/catalogue/info.service';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { loadConfig } from '../src/config/load-config';
import { ORDER_RATE_LIMIT_DETAIL } from '../src/orders/order-limits';
import { Order } from '../src/orders/order.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { startTestApp, TestApp } from './support/test-app';

/** A checkout of one fresh cart line (the product costs 10 byn) with a delivery inside MKAD, expecting `status`. */
async function placeOrder(shop: TestApp, account: TestAccount, shelf: TestShelf, status: number, contactEmail: string | null = null) {
  // A refused checkout leaves its line in the cart: start from an empty one.
  await shop.dataSource.getRepository(CartItem).delete({ userId: account.user.id });
  const added = await shop
    .api()
    .post('/api/v1/cart/add-item-to-cart')
    .set(account.auth)
    .send({ product_id: shelf.products[0].id, quantity: 1 })
    .expect(201);
  return shop
    .api()
    .post('/api/v1/order/create-new-order')
    .set(account.auth)
    .send({
      first_name: 'Анна',
      last_name: 'Сергеевна',
      surname: 'Ковалёва',
      contact_phone: '375291234567',
      contact_email: contactEmail,
      delivery_address: 'Минск, ул. Немига, 5',
      product_list: [{ cart_id: added.body.id, product_id: shelf.products[0].id, quantity: 1, product_cost: 10 }],
      total_cost: 10,
    })
    .expect((response) => expect({ status: response.status, body: response.body }).toMatchObject({ status }));
}

describe('abuse limits', () => {
  let shop: TestApp;
  let shelf: TestShelf;
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    shop = await startTestApp();
    shelf = await createShelf(shop, [10]);
    clock = controlClock(shop);
  });
  afterAll(async () => shop.close());

  it('an account places at most 10 orders an hour: the 11th → 429 with Retry-After; another account is not affected', async () => {
    clock.set('2026-12-01T10:00');
    const greedy = await createAccount(shop);
    for (let order = 0; order < 10; order += 1) await placeOrder(shop, greedy, shelf, 201);
    const blocked = await placeOrder(shop, greedy, shelf, 429);
    expect(blocked.body).toEqual({ detail: ORDER_RATE_LIMIT_DETAIL });
    expect(Number(blocked.headers['retry-after'])).toBe(3600);
    await placeOrder(shop, await createAccount(shop), shelf, 201);

    clock.set('2026-12-01T11:00:01');
    await placeOrder(shop, greedy, shelf, 201);
  });

  it('and at most 30 a day', async () => {
    const busy = await createAccount(shop);
    for (let hour = 0; hour < 3; hour += 1) {
      clock.set(`2026-12-02T0${hour + 1}:00`);
      for (let order = 0; order < 10; order += 1) await placeOrder(shop, busy, shelf, 201);
    }
    clock.set('2026-12-02T05:00');
    const blocked = await placeOrder(shop, busy, shelf, 429);
    expect(blocked.body).toEqual({ detail: ORDER_RATE_LIMIT_DETAIL });
    expect(Number(blocked.headers['retry-after'])).toBe(20 * 3600);
    clock.set('2026-12-03T01:00:01');
    await placeOrder(shop, busy, shelf, 201);
  });

  it('16 checkouts sent at once by one account (each of its own cart line) → exactly 10 × 201 and 6 × 429', async () => {
    clock.set('2026-12-05T10:00');
    const hasty = await createAccount(shop);
    const wide = await createShelf(
      shop,
      Array.from({ length: 16 }, () => 10),
    );
    const lines = [];
    for (const product of wide.products) {
      const added = await shop
        .api()
        .post('/api/v1/cart/add-item-to-cart')
        .set(hasty.auth)
        .send({ product_id: product.id, quantity: 1 })
        .expect(201);
      lines.push({ cart_id: added.body.id, product_id: product.id, quantity: 1, product_cost: 10 });
    }
    const answers = await Promise.all(
      lines.map((line) =>
        shop
          .api()
          .post('/api/v1/order/create-new-order')
          .set(hasty.auth)
          .send({
            first_name: 'Анна',
            last_name: 'Сергеевна',
            surname: 'Ковалёва',
            contact_phone: '375291234567',
            delivery_address: 'Минск, ул. Немига, 5',
            product_list: [line],
            total_cost: 10,
          }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(6).fill(429)]);
    expect(await shop.dataSource.getRepository(Order).countBy({ userId: hasty.user.id })).toBe(10);
  });

  it('a refused checkout does not count', async () => {
    clock.set('2026-12-04T10:00');
    const clumsy = await createAccount(shop);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await shop.api().post('/api/v1/order/create-new-order').set(clumsy.auth).send({ first_name: '' }).expect(400);
    }
    await placeOrder(shop, clumsy, shelf, 201);
  });

  it('confirmations to another address are capped at 3 a day; the own address and the shop notice are not', async () => {
    clock.set('2026-12-05T09:00');
    const prankster = await createAccount(shop);
    const victim = `victim.${Date.now()}@example.by`;
    const placed: number[] = [];
    for (let order = 0; order < 5; order += 1) placed.push((await placeOrder(shop, prankster, shelf, 201, victim)).body.order_id);
    // Own address: not capped.
    const own = (await placeOrder(shop, prankster, shelf, 201, prankster.user.email.toUpperCase())).body.order_id;
    await shop.mail.waitFor(prankster.user.email, new RegExp(`Заказ №${own} принят`));
    // The shop hears of every order; the letters of one order go out together.
    const shopEmail = (await shop.app.get(InfoService).getContacts()).email || SHOP_IDENTITY.email;
    for (const id of placed) await shop.mail.waitFor(shopEmail, new RegExp(`Новый заказ №${id} `));
    const toVictim = shop.mail.messages.filter((message) => message.to.includes(victim));
    expect(toVictim.map((message) => message.subject)).toEqual(
      placed.slice(0, 3).map((id) => expect.stringContaining(`Заказ №${id} принят`)),
    );

    clock.set('2026-12-06T09:00');
    const nextDay = (await placeOrder(shop, prankster, shelf, 201, victim)).body.order_id;
    await shop.mail.waitFor(victim, new RegExp(`Заказ №${nextDay}`));
  });

  // Issue 42, part 4: the count is taken atomically (AbuseCounters.take), so checkouts sent together cannot all mail.
  it('6 checkouts at once by 6 accounts naming one stranger’s address: 6 orders, exactly 3 confirmations to that address', async () => {
    clock.set('2026-12-07T09:00');
    const victim = `together.victim.${Date.now()}@example.by`;
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createAccount(shop)));
    const placed = await Promise.all(accounts.map((account) => placeOrder(shop, account, shelf, 201, victim)));
    expect(placed.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    // The letters are written in the checkouts' transactions, so the outbox has them now.
    const letters = await shop.dataSource.getRepository(OutboxMessage).findBy({ recipient: victim });
    expect(letters).toHaveLength(3);
    const deadline = Date.now() + 10_000;
    while (shop.mail.messages.filter((message) => message.to.includes(victim)).length < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.mail.messages.filter((message) => message.to.includes(victim))).toHaveLength(3);
  });
});

describe('TRUST_PROXY', () => {
  it('is validated: a hop count, addresses or CIDR ranges', () => {
    const base = { DATABASE_URL: 'sqlite::memory:', JWT_SECRET: 'a-signing-key-of-32-characters!!' };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '999.1.1.1', '11', 'proxy.local']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(/^Configuration error: TRUST_PROXY /);
    }
  });

  describe.each([
    ['unset', '', false],
    ['loopback', 'loopback', true],
    ['1 hop', '1', true],
    ['another proxy', '10.9.9.9', false],
  ])('%s', (_name, value, honoured) => {
    let shop: TestApp;

    beforeAll(async () => {
      shop = await startTestApp({ TRUST_PROXY: value });
    });
    afterAll(async () => shop.close());

    it(
      honoured ? 'limits each X-Forwarded-For client on its own' : 'ignores X-Forwarded-For: every client shares the socket address',
      async () => {
        const register = (ip: string, index: number) =>
          shop
            .api()
            .post('/api/v1/users/register')
            .set('X-Forwarded-For', ip)
            .send({
              name: 'Иван',
              surname: 'Петров',
              email: `proxy.${index}.${Date.now()}@example.by`,
              password: 'secret-pass-1',
              confirm_password: 'secret-pass-1',
            });
        for (let index = 0; index < 10; index += 1) await register('203.0.113.1', index).expect(201);
        await register('203.0.113.1', 10).expect(429);
        await register('203.0.113.2', 11).expect(honoured ? 201 : 429);
      },
    );
  });
});

describe('login limited per account, not only per address', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('blocks the 51st failed login to one account in 15 minutes even from 51 addresses', async () => {
    const target = await createAccount(shop);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await shop
        .api()
        .post('/api/v1/users/login')
        .set('X-Forwarded-For', `198.51.100.${attempt + 1}`)
        .send({ username: target.user.email, password: 'wrong-pass-1' })
        .expect(401);
    }
    const blocked = await shop
      .api()
      .post('/api/v1/users/login')
      .set('X-Forwarded-For', '198.51.100.200')
      .send({ username: target.user.email, password: target.password })
      .expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    await shop
      .api()
      .post('/api/v1/users/login')
      .set('X-Forwarded-For', '198.51.100.201')
      .send({ username: (await createAccount(shop)).user.email, password: 'secret-pass-1' })
      .expect(200);
  });
});
