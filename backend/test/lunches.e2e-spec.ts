import { formatByn, shiftDay } from '@bulbash/rules';
import { LunchInvoice } from '../src/lunches/lunch-invoice.entity';
import { LUNCH_CUTOFF_TASK, LunchCutoff } from '../src/lunches/lunch-cutoff.service';
import { LUNCH_MONTH_END_TASK } from '../src/lunches/lunch-month-end.service';
import { Order } from '../src/orders/order.entity';
import { OrderItem } from '../src/orders/order-item.entity';
import { OrderPayment } from '../src/payments/payment.entity';
import { PAYMENT_REMINDERS_TASK } from '../src/payments/payment-reminders.service';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { createAccount, TestAccount } from './support/accounts';
import { createShelf, TestShelf } from './support/catalogue';
import { controlClock } from './support/clock';
import { createLunchContract, LUNCH_CONTRACTS, publishLunchMenu } from './support/lunches';
import { binaryBody, pdfText } from './support/pdf';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Office lunches (issue 46) on one instance, both engines, with the clock set: a contract of
 * 5 days × 30 people, the contact's changes until the cutoff (then 409 naming it), a skipped day,
 * the cutoff job making exactly one order per working day however often it runs, a closed day
 * making none (and saying so to both sides), the month's invoice and act (read back with
 * pdftotext), a transfer matched against it, and another company's contact refused (404).
 * Two instances at once: lunch-scale-out.e2e-spec.ts (MariaDB).
 */
describe('office lunches', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let shelf: TestShelf;
  const clock = () => controlClock(shop);
  const tick = (task = LUNCH_CUTOFF_TASK) => shop.app.get(TaskRunner).runOnce(task);
  const api = () => shop.api();
  const lunchOrders = (contractId: number) =>
    shop.dataSource.getRepository(Order).find({ where: { origin: 'lunch', originId: contractId }, order: { deliveryAt: 'ASC' } });
  const days = async (contact: TestAccount, id: number, from: string, to: string) =>
    (await api().get(`/api/v1/lunches/${id}/days?from=${from}&to=${to}`).set(contact.auth).expect(200)).body as Array<
      Record<string, unknown>
    >;
  const lettersTo = (email: string, subject: RegExp) =>
    shop.mail.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  /** Runs the job at each day's cutoff + 1 minute, twice, plus a direct run: what the schedule and a retry would do. */
  const cutoffs = async (week: string[]) => {
    for (const day of week) {
      clock().set(`${shiftDay(day, -1)}T10:01`);
      await tick();
      await tick();
      await shop.app.get(LunchCutoff).closeDue();
    }
  };

  beforeAll(async () => {
    shop = await startTestApp();
    admin = await createAccount(shop, { admin: true });
    shelf = await createShelf(shop, [8.5, 6, 4]);
  });
  afterAll(() => shop.close());

  it('the contact changes Wednesday to 26 before the cutoff, not after (409 naming it), skips a day; another company’s contact gets 404', async () => {
    clock().set('2026-10-30T12:00');
    const contact = await createAccount(shop);
    const stranger = await createAccount(shop);
    const contract = await createLunchContract(shop, admin, contact);
    await publishLunchMenu(
      shop,
      admin,
      '2026-11-02',
      ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'],
      shelf.products.map((p) => p.id),
    );

    const mine = (await api().get('/api/v1/lunches').set(contact.auth).expect(200)).body as Array<Record<string, unknown>>;
    expect(mine.map((row) => row.id)).toEqual([contract.id]);
    expect(mine[0]).toMatchObject({
      headcount: 30,
      price_per_person: 15,
      cutoff_time: '10:00',
      late_charge_percent: 100,
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(mine[0].terms).toContain('до 10:00 накануне');
    expect((await api().get('/api/v1/lunches').set(stranger.auth).expect(200)).body).toEqual([]);

    const week = await days(contact, contract.id, '2026-11-02', '2026-11-08');
    expect(week.map((day) => day.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    const wednesday = week[2];
    expect(wednesday).toMatchObject({
      headcount: 30,
      editable: true,
      skipped: false,
      cutoff_at: '2026-11-03T10:00:00+03:00',
      state: 'open',
      set: 'Набор А',
      amount: 450,
    });
    expect((wednesday.sets as Array<{ name: string }>).map((set) => set.name)).toEqual(['Набор А', 'Набор Б']);

    clock().set('2026-11-03T09:59');
    const changed = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2026-11-04`)
      .set(contact.auth)
      .send({ headcount: 26, set: 'Набор Б', diet_note: '2 вегетарианских' })
      .expect(200);
    expect(changed.body).toMatchObject({
      date: '2026-11-04',
      headcount: 26,
      set: 'Набор Б',
      diet_note: '2 вегетарианских',
      editable: true,
      amount: 390,
    });
    const skipped = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2026-11-05`)
      .set(contact.auth)
      .send({ skipped: true })
      .expect(200);
    expect(skipped.body).toMatchObject({ skipped: true, amount: 0 });

    // The contact's change is in the audit log, by the contact.
    const audit = await api()
      .get(`/api/v1/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'lunch_day' }))}`)
      .set(admin.auth)
      .expect(200);
    const entry = (audit.body as Array<{ actor_id: number; changes: Array<{ field: string; old: unknown; new: unknown }> }>).find(
      (row) => row.actor_id === contact.user.id && row.changes.some((change) => change.field === 'headcount'),
    );
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'date', old: '2026-11-04', new: '2026-11-04' },
        { field: 'headcount', old: 30, new: 26 },
        { field: 'set', old: 'Набор А', new: 'Набор Б' },
      ]),
    );

    clock().set('2026-11-03T10:00');
    const late = await api().patch(`/api/v1/lunches/${contract.id}/days/2026-11-04`).set(contact.auth).send({ headcount: 25 }).expect(409);
    expect(late.body).toEqual({
      detail: 'Изменения на 04.11.2026 принимались до 10:00 03.11.2026',
      cutoff_at: '2026-11-03T10:00:00+03:00',
    });
    const after = await days(contact, contract.id, '2026-11-04', '2026-11-04');
    expect(after[0]).toMatchObject({ headcount: 26, editable: false, reason: 'Изменения на 04.11.2026 принимались до 10:00 03.11.2026' });

    // Another company's contact can neither read nor change it, even while the day is open.
    await api().get(`/api/v1/lunches/${contract.id}/days?from=2026-11-02&to=2026-11-06`).set(stranger.auth).expect(404);
    const refused = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2026-11-06`)
      .set(stranger.auth)
      .send({ headcount: 1 })
      .expect(404);
    expect(refused.body).toEqual({ detail: 'Договор на обеды не найден' });
    // Bad input: a set not of the day, a day not of the contract, not a date, nothing to change.
    const badSet = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2026-11-06`)
      .set(contact.auth)
      .send({ set: 'Набор Б' })
      .expect(400);
    expect(badSet.body.detail).toMatch(/^set: /);
    await api().patch(`/api/v1/lunches/${contract.id}/days/2026-11-07`).set(contact.auth).send({ headcount: 3 }).expect(404);
    await api().patch(`/api/v1/lunches/${contract.id}/days/2026-11-31`).set(contact.auth).send({ headcount: 3 }).expect(400);
    await api().patch(`/api/v1/lunches/${contract.id}/days/2026-11-06`).set(contact.auth).send({}).expect(400);
    const zero = await api().patch(`/api/v1/lunches/${contract.id}/days/2026-11-06`).set(contact.auth).send({ headcount: 0 }).expect(400);
    expect(zero.body.detail).toMatch(/^headcount: /);
  });

  it('the job makes exactly one order per working day when run twice or late; a closed day makes none and says so to both sides', async () => {
    clock().set('2026-11-06T12:00');
    const contact = await createAccount(shop);
    const contract = await createLunchContract(shop, admin, contact, {
      starts_on: '2026-11-09',
      ends_on: '2026-11-13',
      po_number: 'PO-4471',
    });
    const week = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    await publishLunchMenu(
      shop,
      admin,
      '2026-11-09',
      week,
      shelf.products.map((p) => p.id),
    );
    await api()
      .patch('/api/v1/bulbash_admin/capacity')
      .set(admin.auth)
      .send({ closed_dates: [{ date: '2026-11-12', reason: 'Санитарный день' }], confirm: true })
      .expect(200);

    await cutoffs(week);
    // Late: the job runs again on the day itself, after its cutoff: nothing new.
    clock().set('2026-11-13T11:00');
    await tick();

    const orders = await lunchOrders(contract.id);
    expect(orders.map((order) => order.checkoutKey)).toEqual(['09', '10', '11', '13'].map((day) => `lunch:${contract.id}:2026-11-${day}`));
    expect(orders.map((order) => new Date(order.deliveryAt!).toISOString())).toEqual([
      '2026-11-09T09:30:00.000Z',
      '2026-11-10T09:30:00.000Z',
      '2026-11-11T09:30:00.000Z',
      '2026-11-13T09:30:00.000Z',
    ]);
    for (const order of orders) {
      expect(order).toMatchObject({
        guests: 30,
        totalCost: 450,
        paymentMethod: 'transfer',
        payerType: 'company',
        companyName: 'ООО «Ромашка»',
        status: 'pending',
      });
      expect(order.comment).toBe('Обеды по договору · ООО «Ромашка» · Набор А · PO PO-4471');
      const items = await shop.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
      expect(items.map((item) => [item.productId, item.quantity])).toEqual([
        [shelf.products[0].id, 30],
        [shelf.products[1].id, 30],
      ]);
    }
    // No confirmation per day: the contact hears only of the closed day.
    expect(lettersTo(contact.user.email, /Заказ/)).toEqual([]);

    const thursday = (await days(contact, contract.id, '2026-11-12', '2026-11-12'))[0];
    expect(thursday).toMatchObject({ state: 'closed', order_id: null, editable: false, closed_reason: 'Санитарный день', amount: 0 });
    expect(thursday.reason).toBe('Кухня не работает 12.11.2026: Санитарный день. Обеды не заказаны');
    await shop.mail.waitFor(contact.user.email, /Обеды на 12\.11\.2026 не будут доставлены/);
    const shopEmail = (await api().get('/api/v1/contacts').expect(200)).body.email as string;
    const shopNotice = await shop.mail.waitFor(shopEmail, new RegExp(`Обеды по договору №${contract.id} на 12\\.11\\.2026 не заказаны`));
    expect(shopNotice.text).toContain('Санитарный день');
    expect(lettersTo(contact.user.email, /12\.11\.2026/)).toHaveLength(1);
    const wednesday = (await days(contact, contract.id, '2026-11-11', '2026-11-11'))[0];
    expect(wednesday).toMatchObject({ state: 'ordered', order_id: orders[2].id, editable: false });

    // The kitchen's sheets show it like any order, marked with the company.
    const sheet = await api()
      .get('/api/v1/bulbash_admin/production-sheet?date_from=2026-11-11&date_to=2026-11-11')
      .set(admin.auth)
      .expect(200);
    const event = (sheet.body.events as Array<{ order_id: number; comment: string; guests: number }>).find(
      (row) => row.order_id === orders[2].id,
    );
    expect(event).toMatchObject({ guests: 30, comment: 'Обеды по договору · ООО «Ромашка» · Набор А · PO PO-4471' });
    const delivery = await api().get('/api/v1/bulbash_admin/delivery-sheet?date=2026-11-11').set(admin.auth).expect(200);
    expect(
      (delivery.body.stops as Array<{ order_id: number; address: string }>).find((stop) => stop.order_id === orders[2].id),
    ).toMatchObject({
      address: 'г. Минск, пр. Победителей, 100, офис 501',
    });
    const labels = pdfText(
      (
        await api()
          .get('/api/v1/bulbash_admin/packing-labels.pdf?date=2026-11-11')
          .set(admin.auth)
          .buffer(true)
          .parse(binaryBody)
          .expect(200)
      ).body as Buffer,
    );
    expect(labels).toContain(`№${orders[2].id}`);
    expect(labels).toContain('Обеды по договору · ООО «Ромашка»');
    const purchase = await api().get('/api/v1/bulbash_admin/purchase-list?from=2026-11-11&to=2026-11-11').set(admin.auth).expect(200);
    expect(JSON.stringify(purchase.body)).toContain(shelf.products[0].name);
  });

  it('the month’s invoice sums the delivered days with a late change apart, the act lists them; close-month is idempotent; a transfer is matched', async () => {
    clock().set('2026-10-16T12:00');
    const contact = await createAccount(shop);
    const stranger = await createAccount(shop);
    const contract = await createLunchContract(shop, admin, contact, { starts_on: '2026-10-19', ends_on: '2026-10-23' });
    const week = ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23'];
    await publishLunchMenu(
      shop,
      admin,
      '2026-10-19',
      week,
      shelf.products.map((p) => p.id),
    );
    await api().patch(`/api/v1/lunches/${contract.id}/days/2026-10-20`).set(contact.auth).send({ skipped: true }).expect(200);
    await cutoffs(week);

    // After Wednesday's order is made, the office asks the manager for 26: the 4 dropped are charged in full.
    clock().set('2026-10-21T09:00');
    await api().patch(`/api/v1/lunches/${contract.id}/days/2026-10-21`).set(contact.auth).send({ headcount: 26 }).expect(409);
    const lateChange = await api()
      .patch(`${LUNCH_CONTRACTS}/${contract.id}/days/2026-10-21`)
      .set(admin.auth)
      .send({ headcount: 26 })
      .expect(200);
    expect(lateChange.body).toMatchObject({ headcount: 26, late_charge: 60, amount: 390, state: 'ordered' });
    const orders = await lunchOrders(contract.id);
    expect(orders).toHaveLength(4);
    expect(orders[1]).toMatchObject({ guests: 26, totalCost: 450 });
    expect(await shop.dataSource.getRepository(OrderItem).findBy({ orderId: orders[1].id })).toEqual(
      expect.arrayContaining([expect.objectContaining({ productId: shelf.products[0].id, quantity: 26 })]),
    );

    // The first working day of November: the month-end task invoices October, once.
    clock().set('2026-11-02T09:00');
    await tick(LUNCH_MONTH_END_TASK);
    await tick(LUNCH_MONTH_END_TASK);
    const statement = (await api().get(`${LUNCH_CONTRACTS}/${contract.id}/statement?month=2026-10`).set(admin.auth).expect(200)).body;
    expect(statement).toMatchObject({
      month: '2026-10',
      delivered_days: 4,
      delivered_total: 1740,
      late_charges: 60,
      total: 1800,
      issued_on: '2026-11-02',
      due_on: '2026-11-09',
      paid: 0,
      due: 1800,
    });
    expect(statement.invoice_number).toMatch(/^BC-2026-\d{6}$/);
    expect(
      (statement.days as Array<{ date: string; headcount: number; amount: number; late_charge: number }>).map((day) => [
        day.date,
        day.headcount,
        day.amount,
        day.late_charge,
      ]),
    ).toEqual([
      ['2026-10-19', 30, 450, 0],
      ['2026-10-21', 26, 390, 60],
      ['2026-10-22', 30, 450, 0],
      ['2026-10-23', 30, 450, 0],
    ]);
    const again = await api().post(`${LUNCH_CONTRACTS}/${contract.id}/close-month`).set(admin.auth).send({ month: '2026-10' }).expect(200);
    expect(again.body.invoice_number).toBe(statement.invoice_number);
    expect(await shop.dataSource.getRepository(LunchInvoice).countBy({ contractId: contract.id })).toBe(1);

    // E-mailed to the contact with both PDFs.
    const letter = await shop.mail.waitFor(contact.user.email, /Счёт № BC-2026-\d{6} и акт за обеды, октябрь 2026/);
    expect(letter.attachments.map((file) => file.filename).sort()).toEqual([
      `act-${statement.invoice_number}.pdf`,
      `invoice-${statement.invoice_number}.pdf`,
    ]);

    const pdf = async (path: string, who: TestAccount) =>
      pdfText((await api().get(path).set(who.auth).buffer(true).parse(binaryBody).expect(200)).body as Buffer);
    const invoice = await pdf(`${LUNCH_CONTRACTS}/${contract.id}/invoices/2026-10.pdf`, admin);
    expect(invoice).toContain(`Счёт на оплату № ${statement.invoice_number}`);
    for (const day of ['19.10.2026', '21.10.2026', '22.10.2026', '23.10.2026']) expect(invoice).toContain(`Обеды по договору, ${day}`);
    expect(invoice).not.toContain('20.10.2026');
    expect(invoice).toContain('Изменение после срока, 21.10.2026');
    expect(invoice).toContain(`Итого: ${formatByn(1800).replace(/\u00a0/g, ' ')}`);
    expect(invoice).toContain('ООО «Ромашка», УНП 190123456');
    const act = await pdf(`/api/v1/lunches/${contract.id}/acts/2026-10.pdf`, contact);
    expect(act).toContain(`Акт сдачи-приёмки оказанных услуг № ${statement.invoice_number}`);
    expect(act).toMatch(/Исполнитель:[\s\S]*Заказчик:/);
    for (const day of ['19.10.2026', '21.10.2026', '22.10.2026', '23.10.2026']) expect(act).toContain(`Обеды по договору, ${day}`);
    expect(act).not.toContain('Обеды по договору, 20.10.2026');
    expect(act).toContain('М.П.');
    expect(act).toContain('____________________');
    await api().get(`/api/v1/lunches/${contract.id}/invoices/2026-10.pdf`).set(contact.auth).expect(200);
    await api().get(`/api/v1/lunches/${contract.id}/acts/2026-10.pdf`).set(stranger.auth).expect(404);
    await api().get(`/api/v1/lunches/${contract.id}/invoices/2026-10.pdf`).set(stranger.auth).expect(404);
    await api().get(`/api/v1/lunches/${contract.id}/invoices/2026-09.pdf`).set(contact.auth).expect(404);

    // The existing reminders apply to the monthly invoice, once; its days are not reminded one by one.
    clock().set('2026-11-07T10:00');
    await tick(PAYMENT_REMINDERS_TASK);
    await tick(PAYMENT_REMINDERS_TASK);
    await shop.mail.waitFor(contact.user.email, /Счёт № BC-2026-\d{6} за обеды: оплата до 09\.11\.2026/);
    expect(lettersTo(contact.user.email, /за обеды: оплата до/)).toHaveLength(1);
    expect(lettersTo(contact.user.email, /^Заказ №\d+: (оплата|предоплата)/)).toEqual([]);

    // A transfer: at most what is due, split over the month's orders through the ledger.
    const transfer = (amount: number) =>
      api().post(`${LUNCH_CONTRACTS}/${contract.id}/payments`).set(admin.auth).send({ month: '2026-10', amount });
    const over = await transfer(2000).expect(400);
    expect(over.body.detail).toBe(`amount: к оплате по счёту осталось ${formatByn(1800)}`);
    expect((await transfer(1000).expect(200)).body).toMatchObject({ paid: 1000, due: 800, total: 1800 });
    const entries = await shop.dataSource.getRepository(OrderPayment).find({ where: orders.map((order) => ({ orderId: order.id })) });
    expect(entries.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBe(1000);
    expect(entries.every((entry) => entry.method === 'transfer' && entry.note === `Оплата по счёту № ${statement.invoice_number}`)).toBe(
      true,
    );
    expect((await transfer(800).expect(200)).body).toMatchObject({ paid: 1800, due: 0 });
    await transfer(1).expect(409);
  });

  it('a public holiday starts skipped with its name; the cutoff makes no order for it, unless the contact ordered it', async () => {
    clock().set('2026-12-20T12:00');
    const contact = await createAccount(shop);
    const contract = await createLunchContract(shop, admin, contact, { starts_on: '2026-12-31', ends_on: '2027-01-08' });
    const before = await days(contact, contract.id, '2026-12-31', '2027-01-08');
    expect(before.map((day) => [day.date, day.skipped, day.holiday])).toEqual([
      ['2026-12-31', false, null],
      ['2027-01-01', true, 'Новый год'],
      ['2027-01-04', false, null],
      ['2027-01-05', false, null],
      ['2027-01-06', false, null],
      ['2027-01-07', true, 'Рождество Христово (православное)'],
      ['2027-01-08', false, null],
    ]);
    expect(before[1]).toMatchObject({ editable: true, amount: 0 });
    // The company works on the 7th: its contact orders the day like any other.
    const ordered = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2027-01-07`)
      .set(contact.auth)
      .send({ skipped: false })
      .expect(200);
    expect(ordered.body).toMatchObject({ skipped: false, holiday: 'Рождество Христово (православное)', amount: 450 });
    // A change of people on the 1st keeps it skipped: only «skipped: false» orders a holiday.
    await api().patch(`/api/v1/lunches/${contract.id}/days/2027-01-01`).set(contact.auth).send({ headcount: 12 }).expect(200);

    await cutoffs(before.map((day) => String(day.date)));
    const orders = await lunchOrders(contract.id);
    expect(orders.map((order) => order.checkoutKey)).toEqual(
      ['2026-12-31', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'].map((day) => `lunch:${contract.id}:${day}`),
    );
    const newYear = (await days(contact, contract.id, '2027-01-01', '2027-01-01'))[0];
    expect(newYear).toMatchObject({ state: 'skipped', skipped: true, holiday: 'Новый год', order_id: null, amount: 0 });
    expect(lettersTo(contact.user.email, /01\.01\.2027/)).toEqual([]);
  });

  it('the manager closes the next day early: the same job, idempotent; the contact then sees it closed', async () => {
    clock().set('2026-11-23T08:00');
    const contact = await createAccount(shop);
    const contract = await createLunchContract(shop, admin, contact, { starts_on: '2026-11-23', ends_on: '2026-11-27' });
    const first = await api().post(`${LUNCH_CONTRACTS}/run-cutoff`).set(admin.auth).send({}).expect(200);
    const tuesday = (first.body.days as Array<Record<string, unknown>>).find(
      (day) => day.contract_id === contract.id && day.date === '2026-11-24',
    );
    expect(tuesday).toMatchObject({ outcome: 'ordered', closed_now: true });
    const second = await api().post(`${LUNCH_CONTRACTS}/run-cutoff`).set(admin.auth).send({}).expect(200);
    expect(
      (second.body.days as Array<Record<string, unknown>>).find((day) => day.contract_id === contract.id && day.date === '2026-11-24'),
    ).toMatchObject({
      outcome: 'ordered',
      closed_now: false,
      order_id: tuesday!.order_id,
    });
    // Monday's cutoff (Sunday 10:00) had passed: closed by the same run; no menu yet, so the order says so.
    const orders = await lunchOrders(contract.id);
    expect(orders).toHaveLength(2);
    const closed = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2026-11-24`)
      .set(contact.auth)
      .send({ headcount: 20 })
      .expect(409);
    expect(closed.body.detail).toBe(`День 24.11.2026 уже закрыт: заказ №${String(tuesday!.order_id)} передан на кухню`);
    expect(orders[1]).toMatchObject({ totalCost: 450, guests: 30 });
  });

  it('the back office’s resource follows react-admin: list with Content-Range and filters, one, create, update; a paused contract makes no orders', async () => {
    clock().set('2026-11-30T09:00');
    const contact = await createAccount(shop);
    const contract = await createLunchContract(shop, admin, contact, { starts_on: '2026-12-01', ends_on: null, weekdays: [2, 4] });
    const list = await api()
      .get(
        `${LUNCH_CONTRACTS}?filter=${encodeURIComponent(JSON.stringify({ contact_user_id: contact.user.id }))}&range=[0,9]&sort=["id","DESC"]`,
      )
      .set(admin.auth)
      .expect(200);
    expect(list.headers['content-range']).toBe('lunch-contracts 0-0/1');
    expect(list.body[0]).toMatchObject({
      id: contract.id,
      weekdays: [2, 4],
      ends_on: null,
      status: 'active',
      contact_email: contact.user.email,
    });
    expect((await api().get(`${LUNCH_CONTRACTS}/${contract.id}`).set(admin.auth).expect(200)).body.company).toEqual(
      expect.objectContaining({ unp: '190123456' }),
    );
    await api().get(`${LUNCH_CONTRACTS}/999999`).set(admin.auth).expect(404);

    const paused = await api()
      .put(`${LUNCH_CONTRACTS}/${contract.id}`)
      .set(admin.auth)
      .send({ ...list.body[0], status: 'paused', headcount: 12 })
      .expect(200);
    expect(paused.body).toMatchObject({ status: 'paused', headcount: 12, status_label: 'приостановлен' });
    const refused = await api()
      .patch(`/api/v1/lunches/${contract.id}/days/2026-12-03`)
      .set(contact.auth)
      .send({ headcount: 5 })
      .expect(409);
    expect(refused.body.detail).toBe('Договор приостановлен: обеды не заказываются');
    clock().set('2026-11-30T10:30');
    await tick();
    expect(await lunchOrders(contract.id)).toEqual([]);

    const bad = (fields: Record<string, unknown>) =>
      api()
        .post(LUNCH_CONTRACTS)
        .set(admin.auth)
        .send({
          company: { name: 'ООО «Ромашка»', unp: '190123456', address: 'Минск', account: 'BY13NBRB3600900000002Z00AB00', bic: 'NBRBBY2X' },
          contact_user_id: contact.user.id,
          delivery_address: 'Минск',
          delivery_time: '12:30',
          headcount: 30,
          price_per_person: 15,
          starts_on: '2026-12-01',
          ...fields,
        });
    expect((await bad({ delivery_time: '25:00' }).expect(400)).body.detail).toMatch(/^delivery_time: /);
    expect((await bad({ weekdays: [0, 1] }).expect(400)).body.detail).toMatch(/^weekdays: /);
    expect(
      (
        await bad({ company: { name: 'X', unp: '12', address: 'Минск', account: 'BY13NBRB3600900000002Z00AB00', bic: 'NBRBBY2X' } }).expect(
          400,
        )
      ).body.detail,
    ).toMatch(/^company\.unp: /);
    expect((await bad({ ends_on: '2026-11-01' }).expect(400)).body.detail).toMatch(/^ends_on: /);
    expect((await bad({ contact_user_id: admin.user.id }).expect(400)).body.detail).toMatch(/^contact_user_id: /);
    expect((await bad({ late_charge_percent: 101 }).expect(400)).body.detail).toMatch(/^late_charge_percent: /);
    expect((await bad({ headcount: undefined }).expect(400)).body.detail).toBe('headcount: заполните поле!');
  });

  it('the week’s menu: published for a Monday, read back; a day outside the week, a non-Monday or a missing dish refused', async () => {
    const menu = '/api/v1/admin/lunch-menus';
    const [soup] = shelf.products;
    const put = (monday: string, days: unknown) => api().put(`${menu}/${monday}`).set(admin.auth).send({ days });
    const published = await put('2026-12-07', [
      { date: '2026-12-08', sets: [{ name: 'Обед', lines: [{ product_id: soup.id, quantity_per_person: 1.5 }] }] },
    ]).expect(200);
    expect(published.body).toEqual({
      monday: '2026-12-07',
      days: [
        {
          date: '2026-12-08',
          sets: [{ name: 'Обед', lines: [{ product_id: soup.id, quantity_per_person: 1.5, product_name: soup.name, price: 8.5 }] }],
        },
      ],
    });
    expect((await api().get(`${menu}/2026-12-07`).set(admin.auth).expect(200)).body).toEqual(published.body);
    await put('2026-12-08', []).expect(400);
    expect(
      (
        await put('2026-12-07', [
          { date: '2026-12-14', sets: [{ name: 'A', lines: [{ product_id: soup.id, quantity_per_person: 1 }] }] },
        ]).expect(400)
      ).body.detail,
    ).toMatch(/^days\[0\]\.date: /);
    await put('2026-12-07', [
      { date: '2026-12-08', sets: [{ name: 'A', lines: [{ product_id: 999999, quantity_per_person: 1 }] }] },
    ]).expect(404);
    expect(
      (
        await put('2026-12-07', [
          { date: '2026-12-08', sets: [{ name: 'A', lines: [{ product_id: soup.id, quantity_per_person: 0 }] }] },
        ]).expect(400)
      ).body.detail,
    ).toMatch(/^days\.0\.sets\.0\.lines\.0\.quantity_per_person: /);
    // A refused publication left the week as it was.
    expect((await api().get(`${menu}/2026-12-07`).set(admin.auth).expect(200)).body).toEqual(published.body);
  });
});
