import { TaskRunner } from '../src/scheduling/scheduled-task';
import { PAYMENT_REMINDERS_TASK } from '../src/payments/payment-reminders.service';
import { Order } from '../src/orders/order.entity';
import { controlClock, minsk } from './support/clock';
import { insertOrder } from './support/payments';
import { binaryBody, pdfText } from './support/pdf';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';
const ADMIN_ORDERS = '/api/v1/admin/orders';

/**
 * One truth per order (issue 34, parts 1 and 2): the amount to collect is the unpaid balance on
 * every sheet and label; a payment's own date; due days by payment method (cash at the event, a
 * transfer on a working day, a company's own term); a corrected invoice after a change of total.
 */
describe('money: one figure everywhere', () => {
  const env = useShopWithTwoCustomers([100]);
  const clock = () => controlClock(env.shop);
  const order = (fields: Partial<Order>, itemCost = 100) => insertOrder(env.shop, env.alice.user.id, fields, itemCost);
  const pay = (id: number, body: Record<string, unknown>) =>
    env.shop.api().post(`${ADMIN_ORDERS}/${id}/payments`).set(env.admin.auth).send(body);
  const adminOrder = async (id: number) => (await env.shop.api().get(`${ADMIN_ORDERS}/${id}`).set(env.admin.auth).expect(200)).body;
  const dueIds = async (filter: 'awaiting' | 'overdue'): Promise<number[]> =>
    (
      await env.shop
        .api()
        .get(`${ADMIN_ORDERS}?filter=${encodeURIComponent(JSON.stringify({ payment_due: filter }))}&range=[0,199]`)
        .set(env.admin.auth)
        .expect(200)
    ).body.map((row: { id: number }) => row.id);
  const pdf = (path: string, token = env.admin.auth) => env.shop.api().get(path).set(token).buffer(true).parse(binaryBody);

  beforeAll(async () => {
    clock().set('2026-11-27T12:00');
    await env.shop
      .api()
      .patch(`${A}/payment-settings`)
      .set(env.admin.auth)
      .send({ balance_due_days: 2, company_payment_days: 5 })
      .expect(200);
  });

  it('the delivery sheet, its PDF and the labels: a paid order collects 0 («оплачено»), an unpaid one its balance', async () => {
    clock().set('2026-11-27T12:00');
    const day = '2026-12-16';
    const paid = await order({ paymentMethod: 'cash', deliveryAt: minsk(`${day}T12:00`), contactPhone: '375291110001' }, 5305.8);
    const unpaid = await order({ paymentMethod: 'cash', deliveryAt: minsk(`${day}T15:00`), contactPhone: '375291110002' }, 250);
    const part = await order({ paymentMethod: 'cash', deliveryAt: minsk(`${day}T18:00`), contactPhone: '375291110003' }, 300);
    await pay(paid.id, { amount: 5305.8 }).expect(201);
    await pay(part.id, { amount: 100 }).expect(201);
    expect(await adminOrder(paid.id)).toMatchObject({ payment_status: 'paid', balance_due: 0 });

    const sheet = (await env.shop.api().get(`${A}/delivery-sheet`).query({ date: day }).set(env.admin.auth).expect(200)).body;
    const stop = (id: number) => sheet.stops.find((row: { order_id: number }) => row.order_id === id);
    expect(stop(paid.id)).toMatchObject({ to_collect: 0, balance_due: 0, collect_label: 'оплачено' });
    expect(stop(unpaid.id)).toMatchObject({ to_collect: 250, balance_due: 250, collect_label: 'получить наличными 250,00\u00a0byn' });
    expect(stop(part.id)).toMatchObject({ to_collect: 200, balance_due: 200 });
    expect(sheet.cash_to_collect).toBe(450);
    expect(sheet.to_collect).toBe(450);

    const text = pdfText((await pdf(`${A}/delivery-sheet.pdf?date=${day}`).expect(200)).body as Buffer);
    expect(text).toContain('Получить наличными: 450,00 byn');
    expect(text).toContain('оплачено');
    expect(text).toContain('получить наличными');
    expect(text).not.toContain('5 305,80');

    const labels = pdfText((await pdf(`${A}/packing-labels.pdf?date=${day}`).expect(200)).body as Buffer);
    expect(labels).toContain('оплачено');
    expect(labels).toContain('получить наличными 250,00 byn');
    expect(labels).toContain('получить наличными 200,00 byn');
  });

  it('a payment has paid_at: now by default, an explicit past moment, never the future (400); its method defaults to the order’s', async () => {
    clock().set('2026-11-27T12:00');
    const transfer = await order({ paymentMethod: 'transfer', deliveryAt: minsk('2026-12-18T12:00') }, 500);
    const now = await pay(transfer.id, { amount: 100 }).expect(201);
    expect(now.body.payment).toMatchObject({ paid_at: '2026-11-27T12:00:00+03:00', method: 'transfer' });
    const past = await pay(transfer.id, { amount: 50, paid_at: '2026-11-20T09:15', method: 'cash' }).expect(201);
    expect(past.body.payment).toMatchObject({ paid_at: '2026-11-20T09:15:00+03:00', method: 'cash' });
    const before = (await adminOrder(transfer.id)).version;
    const future = await pay(transfer.id, { amount: 50, paid_at: '2026-11-28T12:00' }).expect(400);
    expect(future.body.detail).toMatch(/^paid_at: /);
    expect((await adminOrder(transfer.id)).version).toBe(before);
    const list = (await env.shop.api().get(`${ADMIN_ORDERS}/${transfer.id}/payments`).set(env.admin.auth).expect(200)).body;
    expect(list.data.map((row: { paid_at: string }) => row.paid_at)).toEqual(['2026-11-20T09:15:00+03:00', '2026-11-27T12:00:00+03:00']);
    expect(list.summary).toMatchObject({ paid_amount: 150, balance_due: 350 });
  });

  it('a cash order is due at its event: never overdue before it and never reminded', async () => {
    clock().set('2026-12-03T10:00');
    const cash = await order({
      paymentMethod: 'cash',
      dateCreated: minsk('2026-11-27T10:00'),
      deliveryAt: minsk('2026-12-05T15:00'),
      contactEmail: 'cash-on-delivery@example.by',
    });
    const card = await order({ paymentMethod: 'card', dateCreated: minsk('2026-11-27T10:00'), deliveryAt: minsk('2026-12-04T15:00') });
    expect(await adminOrder(cash.id)).toMatchObject({ balance_due_at: '2026-12-05', balance_due: 100 });
    expect(await adminOrder(card.id)).toMatchObject({ balance_due_at: '2026-12-04' });
    for (const today of ['2026-12-03T10:00', '2026-12-05T20:00']) {
      clock().set(today);
      expect(await dueIds('overdue')).not.toContain(cash.id);
      expect(await dueIds('awaiting')).toContain(cash.id);
      expect(await env.shop.app.get(TaskRunner).runOnce(PAYMENT_REMINDERS_TASK)).toBe(true);
    }
    clock().set('2026-12-06T09:00');
    expect(await dueIds('overdue')).toEqual(expect.arrayContaining([cash.id, card.id]));
    await env.shop.app.get(TaskRunner).runOnce(PAYMENT_REMINDERS_TASK);
    expect(env.shop.mail.messages.filter((mail) => mail.to.includes('cash-on-delivery@example.by'))).toEqual([]);
  });

  it('a transfer is due on a working day before the event, a company by its own term; the overdue filter agrees', async () => {
    clock().set('2026-11-23T10:00');
    const placed = minsk('2026-11-23T10:00');
    // Monday 07.12: two days before is Saturday → Friday 04.12; a company's five days → Wednesday 02.12.
    const person = await order({ paymentMethod: 'transfer', dateCreated: placed, deliveryAt: minsk('2026-12-07T12:00') });
    const company = await order({
      paymentMethod: 'transfer',
      payerType: 'company',
      dateCreated: placed,
      deliveryAt: minsk('2026-12-07T12:00'),
    });
    // A company ordering on Friday night for Monday: due on Monday, not on Saturday.
    const fridayNight = await order({
      paymentMethod: 'transfer',
      payerType: 'company',
      dateCreated: minsk('2026-11-27T22:30'),
      deliveryAt: minsk('2026-11-30T12:00'),
    });
    expect((await adminOrder(person.id)).balance_due_at).toBe('2026-12-04');
    expect((await adminOrder(company.id)).balance_due_at).toBe('2026-12-02');
    expect((await adminOrder(fridayNight.id)).balance_due_at).toBe('2026-11-30');

    clock().set('2026-11-28T10:00');
    expect(await dueIds('overdue')).not.toContain(fridayNight.id);
    clock().set('2026-12-03T10:00');
    const overdue = await dueIds('overdue');
    expect(overdue).toContain(company.id);
    expect(overdue).not.toContain(person.id);
    expect(await dueIds('awaiting')).toContain(person.id);
    clock().set('2026-12-05T10:00');
    expect(await dueIds('overdue')).toContain(person.id);
  });

  it('ordered and paid are told apart and agree: the dashboard’s paid is «Касса» for its days, a customer’s paid is the ledger of their orders', async () => {
    clock().set('2026-11-27T12:00');
    const first = await insertOrder(env.shop, env.bob.user.id, { paymentMethod: 'cash', deliveryAt: minsk('2026-12-20T12:00') }, 300);
    const second = await insertOrder(env.shop, env.bob.user.id, { paymentMethod: 'card', deliveryAt: minsk('2026-12-21T12:00') }, 200);
    await pay(first.id, { amount: 300, paid_at: '2026-11-26T10:00' }).expect(201);
    await pay(second.id, { amount: 150 }).expect(201);
    await pay(second.id, { amount: -50 }).expect(201);

    const customer = (await env.shop.api().get(`/api/v1/admin/customers/${env.bob.user.id}`).set(env.admin.auth).expect(200)).body;
    expect(customer).toMatchObject({ total_spent: 500, total_paid: 400 });

    const board = (await env.shop.api().get(`${A}/dashboard`).set(env.admin.auth).expect(200)).body;
    const from = board.daily[0].date;
    const to = board.daily[board.daily.length - 1].date;
    const cash = (await env.shop.api().get(`${A}/cash-report`).query({ from, to }).set(env.admin.auth).expect(200)).body;
    expect(board.last_30_days.paid).toBe(cash.totals.total);
    expect(typeof board.last_30_days.revenue).toBe('number');
  });

  it('a change of the total after an invoice issues a corrected one (new number, today, «взамен счёта № …»), the old one replaced, mailed', async () => {
    clock().set('2026-11-27T12:00');
    const email = 'accountant@example.by';
    const invoiced = await order({ paymentMethod: 'transfer', deliveryAt: minsk('2026-12-18T12:00'), contactEmail: email }, 497.5);
    const first = await pdf(`/api/v1/order/${invoiced.id}/invoice.pdf`, env.alice.auth).expect(200);
    const firstNumber = /invoice-(BC-2026-\d{6})\.pdf/.exec(String(first.headers['content-disposition']))![1];
    expect(pdfText(first.body as Buffer)).toContain('от 27.11.2026');
    // The same total: the same invoice.
    expect(String((await pdf(`/api/v1/order/${invoiced.id}/invoice.pdf`).expect(200)).headers['content-disposition'])).toContain(
      firstNumber,
    );

    clock().set('2026-11-28T09:00');
    const { version } = await adminOrder(invoiced.id);
    await env.shop.api().put(`${ADMIN_ORDERS}/${invoiced.id}`).set(env.admin.auth).send({ total_cost: 597, version }).expect(200);

    const letter = await env.shop.mail.waitFor(email, /изменён/);
    expect(letter.attachments).toHaveLength(1);
    const secondNumber = /invoice-(BC-2026-\d{6})\.pdf/.exec(letter.attachments[0].filename ?? '')![1];
    expect(secondNumber).not.toBe(firstNumber);
    expect(letter.text).toContain(`новый счёт взамен счёта № ${firstNumber}`);
    expect(secondNumber).not.toBe(firstNumber);
    const attached = pdfText(letter.attachments[0].content);
    expect(attached).toContain(`Счёт на оплату № ${secondNumber}`);
    expect(attached).toContain(`от 28.11.2026, взамен счёта № ${firstNumber}`);
    expect(attached).toContain('Итого: 597,00 byn');

    const invoices = (await env.shop.api().get(`/api/v1/order/${invoiced.id}/invoices`).set(env.alice.auth).expect(200)).body;
    expect(invoices).toEqual([
      expect.objectContaining({ number: firstNumber, state: 'replaced', replaced_by: secondNumber, total: 497.5, issued_at: '2026-11-27' }),
      expect.objectContaining({ number: secondNumber, state: 'current', replaces: firstNumber, total: 597, issued_at: '2026-11-28' }),
    ]);
    expect(invoices[0].label).toBe(`Счёт № ${firstNumber} от 27.11.2026 — заменён счётом № ${secondNumber}`);
    const current = await pdf(`/api/v1/order/${invoiced.id}/invoice.pdf`, env.alice.auth).expect(200);
    expect(String(current.headers['content-disposition'])).toContain(secondNumber);
    await env.shop.api().get(`/api/v1/order/${invoiced.id}/invoices`).set(env.bob.auth).expect(404);
  });
});
