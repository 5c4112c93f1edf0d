import { CustomerResponse } from '../src/orders/customer.dto';
import { User } from '../src/auth/user.entity';
import { createAccount, TestAccount } from './support/accounts';
import { insertOrder } from './support/kitchen';
import { useShopWithShelf } from './support/shop-with-accounts';

const R = '/api/v1/admin';
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

type CustomerRow = CustomerResponse;

/** The back office's customer list: per-account order totals in one query, search, sort, paging, and the orders of one customer. */
describe('REST admin API: customers', () => {
  const env = useShopWithShelf([10]);
  let svetlana: TestAccount;
  let oleg: TestAccount;
  let newcomer: TestAccount;
  const lastOrderAt = new Date('2031-03-04T05:06:07.000Z');

  const get = (path: string) => env.shop.api().get(`${R}${path}`).set(env.admin.auth);
  const customersOf = async (filter: Record<string, unknown>, sort: [string, string] = ['id', 'ASC']) =>
    (await get(`/customers?filter=${json(filter)}&sort=${json(sort)}`).expect(200)).body as CustomerRow[];

  async function account(name: string, surname: string, email: string, verified = true): Promise<TestAccount> {
    const created = await createAccount(env.shop, { email });
    await env.shop.dataSource.getRepository(User).update(created.user.id, { name, surname, isActive: verified });
    return created;
  }

  const order = (customer: TestAccount, price: number, status: 'pending' | 'completed' | 'canceled', dateCreated?: Date) =>
    insertOrder(env.shop, {
      customer,
      deliveryAt: null,
      status,
      lines: [{ productId: env.shelf.products[0].id, name: env.shelf.products[0].name, quantity: 1, price }],
      extra: dateCreated ? { dateCreated } : {},
    });

  beforeAll(async () => {
    svetlana = await account('Светлана', 'Ёлкина', 'sveta.elkina@kustomer.by');
    oleg = await account('Олег', 'Жуков', 'oleg.zhukov@kustomer.by');
    newcomer = await account('Марина', 'Новикова', 'marina.new@kustomer.by', false);
    await order(svetlana, 10.1, 'pending', new Date('2031-01-01T10:00:00.000Z'));
    await order(svetlana, 20.25, 'completed', lastOrderAt);
    await order(svetlana, 100, 'canceled', new Date('2030-12-31T10:00:00.000Z'));
    await order(oleg, 45.5, 'completed');
    await order(oleg, 0.15, 'pending');
  });

  it('answers each account’s orders count, total spent without canceled orders, and last order date; no orders → 0 and null', async () => {
    const rows = await customersOf({ q: '@kustomer.by' });
    expect(rows.map((row) => [row.email, row.orders_count, row.total_spent])).toEqual([
      ['sveta.elkina@kustomer.by', 3, 30.35],
      ['oleg.zhukov@kustomer.by', 2, 45.65],
      ['marina.new@kustomer.by', 0, 0],
    ]);
    const [sveta, , marina] = rows;
    expect(sveta).toEqual({
      id: svetlana.user.id,
      name: 'Светлана',
      surname: 'Ёлкина',
      email: 'sveta.elkina@kustomer.by',
      phone: '375291234567',
      verified: true,
      orders_count: 3,
      total_spent: 30.35,
      total_paid: 0,
      last_order_date: lastOrderAt.toISOString(),
      date_created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(marina).toMatchObject({ id: newcomer.user.id, verified: false, last_order_date: null, phone: null });
  });

  it('does not list administrators', async () => {
    const ids = (await get(`/customers?range=${json([0, 199])}`).expect(200)).body.map((row: CustomerRow) => row.id);
    expect(ids).toContain(env.customer.user.id);
    expect(ids).not.toContain(env.admin.user.id);
    await get(`/customers/${env.admin.user.id}`).expect(404);
  });

  it('searches by a Cyrillic name in any letter case, by name and surname together, and by e-mail', async () => {
    expect((await customersOf({ q: 'ЁЛКИНА' })).map((row) => row.id)).toEqual([svetlana.user.id]);
    expect((await customersOf({ q: 'светлана ёлкина' })).map((row) => row.id)).toEqual([svetlana.user.id]);
    expect((await customersOf({ q: 'жуков' })).map((row) => row.id)).toEqual([oleg.user.id]);
    expect((await customersOf({ q: 'OLEG.ZHUKOV@' })).map((row) => row.id)).toEqual([oleg.user.id]);
    expect(await customersOf({ q: '100%_' })).toEqual([]);
  });

  it('sorts by total spent in SQL and pages with Content-Range', async () => {
    const filter = json({ q: '@kustomer.by' });
    const first = await get(`/customers?filter=${filter}&sort=${json(['total_spent', 'DESC'])}&range=${json([0, 1])}`).expect(200);
    expect(first.body.map((row: CustomerRow) => row.id)).toEqual([oleg.user.id, svetlana.user.id]);
    expect(first.headers['content-range']).toBe('customers 0-1/3');
    const second = await get(`/customers?filter=${filter}&sort=${json(['total_spent', 'DESC'])}&range=${json([2, 3])}`).expect(200);
    expect(second.body.map((row: CustomerRow) => row.id)).toEqual([newcomer.user.id]);
    expect(second.headers['content-range']).toBe('customers 2-2/3');
    const ascending = await customersOf({ q: '@kustomer.by' }, ['total_spent', 'ASC']);
    expect(ascending.map((row) => row.id)).toEqual([newcomer.user.id, svetlana.user.id, oleg.user.id]);
    const byOrders = await customersOf({ q: '@kustomer.by' }, ['orders_count', 'DESC']);
    expect(byOrders.map((row) => row.id)).toEqual([svetlana.user.id, oleg.user.id, newcomer.user.id]);
  });

  it('answers one customer and getMany; unknown → 404', async () => {
    const one = (await get(`/customers/${oleg.user.id}`).expect(200)).body as CustomerRow;
    expect(one).toMatchObject({ id: oleg.user.id, orders_count: 2, total_spent: 45.65 });
    const many = (await get(`/customers?filter=${json({ id: [oleg.user.id, newcomer.user.id] })}`).expect(200)).body as CustomerRow[];
    expect(many.map((row) => row.id).sort((a, b) => a - b)).toEqual([oleg.user.id, newcomer.user.id].sort((a, b) => a - b));
    expect((await get('/customers/999999').expect(404)).body).toEqual({ detail: 'Клиент не найден' });
  });

  it('refuses an unknown sort field or filter value with a Russian 400', async () => {
    expect((await get(`/customers?sort=${json(['password_hash', 'ASC'])}`).expect(400)).body.detail).toContain(
      'неизвестное поле сортировки',
    );
    expect((await get(`/customers?filter=${json({ q: 'x'.repeat(201) })}`).expect(400)).body.detail).toContain('не более 200');
  });

  it('lists the orders of one customer (filter user_id) on the REST and documented lists', async () => {
    const rest = await get(`/orders?filter=${json({ user_id: oleg.user.id })}`).expect(200);
    expect(rest.body.map((row: { user_id: number }) => row.user_id)).toEqual([oleg.user.id, oleg.user.id]);
    expect(rest.headers['content-range']).toBe('orders 0-1/2');
    const documented = await env.shop
      .api()
      .get('/api/v1/bulbash_admin/get-all-orders')
      .query({ user_id: svetlana.user.id })
      .set(env.admin.auth)
      .expect(200);
    expect(documented.body.data).toHaveLength(3);
    expect((await get(`/orders?filter=${json({ user_id: 'abc' })}`).expect(400)).body.detail).toContain('id клиента');
  });

  it('is for administrators only: 401 without a token, 403 for a customer', async () => {
    for (const path of ['/customers', `/customers/${oleg.user.id}`]) {
      expect((await env.shop.api().get(`${R}${path}`).expect(401)).body).toEqual({ detail: expect.any(String) });
      expect((await env.shop.api().get(`${R}${path}`).set(env.customer.auth).expect(403)).body).toEqual({ detail: expect.any(String) });
    }
  });
});
