import { Order } from '../src/orders/order.entity';
import { OrderPayment } from '../src/payments/payment.entity';
import { createAccount, TestAccount } from './support/accounts';
import { controlClock, minsk } from './support/clock';
import { insertOrder } from './support/kitchen';
import { binaryBody, pdfText } from './support/pdf';
import { useShopWithAccounts } from './support/shop-with-accounts';

const A = '/api/v1/bulbash_admin';
const DAY = '2033-05-20';
const NEXT_DAY = '2033-05-21';
const NOT_ON_RUN = 'Этой доставки нет в «Мои доставки» на сегодня: отметить доставленной можно только её';

/** Issue 36, point 5: the driver's phone — «Мои доставки», «Доставлено» with the cash, one payment whatever the taps. */
describe('driver: my deliveries', () => {
  const env = useShopWithAccounts();
  let driver: TestAccount;
  let other: TestAccount;
  let manager: TestAccount;

  // A confirmed order (processing) unless told otherwise: a driver's run holds confirmed deliveries only.
  const order = (time: string, extra: Partial<Order> = {}, day = DAY) =>
    insertOrder(env.shop, {
      customer: env.customer,
      deliveryAt: minsk(`${day}T${time}`),
      lines: [{ productId: null, name: 'Фуршетный бокс', quantity: 2, price: 60 }],
      extra: { status: 'processing', totalCost: 120, guests: 12, comment: 'Домофон 12', ...extra },
    });
  const list = (account: TestAccount, date?: string) =>
    env.shop
      .api()
      .get(`${A}/my-deliveries`)
      .query(date ? { date } : {})
      .set(account.auth);
  const deliver = (account: TestAccount, id: number, body: object) =>
    env.shop.api().post(`${A}/my-deliveries/${id}/delivered`).set(account.auth).send(body);
  const paymentsOf = (id: number) => env.shop.dataSource.getRepository(OrderPayment).find({ where: { orderId: id } });

  beforeAll(async () => {
    [driver, other, manager] = await Promise.all([
      createAccount(env.shop, { role: 'driver' }),
      createAccount(env.shop, { role: 'driver' }),
      createAccount(env.shop, { role: 'manager' }),
    ]);
    controlClock(env.shop).set(`${DAY}T08:00`);
  });

  it('lists the day for a driver: assigned to them and to nobody, in time order, with the amount to collect from the rule', async () => {
    const late = await order('18:00', { driverId: driver.user.id, deliveryAddress: 'ул. Немига, 5' });
    const early = await order('10:30');
    const others = await order('12:00', { driverId: other.user.id });
    const paid = await order('14:00');
    const transfer = await order('15:00', { paymentMethod: 'transfer' });
    const pickup = await order('16:00', { deliveryMethod: 'pickup', pickupAddress: 'Кухня' });
    const canceled = await order('17:00', { status: 'canceled' });
    await env.shop.api().post(`/api/v1/admin/orders/${paid.id}/payments`).set(env.admin.auth).send({ amount: 120 }).expect(201);

    // No date: today in Minsk by the shop's clock.
    const answer = await list(driver).expect(200);
    const ids = (answer.body as Array<{ order_id: number }>).map((row) => row.order_id);
    expect(ids).toEqual([early.id, paid.id, transfer.id, late.id]);
    expect(ids).not.toContain(others.id);
    expect(ids).not.toContain(pickup.id);
    expect(ids).not.toContain(canceled.id);
    expect(answer.body[3]).toEqual({
      order_id: late.id,
      number: `№${late.id}`,
      time_from: '18:00',
      time_to: '18:30',
      address: 'ул. Немига, 5',
      maps_url: `https://yandex.ru/maps/?text=${encodeURIComponent('Минск, ул. Немига, 5')}`,
      customer_name: 'Ковалёва Анна Сергеевна',
      phone: '+375291234567',
      comment: 'Домофон 12',
      guests: 12,
      to_collect: 120,
      collect_label: 'получить наличными 120,00\u00a0byn',
      status: 'processing',
      driver_id: driver.user.id,
      delivered: false,
      on_the_way: false,
      can_deliver: true,
    });
    expect(answer.body[1]).toMatchObject({ order_id: paid.id, to_collect: 0, collect_label: 'оплачено' });
    expect(answer.body[2]).toMatchObject({ order_id: transfer.id, to_collect: 0 });

    // Owner and manager see every delivery of the day, the other driver's too; another day is empty.
    const all = (await list(manager, DAY).expect(200)).body as Array<{ order_id: number }>;
    expect(all.map((row) => row.order_id)).toEqual([early.id, others.id, paid.id, transfer.id, late.id]);
    expect((await list(driver, '2033-05-21').expect(200)).body).toEqual([]);
    expect((await list(driver, '20-05-2033').expect(400)).body.detail).toMatch(/^date: /);
  });

  it('marks a delivery done with the cash: the order completed and one cash payment recorded by the driver; a second tap is a 409', async () => {
    const target = await order('11:00');
    const done = await deliver(driver, target.id, { cash_collected: 125.5 }).expect(200);
    expect(done.body.delivery).toMatchObject({ order_id: target.id, status: 'completed', delivered: true, driver_id: driver.user.id });
    expect(done.body.payment_id).toEqual(expect.any(Number));
    const stored = await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id: target.id });
    expect(stored.status).toBe('completed');
    const payments = await paymentsOf(target.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'cash', createdBy: { id: driver.user.id, email: driver.user.email } });
    expect(Number(payments[0].amount)).toBe(125.5);

    // The owner's order page: the payment, and the history says who delivered it.
    const ledger = await env.shop.api().get(`/api/v1/admin/orders/${target.id}/payments`).set(env.admin.auth).expect(200);
    expect(ledger.body.data).toEqual([expect.objectContaining({ amount: 125.5, method: 'cash', recorded_by: driver.user.email })]);

    // The audit log: the driver delivered it (the order's entry) and recorded the cash (the payment's).
    const audit = (filter: Record<string, unknown>) =>
      env.shop
        .api()
        .get('/api/v1/admin/audit-log')
        .query({ filter: JSON.stringify(filter) })
        .set(env.admin.auth)
        .expect(200);
    const [delivered] = (await audit({ entity: 'order', entity_id: target.id })).body;
    expect(delivered).toMatchObject({ action: 'deliver', actor_id: driver.user.id, actor_role: 'driver' });
    expect(delivered.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'processing', new: 'completed' },
        { field: 'cash_collected', old: null, new: 125.5 },
      ]),
    );
    const [paid] = (await audit({ entity: 'payment', entity_id: payments[0].id })).body;
    expect(paid).toMatchObject({ action: 'create', actor_id: driver.user.id });

    const again = await deliver(driver, target.id, { cash_collected: 125.5 }).expect(409);
    expect(again.body).toEqual({ detail: 'Заказ уже отмечен доставленным' });
    expect(await paymentsOf(target.id)).toHaveLength(1);
    // The list shows it delivered.
    const row = ((await list(driver).expect(200)).body as Array<{ order_id: number; delivered: boolean }>).find(
      (r) => r.order_id === target.id,
    );
    expect(row).toMatchObject({ delivered: true, status: 'completed' });
  });

  it('records no payment when nothing was taken (a paid order: 0 or null)', async () => {
    const target = await order('11:30', { paymentMethod: 'transfer' });
    await deliver(driver, target.id, { cash_collected: null }).expect(200);
    const zero = await order('11:45');
    await deliver(driver, zero.id, { cash_collected: 0 }).expect(200);
    expect(await paymentsOf(target.id)).toEqual([]);
    expect(await paymentsOf(zero.id)).toEqual([]);
  });

  it('refuses a canceled order (409), another driver’s order (404) and bad cash (400 naming the field), changing nothing', async () => {
    const canceled = await order('13:00', { status: 'canceled' });
    expect((await deliver(driver, canceled.id, { cash_collected: 120 }).expect(409)).body.detail).toBe(
      'Заказ отменён: отметить его доставленным нельзя',
    );
    const others = await order('13:30', { driverId: other.user.id });
    expect((await deliver(driver, others.id, { cash_collected: 120 }).expect(404)).body.detail).toBe(NOT_ON_RUN);
    const pickup = await order('13:45', { deliveryMethod: 'pickup', pickupAddress: 'Кухня' });
    await deliver(driver, pickup.id, {}).expect(404);
    await deliver(driver, 999_999, {}).expect(404);
    const target = await order('14:30');
    for (const cash of [-1, 100_000.01, 1.234, '120', true]) {
      const refused = await deliver(driver, target.id, { cash_collected: cash }).expect(400);
      expect(refused.body.detail).toMatch(/^cash_collected: /);
    }
    for (const id of [canceled.id, others.id, target.id]) expect(await paymentsOf(id)).toEqual([]);
    expect((await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id: target.id })).status).toBe('processing');
    // A customer and the kitchen have no way in (permission resource deliveries).
    await deliver(env.customer, target.id, { cash_collected: 1 }).expect(403);
    const kitchen = await createAccount(env.shop, { role: 'kitchen' });
    expect((await deliver(kitchen, target.id, { cash_collected: 1 }).expect(403)).body.detail).toBe(
      'Роль «Кухня» не может изменять раздел «доставка»',
    );
    await list(kitchen).expect(403);
  });

  it('marks «В пути» once, only on the driver’s run of today, with a history note; the delivery becomes theirs', async () => {
    const onTheWay = (account: TestAccount, id: number) => env.shop.api().post(`${A}/my-deliveries/${id}/on-the-way`).set(account.auth);
    const target = await order('15:30');
    const gone = await onTheWay(driver, target.id).expect(200);
    expect(gone.body).toMatchObject({
      message: 'Отмечено: в пути',
      delivery: { order_id: target.id, on_the_way: true, driver_id: driver.user.id },
    });
    const stored = await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id: target.id });
    expect(stored.onTheWayAt?.toISOString()).toBe(minsk(`${DAY}T08:00`).toISOString());
    expect(stored.status).toBe('processing');
    const history = (await env.shop.api().get(`/api/v1/admin/orders/${target.id}`).set(env.admin.auth).expect(200)).body.status_history;
    expect(history.at(-1)).toMatchObject({ note: `В пути (${driver.user.email})` });
    // Twice, from the same driver or another: 409, nothing more written.
    expect((await onTheWay(driver, target.id).expect(409)).body.detail).toBe('Заказ уже отмечен «В пути»');
    await onTheWay(other, target.id).expect(404);
    const others = await order('13:10', { driverId: other.user.id });
    expect((await onTheWay(driver, others.id).expect(404)).body.detail).toBe(NOT_ON_RUN);
    const pending = await order('13:20', { status: 'pending' });
    await onTheWay(driver, pending.id).expect(404);
    const canceled = await order('13:25', { status: 'canceled' });
    await onTheWay(driver, canceled.id).expect(409);
    const tomorrow = await order('12:00', {}, '2033-05-21');
    await onTheWay(driver, tomorrow.id).expect(404);
    await onTheWay(env.customer, target.id).expect(403);
    for (const id of [others.id, pending.id, canceled.id, tomorrow.id])
      expect((await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id })).onTheWayAt).toBeNull();
  });

  it('records one payment when two drivers tap «Доставлено» five times at once', async () => {
    const target = await order('16:30');
    const taps = await Promise.all(
      [driver, other, driver, other, driver].map((account) => deliver(account, target.id, { cash_collected: 120 })),
    );
    const statuses = taps.map((tap) => tap.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const tap of taps.filter((t) => t.status === 409)) expect(tap.body.detail).toBe('Заказ уже отмечен доставленным');
    expect(await paymentsOf(target.id)).toHaveLength(1);
  });

  it('gives an order to a driver and back to nobody (owner or manager), refusing a non-driver', async () => {
    const target = await order('17:30');
    const put = (account: TestAccount, body: object, id = target.id) =>
      env.shop.api().put(`/api/v1/admin/orders/${id}/driver`).set(account.auth).send(body);
    // A driver may not move orders between drivers: planning the runs is the office's (orders write).
    const refused = await put(driver, { driver_id: driver.user.id }).expect(403);
    expect(refused.body.detail).toBe('Роль «Водитель» не может изменять раздел «заказы»');
    const given = await put(manager, { driver_id: other.user.id }).expect(200);
    expect(given.body).toMatchObject({ order_id: target.id, driver_id: other.user.id });
    expect(((await list(driver).expect(200)).body as Array<{ order_id: number }>).map((r) => r.order_id)).not.toContain(target.id);
    const drivers = await env.shop.api().get(`${A}/drivers`).set(manager.auth).expect(200);
    expect((drivers.body as Array<{ id: number }>).map((d) => d.id)).toEqual(expect.arrayContaining([driver.user.id, other.user.id]));
    const sheet = await env.shop.api().get(`${A}/delivery-sheet`).query({ date: DAY }).set(manager.auth).expect(200);
    expect((sheet.body.stops as Array<{ order_id: number; driver_id: number | null }>).find((s) => s.order_id === target.id)).toMatchObject(
      {
        driver_id: other.user.id,
      },
    );

    await put(env.admin, { driver_id: null }).expect(200);
    expect(((await list(driver).expect(200)).body as Array<{ order_id: number }>).map((r) => r.order_id)).toContain(target.id);
    for (const body of [{}, { driver_id: manager.user.id }, { driver_id: 'x' }, { driver_id: -1 }])
      expect((await put(env.admin, body).expect(400)).body.detail).toMatch(/^driver_id: /);
    await put(env.admin, { driver_id: null }, 999_999).expect(404);
  });

  describe('one run on every screen (issue 42)', () => {
    const ids = (rows: Array<{ order_id: number }>) => rows.map((row) => row.order_id);
    const sheetOf = (account: TestAccount) => env.shop.api().get(`${A}/delivery-sheet`).query({ date: DAY }).set(account.auth).expect(200);
    const documentOf = async (account: TestAccount, path: string, query: object) =>
      pdfText(
        (await env.shop.api().get(`${A}/${path}`).query(query).set(account.auth).buffer(true).parse(binaryBody).expect(200)).body as Buffer,
      );

    it('marks delivered only what «Мои доставки» shows today: not a pending order, another day’s or another driver’s; an unassigned confirmed one of today', async () => {
      const pending = await order('09:10', { status: 'pending' });
      const undated = await insertOrder(env.shop, {
        customer: env.customer,
        deliveryAt: null,
        lines: [{ productId: null, name: 'Фуршетный бокс', quantity: 1, price: 60 }],
      });
      const tomorrow = await order('09:20', {}, NEXT_DAY);
      const others = await order('09:30', { driverId: other.user.id });
      const free = await order('09:40');

      const today = ids((await list(driver).expect(200)).body);
      expect(today).toContain(free.id);
      for (const hidden of [pending, undated, tomorrow, others]) expect(today).not.toContain(hidden.id);
      // Tomorrow's run is there to plan, not to mark.
      const next = (await list(driver, NEXT_DAY).expect(200)).body as Array<{ order_id: number; can_deliver: boolean }>;
      expect(next.find((row) => row.order_id === tomorrow.id)).toMatchObject({ can_deliver: false });
      expect(
        ((await list(driver).expect(200)).body as Array<{ order_id: number; can_deliver: boolean }>).find(
          (row) => row.order_id === free.id,
        ),
      ).toMatchObject({ can_deliver: true });

      for (const refused of [pending, undated, tomorrow, others]) {
        const answer = await deliver(driver, refused.id, { cash_collected: 60 }).expect(404);
        expect(answer.body).toEqual({ detail: NOT_ON_RUN });
        const stored = await env.shop.dataSource.getRepository(Order).findOneByOrFail({ id: refused.id });
        expect(stored.status).toBe(refused.status);
        expect(stored.driverId).toBe(refused.driverId ?? null);
        expect(await paymentsOf(refused.id)).toEqual([]);
      }
      // The pending order is still the customer's to cancel.
      await env.shop.api().post(`/api/v1/order/cancel-order/${pending.id}`).set(env.customer.auth).send({}).expect(200);

      const done = await deliver(driver, free.id, { cash_collected: 120 }).expect(200);
      expect(done.body.delivery).toMatchObject({ order_id: free.id, delivered: true, can_deliver: false, driver_id: driver.user.id });
    });

    it('the delivery sheet (JSON and PDF) and the labels show a driver the set of «Мои доставки»: no other driver’s stop, name, phone or cash', async () => {
      const stranger = { firstName: 'Евлампия', surname: 'Чужакова', lastName: 'Ивановна', contactPhone: '375297770011' };
      const others = await order('19:10', { ...stranger, driverId: other.user.id, totalCost: 777.77 });
      const pending = await order('19:20', { ...stranger, status: 'pending', totalCost: 777.77 });
      const mine = await order('19:30', { driverId: driver.user.id, firstName: 'Своя' });

      const run = ids((await list(driver).expect(200)).body);
      const sheet = (await sheetOf(driver)).body as { stops: Array<{ order_id: number }>; to_collect: number };
      expect(ids(sheet.stops)).toEqual(run);
      expect(run).toContain(mine.id);
      const json = JSON.stringify(sheet);
      for (const leak of ['Чужакова', 'Евлампия', '777-00-11', '777.77']) expect(json).not.toContain(leak);

      const pdf = await documentOf(driver, 'delivery-sheet.pdf', { date: DAY });
      expect(pdf).toContain(`№ ${mine.id}`);
      for (const leak of ['Чужакова', '777-00-11', '777,77', `№ ${others.id}`, `№ ${pending.id}`]) expect(pdf).not.toContain(leak);
      const labels = await documentOf(driver, 'packing-labels.pdf', { date: DAY });
      expect(labels).toContain(`№ ${mine.id}`);
      for (const leak of ['Чужакова', '777-00-11', '777,77']) expect(labels).not.toContain(leak);
      await env.shop.api().get(`${A}/packing-labels.pdf`).query({ order_id: others.id }).set(driver.auth).expect(404);

      // The office sees every run.
      const office = ids((await sheetOf(manager)).body.stops);
      expect(office).toEqual(expect.arrayContaining([others.id, pending.id, mine.id]));
      expect(await documentOf(manager, 'delivery-sheet.pdf', { date: DAY })).toContain('Чужакова');
    });
  });
});
