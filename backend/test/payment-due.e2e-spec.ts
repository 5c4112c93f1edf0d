import { Order } from '../src/orders/order.entity';
import { minsk, controlClock } from './support/clock';
import { insertOrder } from './support/payments';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const SETTINGS = '/api/v1/bulbash_admin/payment-settings';
const TODAY = '2026-12-10';

interface Row {
  id: number;
  payment_status: string;
  balance_due: number;
  balance_due_at: string | null;
  deposit_due: { amount: number; due_at: string } | null;
}

/**
 * The back office's «Ожидают оплаты» (payment_due=awaiting) and «Просрочено» (payment_due=overdue)
 * filters: computed in SQL, on the days every order answer states (balance_due_at, deposit_due).
 */
describe('payment due filters', () => {
  const env = useShopWithTwoCustomers([100]);

  const order = (fields: Partial<Order>, itemCost = 100) => insertOrder(env.shop, env.alice.user.id, fields, itemCost);
  const pay = (id: number, amount: number) =>
    env.shop.api().post(`/api/v1/admin/orders/${id}/payments`).set(env.admin.auth).send({ amount, method: 'cash' }).expect(201);
  const list = async (filter: Record<string, unknown>): Promise<Row[]> =>
    (
      await env.shop
        .api()
        .get(`/api/v1/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,199]`)
        .set(env.admin.auth)
        .expect(200)
    ).body as Row[];

  beforeAll(async () => {
    controlClock(env.shop).set(`${TODAY}T10:00`);
    await env.shop
      .api()
      .patch(SETTINGS)
      .set(env.admin.auth)
      .send({ deposit_percent: 50, deposit_min_total: 500, balance_due_days: 2 })
      .expect(200);
  });

  it('splits what is owed into awaiting and overdue by the due days, at the day boundaries, in SQL', async () => {
    const placed = (day: string) => minsk(`${day}T09:00`);
    const cases = {
      // Balance day = event day − 2.
      balanceLate: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-11T23:30') }),
      balanceToday: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-12T09:30') }),
      balanceSoon: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-14T12:00') }),
      paidLate: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-11T12:00') }),
      canceledLate: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-11T12:00'), status: 'canceled' }),
      noEvent: await order({ dateCreated: placed('2026-10-01'), deliveryAt: null }),
      // 600 byn: a 300 byn deposit, due 3 days after placing (never after the balance).
      depositLate: await order({ dateCreated: placed('2026-12-06'), deliveryAt: minsk('2026-12-30T12:00') }, 600),
      depositToday: await order({ dateCreated: placed('2026-12-07'), deliveryAt: minsk('2026-12-30T12:00') }, 600),
      depositPaid: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-30T12:00') }, 600),
      depositPartly: await order({ dateCreated: placed('2026-12-01'), deliveryAt: minsk('2026-12-30T12:00') }, 600),
    };
    await pay(cases.paidLate.id, 100);
    await pay(cases.depositPaid.id, 300);
    await pay(cases.depositPartly.id, 299.99);
    const name = new Map(Object.entries(cases).map(([key, value]) => [value.id, key]));
    const ours = (rows: Row[]) =>
      rows
        .filter((row) => name.has(row.id))
        .map((row) => name.get(row.id))
        .sort();

    const overdue = await list({ payment_due: 'overdue' });
    expect(ours(overdue)).toEqual(['balanceLate', 'depositLate', 'depositPartly'].sort());
    const awaiting = await list({ payment_due: 'awaiting' });
    expect(ours(awaiting)).toEqual(['balanceSoon', 'balanceToday', 'depositPaid', 'depositToday', 'noEvent'].sort());

    // The answers' own due days agree with the filter on every row it returns.
    const late = (row: Row) =>
      (row.deposit_due !== null && row.deposit_due.due_at < TODAY) ||
      (row.balance_due > 0 && row.balance_due_at !== null && row.balance_due_at < TODAY);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((row) => late(row) && row.balance_due > 0)).toBe(true);
    expect(awaiting.every((row) => !late(row) && row.balance_due > 0)).toBe(true);

    // Combined with the other filters, and a day later the «today» ones are late.
    expect(ours(await list({ payment_due: 'overdue', payment_status: 'deposit_paid' }))).toEqual([]);
    controlClock(env.shop).set('2026-12-11T00:05');
    expect(ours(await list({ payment_due: 'overdue' }))).toEqual(
      ['balanceLate', 'balanceToday', 'depositLate', 'depositPartly', 'depositToday'].sort(),
    );
    controlClock(env.shop).set(`${TODAY}T10:00`);
  });

  it('refuses an unknown value with a 400 naming the field, on both list APIs', async () => {
    const rest = await env.shop
      .api()
      .get(`/api/v1/admin/orders?filter=${encodeURIComponent(JSON.stringify({ payment_due: 'soon' }))}`)
      .set(env.admin.auth)
      .expect(400);
    expect(rest.body.detail).toBe('payment_due: expected awaiting or overdue');
    const legacy = await env.shop
      .api()
      .get('/api/v1/bulbash_admin/get-all-orders')
      .query({ payment_due: 'late' })
      .set(env.admin.auth)
      .expect(400);
    expect(legacy.body.detail).toBe('payment_due: expected awaiting or overdue');
    const ok = await env.shop.api().get('/api/v1/bulbash_admin/get-all-orders').query({ payment_due: 'awaiting' }).set(env.admin.auth);
    expect(ok.status).toBe(200);
  });

  it('publishes the deposit terms without sign-in (the checkout announces the deposit from them)', async () => {
    const terms = await env.shop.api().get('/api/v1/order/payment-terms').expect(200);
    expect(terms.body).toEqual({ deposit_percent: 50, deposit_min_total: 500, balance_due_days: 2, company_payment_days: 5 });
  });
});
