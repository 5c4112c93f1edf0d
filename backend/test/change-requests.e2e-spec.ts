import { createAccount, TestAccount } from './support/accounts';
import { controlClock } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { useShopWithShelf } from './support/shop-with-accounts';

const DESK = '/api/v1/admin/orders';
const REQUESTS = '/api/v1/admin/change-requests';

/**
 * Change requests (issue 34, part 7): the order's customer asks for a change in «Мои заказы»;
 * staff see it in the list (the dashboard's and the order page's), accept or decline it with a
 * reason; the customer is e-mailed either way. Only the customer, only open orders, one open
 * request at a time, rate-limited.
 */
describe(`change requests (${TEST_ENGINE})`, () => {
  const env = useShopWithShelf([12.5, 30]);
  beforeAll(() => controlClock(env.shop).set('2026-12-01T10:00'));

  let slot = 0;
  /** A slot of its own for each order (from the 11th, 09:00, every 30 minutes), so none fills the kitchen. */
  const nextSlot = () => {
    const index = slot++;
    const minute = 9 * 60 + (index % 20) * 30;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return `2026-12-${String(11 + Math.floor(index / 20)).padStart(2, '0')}T${time}:00+03:00`;
  };

  /** An order of `customer` taken at the desk (pending), for 12 guests. */
  async function orderOf(customer: TestAccount): Promise<number> {
    const created = await env.shop
      .api()
      .post(DESK)
      .set(env.admin.auth)
      .send({
        user_id: customer.user.id,
        customer: { email: customer.user.email, first_name: 'Анна', surname: 'Ковалёва', last_name: 'Сергеевна', phone: '375291112233' },
        lines: [{ product_id: env.shelf.products[0].id, quantity: 4 }],
        guests: 12,
        delivery_method: 'pickup',
        delivery_at: nextSlot(),
      })
      .expect(201);
    return created.body.id as number;
  }
  let address = 0;
  /** Each call from an address of its own (the route also limits requests per address), unless one is given. */
  const ask = (customer: TestAccount, orderId: number, body: Record<string, unknown>, ip = `10.34.0.${(address += 1)}`) =>
    env.shop.api().post(`/api/v1/order/${orderId}/change-requests`).set(customer.auth).set('X-Forwarded-For', ip).send(body);

  it('the customer asks; the manager sees it open, accepts it, and the customer gets the letter', async () => {
    const customer = await createAccount(env.shop);
    const orderId = await orderOf(customer);
    const asked = await ask(customer, orderId, {
      guests: 20,
      delivery_at: '2026-12-10T16:30:00+03:00',
      lines: [
        { product_id: env.shelf.products[0].id, quantity: 6 },
        { product_id: env.shelf.products[1].id, quantity: 2 },
      ],
      comment: '  Добавьте, пожалуйста, вегетарианское  ',
    }).expect(201);
    expect(asked.body.message).toBe('Просьба отправлена менеджеру. Мы ответим письмом');
    const request = asked.body.request;
    expect(request).toMatchObject({
      order_id: orderId,
      status: 'open',
      guests: 20,
      delivery_at: '2026-12-10T16:30:00+03:00',
      lines: [
        { product_id: env.shelf.products[0].id, name: env.shelf.products[0].name, quantity: 6 },
        { product_id: env.shelf.products[1].id, name: env.shelf.products[1].name, quantity: 2 },
      ],
      comment: 'Добавьте, пожалуйста, вегетарианское',
      decline_reason: null,
      customer_name: 'Ковалёва Анна',
    });
    expect(request.summary[0]).toBe('Гостей: 20');
    expect(request.summary[1]).toBe('Время: 10.12.2026 в 16:30');
    await env.shop.mail.waitFor(SHOP_IDENTITY.email, new RegExp(`Заказ №${orderId}: просьба изменить`));

    // A second one while the first is open is refused; the customer sees theirs.
    expect((await ask(customer, orderId, { guests: 25 }).expect(409)).body.detail).toMatch(/ещё не рассмотрена/);
    const mine = await env.shop.api().get(`/api/v1/order/${orderId}/change-requests`).set(customer.auth).expect(200);
    expect(mine.body.map((row: { id: number }) => row.id)).toEqual([request.id]);

    // The dashboard's list of open requests and the order page's list.
    const open = await env.shop
      .api()
      .get(REQUESTS)
      .query({ filter: JSON.stringify({ status: 'open' }) })
      .set(env.admin.auth)
      .expect(200);
    expect(open.body.map((row: { id: number }) => row.id)).toContain(request.id);
    expect(open.headers['content-range']).toMatch(/^change-requests /);
    const ofOrder = await env.shop
      .api()
      .get(REQUESTS)
      .query({ filter: JSON.stringify({ order_id: orderId }) })
      .set(env.admin.auth)
      .expect(200);
    expect(ofOrder.body).toHaveLength(1);

    // The manager applies it in the order editor (the order's PUT), then accepts.
    await env.shop
      .api()
      .put(`${DESK}/${orderId}`)
      .set(env.admin.auth)
      .send({
        guests: 20,
        delivery_at: request.delivery_at,
        lines: request.lines.map(({ product_id, quantity }: { product_id: number; quantity: number }) => ({ product_id, quantity })),
      })
      .expect(200);
    const accepted = await env.shop.api().post(`${REQUESTS}/${request.id}/accept`).set(env.admin.auth).expect(200);
    expect(accepted.body).toMatchObject({ id: request.id, status: 'accepted' });
    expect(accepted.body.decided_at).not.toBeNull();
    const letter = await env.shop.mail.waitFor(customer.user.email, /просьба об изменении принята/);
    expect(letter.text).toContain('Гостей: 20');
    // Decided once: a second decision is a 409.
    await env.shop.api().post(`${REQUESTS}/${request.id}/decline`).set(env.admin.auth).send({ reason: 'Поздно' }).expect(409);
    // The next request may be sent now.
    await ask(customer, orderId, { comment: 'Ещё салфетки' }).expect(201);
  });

  it('the manager declines with a reason, which the customer’s letter gives; a reason is required', async () => {
    const customer = await createAccount(env.shop);
    const orderId = await orderOf(customer);
    const { body } = await ask(customer, orderId, { guests: 150 }).expect(201);
    const missing = await env.shop
      .api()
      .post(`${REQUESTS}/${body.request.id}/decline`)
      .set(env.admin.auth)
      .send({ reason: '   ' })
      .expect(400);
    expect(missing.body.detail).toMatch(/^reason: укажите причину/);
    const declined = await env.shop
      .api()
      .post(`${REQUESTS}/${body.request.id}/decline`)
      .set(env.admin.auth)
      .send({ reason: 'На 10.12 кухня загружена полностью' })
      .expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', decline_reason: 'На 10.12 кухня загружена полностью' });
    const letter = await env.shop.mail.waitFor(customer.user.email, /просьба об изменении отклонена/);
    expect(letter.text).toContain('Причина: На 10.12 кухня загружена полностью');
    expect(letter.text).toContain('Гостей: 150');
    // The order is untouched.
    const order = await env.shop.api().get(`/api/v1/order/get-user-orders/${orderId}`).set(customer.auth).expect(200);
    expect(order.body.guests).toBe(12);
    // The decision is in the audit log, with who made it and the reason (the refused blank one is not).
    const log = await env.shop
      .api()
      .get('/api/v1/admin/audit-log')
      .query({ filter: JSON.stringify({ entity: 'change_request', entity_id: body.request.id }) })
      .set(env.admin.auth)
      .expect(200);
    expect(log.body).toEqual([
      expect.objectContaining({
        actor_email: env.admin.user.email,
        action: 'status',
        changes: [
          { field: 'status', old: 'open', new: 'declined' },
          { field: 'decline_reason', old: null, new: 'На 10.12 кухня загружена полностью' },
        ],
      }),
    ]);
  });

  it('only the order’s customer, only an open order, something to change; staff routes are staff-only', async () => {
    const customer = await createAccount(env.shop);
    const stranger = await createAccount(env.shop);
    const orderId = await orderOf(customer);
    await ask(stranger, orderId, { guests: 5 }).expect(404);
    await env.shop.api().post(`/api/v1/order/${orderId}/change-requests`).send({ guests: 5 }).expect(401);
    expect((await ask(customer, orderId, {}).expect(400)).body.detail).toBe(
      'Укажите, что изменить: число гостей, время, блюда или комментарий',
    );
    expect((await ask(customer, orderId, { guests: 0 }).expect(400)).body.detail).toMatch(/^guests/);
    expect((await ask(customer, orderId, { delivery_at: '2026-11-01T12:00:00+03:00' }).expect(400)).body.detail).toMatch(/^delivery_at/);
    await ask(customer, orderId, { lines: [{ product_id: 999999, quantity: 1 }] }).expect(404);
    await env.shop.api().get(REQUESTS).set(customer.auth).expect(403);
    await env.shop.api().post(`${REQUESTS}/999999/accept`).set(env.admin.auth).expect(404);
    await env.shop.api().put(`${DESK}/${orderId}`).set(env.admin.auth).send({ status: 'completed' }).expect(200);
    expect((await ask(customer, orderId, { guests: 14 }).expect(409)).body.detail).toBe(
      'Заказ уже выполнен или отменён: изменить его нельзя',
    );
  });

  it('an account may send only so many requests a day', async () => {
    const customer = await createAccount(env.shop);
    const orders = [];
    for (let index = 0; index < 11; index += 1) orders.push(await orderOf(customer));
    const answers = [];
    for (const orderId of orders) answers.push(await ask(customer, orderId, { comment: 'Позвоните мне' }));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(answers[10].status).toBe(429);
    expect(answers[10].body.detail).toBe('Слишком много просьб об изменении за сутки: позвоните нам, пожалуйста');
  });

  // Issue 42, part 4: both limits hold under parallel requests (the account's row is locked first).
  it('6 requests at once on one order: exactly one is open, the others 409', async () => {
    const customer = await createAccount(env.shop);
    const orderId = await orderOf(customer);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => ask(customer, orderId, { comment: `Просьба ${index}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body.detail).toBe('Предыдущая просьба по этому заказу ещё не рассмотрена: дождитесь ответа менеджера');
    const stored = await env.shop
      .api()
      .get(REQUESTS)
      .query({ filter: JSON.stringify({ order_id: orderId }) })
      .set(env.admin.auth)
      .expect(200);
    expect(stored.body.map((request: { status: string }) => request.status)).toEqual(['open']);
  });

  it('15 requests at once over 11 orders of one account: 10 made (the daily cap), never two open on one order', async () => {
    const customer = await createAccount(env.shop);
    const orders: number[] = [];
    for (let index = 0; index < 11; index += 1) orders.push(await orderOf(customer));
    const targets = Array.from({ length: 15 }, (_, index) => orders[index % orders.length]);
    const answers = await Promise.all(targets.map((orderId) => ask(customer, orderId, { comment: 'Позвоните мне' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.every((answer) => [201, 409, 429].includes(answer.status))).toBe(true);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    const stored = await env.shop
      .api()
      .get(REQUESTS)
      .query({ filter: JSON.stringify({ status: 'open' }), range: '[0,199]' })
      .set(env.admin.auth)
      .expect(200);
    const open = (stored.body as Array<{ order_id: number }>).filter((request) => orders.includes(request.order_id));
    expect(open).toHaveLength(10);
    expect(new Set(open.map((request) => request.order_id)).size).toBe(10);
  });

  it('one address may send only so many requests a minute', async () => {
    const customer = await createAccount(env.shop);
    const orderId = await orderOf(customer);
    const statuses = [];
    // Bad requests count too: the limit is met before the body is read.
    for (let index = 0; index < 11; index += 1) statuses.push((await ask(customer, orderId, {}, '10.34.1.1')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
