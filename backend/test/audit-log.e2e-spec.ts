import { AuditLog } from '../src/audit/audit-log.entity';
import { createAccount, TestAccount } from './support/accounts';
import { addToCart, CHECKOUT_NAMES, productList } from './support/checkout';
import { controlClock } from './support/clock';
import { useShopWithShelf } from './support/shop-with-accounts';

const O = '/api/v1/order';
const LOG = '/api/v1/admin/audit-log';
const ORDERS = '/api/v1/admin/orders';
const CAPACITY = '/api/v1/bulbash_admin/capacity';

interface Entry {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  entity: string;
  entity_id: number | null;
  action: string;
  changes: Array<{ field: string; old: unknown; new: unknown }>;
}

/** The audit log (#36 point 4) on both engines: who changed what, with old and new values, written with the change or not at all. */
describe('audit log', () => {
  const env = useShopWithShelf([20, 45]);
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    clock = controlClock(env.shop);
    clock.set('2026-12-01T10:00');
    await env.shop.api().patch(CAPACITY).set(env.admin.auth).send({ max_orders_per_slot: 1000 }).expect(200);
  });

  const query = (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
    env.shop
      .api()
      .get(LOG)
      .query({ filter: JSON.stringify(filter), ...extra })
      .set(env.admin.auth);

  async function entries(filter: Record<string, unknown>, extra: Record<string, string> = {}): Promise<Entry[]> {
    return (await query(filter, extra).expect(200)).body as Entry[];
  }

  const changeOf = (entry: Entry, field: string) => entry.changes.find((change) => change.field === field);

  let customer: TestAccount;

  async function placeOrder(): Promise<number> {
    customer = await createAccount(env.shop);
    const cart = await addToCart(env.shop, customer, [[env.shelf.products[0].id, 2]]);
    const body = {
      ...CHECKOUT_NAMES,
      delivery_address: 'Минск, ул. Немига, 5',
      delivery_at: '2026-12-10T15:00:00+03:00',
      product_list: productList(cart.data),
      total_cost: 40,
    };
    return (await env.shop.api().post(`${O}/create-new-order`).set(customer.auth).send(body).expect(201)).body.order_id;
  }

  const version = async (id: number): Promise<number> =>
    (await env.shop.api().get(`${ORDERS}/${id}`).set(env.admin.auth).expect(200)).body.version;

  it('records a price change with the old and new price and the staff member who made it', async () => {
    const product = env.shelf.products[1];
    await env.shop.api().put(`/api/v1/admin/products/${product.id}`).set(env.admin.auth).send({ price: 4.5 }).expect(200);
    const [entry] = await entries({ entity: 'product', entity_id: product.id });
    expect(entry).toMatchObject({
      actor_id: env.admin.user.id,
      actor_email: env.admin.user.email,
      actor_role: 'owner',
      entity: 'product',
      entity_id: product.id,
      action: 'update',
      changes: [{ field: 'price', old: 45, new: 4.5 }],
    });
    expect(new Date(entry.at).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });

  it('records an order edit with its lines, guests and total before and after', async () => {
    const id = await placeOrder();
    await env.shop
      .api()
      .put(`${ORDERS}/${id}`)
      .set(env.admin.auth)
      .send({ version: await version(id), guests: 12, lines: [{ product_id: env.shelf.products[0].id, quantity: 3 }] })
      .expect(200);
    const [entry] = await entries({ entity: 'order', entity_id: id });
    expect(entry.action).toBe('update');
    expect(entry.actor_id).toBe(env.admin.user.id);
    expect(changeOf(entry, 'guests')).toEqual({ field: 'guests', old: null, new: 12 });
    expect(changeOf(entry, 'total_cost')).toEqual({ field: 'total_cost', old: 40, new: 60 });
    const lines = changeOf(entry, 'lines');
    expect(lines?.old).toEqual([expect.objectContaining({ product_id: env.shelf.products[0].id, quantity: 2, price: 20 })]);
    expect(lines?.new).toEqual([expect.objectContaining({ product_id: env.shelf.products[0].id, quantity: 3, price: 20 })]);
  });

  it('records a status change and a reschedule under their own actions', async () => {
    const id = await placeOrder();
    await env.shop.api().put(`${ORDERS}/${id}`).set(env.admin.auth).send({ status: 'processing' }).expect(200);
    await env.shop.api().put(`${ORDERS}/${id}`).set(env.admin.auth).send({ delivery_at: '2026-12-11T12:00:00+03:00' }).expect(200);
    const [reschedule, status] = await entries({ entity: 'order', entity_id: id });
    expect(status).toMatchObject({ action: 'status', changes: [{ field: 'status', old: 'pending', new: 'processing' }] });
    expect(reschedule.action).toBe('reschedule');
    expect(changeOf(reschedule, 'delivery_at')).toEqual({
      field: 'delivery_at',
      old: '2026-12-10T12:00:00.000Z',
      new: '2026-12-11T09:00:00.000Z',
    });
  });

  it('records a payment and a refund (a negative payment) with their amounts', async () => {
    const id = await placeOrder();
    const paid = await env.shop.api().post(`${ORDERS}/${id}/payments`).set(env.admin.auth).send({ amount: 30, method: 'cash' }).expect(201);
    const refunded = await env.shop
      .api()
      .post(`${ORDERS}/${id}/payments`)
      .set(env.admin.auth)
      .send({ amount: -10, method: 'cash' })
      .expect(201);
    const [payment] = await entries({ entity: 'payment', entity_id: paid.body.payment.id });
    expect(payment).toMatchObject({ action: 'create', actor_id: env.admin.user.id });
    expect(changeOf(payment, 'amount')).toEqual({ field: 'amount', old: null, new: 30 });
    expect(changeOf(payment, 'order_id')).toEqual({ field: 'order_id', old: null, new: id });
    const [refund] = await entries({ entity: 'payment', entity_id: refunded.body.payment.id });
    expect(refund.action).toBe('refund');
    expect(changeOf(refund, 'amount')).toEqual({ field: 'amount', old: null, new: -10 });

    await env.shop.api().delete(`${ORDERS}/${id}/payments/${paid.body.payment.id}`).set(env.admin.auth).expect(200);
    const [removed] = await entries({ entity: 'payment', entity_id: paid.body.payment.id });
    expect(removed.action).toBe('delete');
    expect(changeOf(removed, 'amount')).toEqual({ field: 'amount', old: 30, new: null });
  });

  it('records a capacity change and a closed day', async () => {
    const before = (await env.shop.api().get(CAPACITY).set(env.admin.auth).expect(200)).body;
    await env.shop
      .api()
      .patch(CAPACITY)
      .set(env.admin.auth)
      .send({ max_guests_per_day: before.max_guests_per_day + 7, closed_dates: [{ date: '2026-12-20', reason: 'Санитарный день' }] })
      .expect(200);
    const [limits] = await entries({ entity: 'capacity' });
    expect(limits).toMatchObject({
      action: 'update',
      changes: [{ field: 'max_guests_per_day', old: before.max_guests_per_day, new: before.max_guests_per_day + 7 }],
    });
    const [closed] = await entries({ entity: 'closing_day' });
    expect(closed).toMatchObject({
      entity_id: null,
      action: 'create',
      changes: [
        { field: 'date', old: null, new: '2026-12-20' },
        { field: 'reason', old: null, new: 'Санитарный день' },
      ],
    });
  });

  it('records a staff change: the new cook, then the cook demoted and deactivated, with old and new values', async () => {
    const STAFF = '/api/v1/admin/staff';
    const created = await env.shop
      .api()
      .post(STAFF)
      .set(env.admin.auth)
      .send({ email: 'cook.audit@example.by', name: 'Ольга', surname: 'Повар', role: 'kitchen' })
      .expect(201);
    const id = created.body.id as number;
    await env.shop.api().put(`${STAFF}/${id}`).set(env.admin.auth).send({ role: 'driver' }).expect(200);
    await env.shop.api().delete(`${STAFF}/${id}`).set(env.admin.auth).expect(200);

    const [deactivated, demoted, made] = await entries({ entity: 'staff', entity_id: id });
    expect(made).toMatchObject({ action: 'create', actor_id: env.admin.user.id, actor_role: 'owner' });
    expect(changeOf(made, 'role')).toEqual({ field: 'role', old: null, new: 'kitchen' });
    expect(changeOf(made, 'email')).toEqual({ field: 'email', old: null, new: 'cook.audit@example.by' });
    expect(demoted.changes).toEqual([{ field: 'role', old: 'kitchen', new: 'driver' }]);
    expect(deactivated).toMatchObject({ action: 'update', changes: [{ field: 'active', old: true, new: false }] });
    expect(JSON.stringify([made, demoted, deactivated])).not.toMatch(/password|hash|token/i);
  });

  it('records an ingredient price change and a recipe written for a dish', async () => {
    const made = await env.shop
      .api()
      .post('/api/v1/admin/ingredients')
      .set(env.admin.auth)
      .send({ name: 'Картофель для журнала', unit: 'kg', price_per_unit: 1.2 })
      .expect(201);
    const id = made.body.id as number;
    await env.shop.api().put(`/api/v1/admin/ingredients/${id}`).set(env.admin.auth).send({ price_per_unit: 1.45 }).expect(200);
    const [repriced, created] = await entries({ entity: 'ingredient', entity_id: id });
    expect(created).toMatchObject({ action: 'create', actor_id: env.admin.user.id });
    expect(changeOf(created, 'name')).toEqual({ field: 'name', old: null, new: 'Картофель для журнала' });
    expect(repriced).toMatchObject({ action: 'update', changes: [{ field: 'price_per_unit', old: 1.2, new: 1.45 }] });

    const dish = env.shelf.products[1].id;
    const recipe = { yield_portions: 2, lines: [{ ingredient_id: id, quantity: 0.5, waste_percent: 10 }] };
    await env.shop.api().put(`/api/v1/admin/products/${dish}/recipe`).set(env.admin.auth).send(recipe).expect(200);
    const [written] = await entries({ entity: 'recipe', entity_id: dish });
    expect(written).toMatchObject({ action: 'create' });
    expect(changeOf(written, 'lines')).toEqual({
      field: 'lines',
      old: [],
      new: [{ ingredient: 'Картофель для журнала', quantity: 0.5, waste_percent: 10 }],
    });
  });

  it('records the customer as the actor of their own cancel', async () => {
    const id = await placeOrder();
    await env.shop.api().post(`${O}/cancel-order/${id}`).set(customer.auth).expect(200);
    const [entry] = await entries({ entity: 'order', entity_id: id });
    expect(entry).toMatchObject({ actor_id: customer.user.id, actor_email: customer.user.email, actor_role: null, action: 'cancel' });
    expect(changeOf(entry, 'status')).toEqual({ field: 'status', old: 'pending', new: 'canceled' });
    expect(await entries({ actor_id: customer.user.id })).toHaveLength(1);
  });

  it('writes no entry when the change rolls back (409 on a stale version)', async () => {
    const id = await placeOrder();
    const read = await version(id);
    await env.shop.api().put(`${ORDERS}/${id}`).set(env.admin.auth).send({ status: 'processing', version: read }).expect(200);
    const count = (await entries({ entity: 'order', entity_id: id })).length;
    await env.shop.api().put(`${ORDERS}/${id}`).set(env.admin.auth).send({ guests: 30, version: read }).expect(409);
    expect(await entries({ entity: 'order', entity_id: id })).toHaveLength(count);
  });

  it('filters by Minsk days (from/to) and sorts by time', async () => {
    const product = env.shelf.products[0];
    clock.set('2026-12-02T23:59');
    await env.shop.api().put(`/api/v1/admin/products/${product.id}`).set(env.admin.auth).send({ weight: 111 }).expect(200);
    clock.set('2026-12-03T00:00');
    await env.shop.api().put(`/api/v1/admin/products/${product.id}`).set(env.admin.auth).send({ weight: 222 }).expect(200);
    clock.set('2026-12-01T10:00');
    const weights = (list: Entry[]) => list.map((entry) => changeOf(entry, 'weight')?.new);
    expect(weights(await entries({ entity: 'product', entity_id: product.id, from: '2026-12-03', to: '2026-12-03' }))).toEqual([222]);
    expect(weights(await entries({ entity: 'product', entity_id: product.id, from: '2026-12-02', to: '2026-12-02' }))).toEqual([111]);
    expect(weights(await entries({ entity: 'product', entity_id: product.id, from: '2026-12-02' }))).toEqual([222, 111]);
    expect(weights(await entries({ entity: 'product', entity_id: product.id, from: '2026-12-02' }, { sort: '["at","ASC"]' }))).toEqual([
      111, 222,
    ]);
    const all = await entries({});
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect([...new Set(all.map((entry) => entry.entity))]).toEqual(
      expect.arrayContaining(['capacity', 'closing_day', 'product', 'order', 'payment']),
    );
    expect((await entries({ actor_id: env.admin.user.id })).every((entry) => entry.actor_id === env.admin.user.id)).toBe(true);
    const paged = await query({}, { range: '[0,1]' }).expect(200);
    expect(paged.body).toHaveLength(2);
    expect(paged.headers['content-range']).toBe(`audit-log 0-1/${all.length}`);
  });

  it('answers 400 naming the field for a bad filter or sort', async () => {
    for (const [filter, field] of [
      [{ actor_id: 'abc' }, 'actor_id'],
      [{ entity_id: 0 }, 'entity_id'],
      [{ entity: 'bogus' }, 'entity'],
      [{ from: '2026-13-01' }, 'from'],
      [{ to: '12/03/2026' }, 'to'],
    ] as const) {
      const response = await query(filter).expect(400);
      expect(JSON.stringify(response.body)).toContain(field);
    }
    const sort = await query({}, { sort: '["entity","ASC"]' }).expect(400);
    expect(JSON.stringify(sort.body)).toContain('sort');
  });

  it('is append-only: no route creates, edits or deletes an entry', async () => {
    const repository = env.shop.dataSource.getRepository(AuditLog);
    const count = await repository.count();
    const [first] = await entries({}, { range: '[0,0]' });
    for (const path of [LOG, `${LOG}/${first.id}`]) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const response = await env.shop.api()[method](path).set(env.admin.auth).send({ action: 'delete', changes: [] });
        expect([404, 405]).toContain(response.status);
      }
    }
    expect(await repository.count()).toBe(count);
    expect((await env.shop.api().get(`${LOG}/${first.id}`).set(env.admin.auth).expect(200)).body).toEqual(first);
  });

  it('is read by the owner and the accountant only', async () => {
    const [accountant, manager] = await Promise.all([
      createAccount(env.shop, { role: 'accountant' }),
      createAccount(env.shop, { role: 'manager' }),
    ]);
    await env.shop.api().get(LOG).set(accountant.auth).expect(200);
    await env.shop.api().get(LOG).set(manager.auth).expect(403);
    await env.shop.api().get(LOG).set(customer.auth).expect(403);
    await env.shop.api().get(LOG).expect(401);
  });
});
