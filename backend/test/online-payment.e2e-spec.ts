import { createAccount, TestAccount } from './support/accounts';
import { BepaidStandIn, SignedNotification, startBepaidStandIn } from './support/bepaid-stand-in';
import { createShelf, TestShelf } from './support/catalogue';
import { controlClock, minsk } from './support/clock';
import { insertOrder } from './support/payments';
import { placeOneLineOrder } from './support/place-order';
import { startTestApp, TestApp } from './support/test-app';

const NOTIFICATIONS = '/api/v1/payments/bepaid/notifications';

interface LedgerEntry {
  id: number;
  amount: number;
  method: string;
  provider_uid: string | null;
  refundable: number;
}

/**
 * Online payment (#37) against the bePaid stand-in: card checkout and ERIP invoice, signed
 * notifications recorded exactly once, the return page asking bePaid, refunds recorded after
 * bePaid confirms, and the refusals (nothing due, another customer's order, bad signatures).
 * The app without BEPAID_* is online-payment-off.e2e-spec.ts.
 */
describe('online payment through bePaid (stand-in)', () => {
  let bepaid: BepaidStandIn;
  let shop: TestApp;
  let shelf: TestShelf;
  let admin: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    bepaid = await startBepaidStandIn();
    shop = await startTestApp(bepaid.env);
    controlClock(shop).set('2026-11-23T10:00');
    bepaid.setNow(minsk('2026-11-23T10:00'));
    shelf = await createShelf(shop, [40]);
    [admin, alice, bob] = await Promise.all([createAccount(shop, { admin: true }), createAccount(shop), createAccount(shop)]);
  });
  afterAll(async () => {
    await shop.close();
    await bepaid.close();
  });

  /** An order of alice's: `total` BYN with a 50 % deposit agreed (as an accepted quote's). */
  const aliceOrder = async (total = 100) => (await insertOrder(shop, alice.user.id, { depositPercent: 50, contactEmail: null }, total)).id;
  const pay = (account: TestAccount, orderId: number, body: object) =>
    shop.api().post(`/api/v1/order/${orderId}/pay`).set(account.auth).send(body);
  const notify = (notification: SignedNotification, headers: Partial<SignedNotification['headers']> = {}) =>
    shop
      .api()
      .post(NOTIFICATIONS)
      .set({ ...notification.headers, ...headers })
      .send(notification.body);
  const ledger = async (orderId: number): Promise<LedgerEntry[]> =>
    (await shop.api().get(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).expect(200)).body.data as LedgerEntry[];
  const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token')!;

  it('says online payment is on, with card and ERIP', async () => {
    const answer = await shop.api().get('/api/v1/payments/online').expect(200);
    expect(answer.body).toEqual({ enabled: true, methods: ['card', 'erip'] });
  });

  it('creates a card checkout with the shop’s Basic auth, API version 2, the amount in kopecks and our attempt as tracking id', async () => {
    const orderId = await aliceOrder(100);
    const answer = await pay(alice, orderId, { what: 'deposit', method: 'card' }).expect(201);
    const { payment_id, redirect_url } = answer.body as { payment_id: number; redirect_url: string };
    expect(redirect_url.startsWith(`${bepaid.url}/checkout?token=`)).toBe(true);
    const call = bepaid.requests.filter((request) => request.path === '/ctp/api/checkouts').at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${bepaid.shopId}:${bepaid.secretKey}`).toString('base64')}`);
    expect(call.apiVersion).toBe('2');
    expect(call.body).toMatchObject({
      checkout: {
        test: true,
        transaction_type: 'payment',
        order: { amount: 5000, currency: 'BYN', tracking_id: String(payment_id) },
        settings: {
          notification_url: `http://shop.test${NOTIFICATIONS}`,
          success_url: `http://shop.test/order-payment/${orderId}/${payment_id}`,
          decline_url: `http://shop.test/order-payment/${orderId}/${payment_id}`,
        },
      },
    });
    const attempts = await shop.api().get(`/api/v1/admin/orders/${orderId}/online-payments`).set(admin.auth).expect(200);
    expect(attempts.body).toEqual([
      expect.objectContaining({ id: payment_id, method: 'card', what: 'deposit', amount: 50, status: 'pending', redirect_url }),
    ]);
  });

  it('records a signed notification once: the ledger entry, the payment status, the receipt', async () => {
    const orderId = await aliceOrder(100);
    const started = await pay(alice, orderId, { what: 'deposit', method: 'card' }).expect(201);
    const notification = await bepaid.approve(tokenOf(started.body.redirect_url as string));
    const uid = bepaid.find(tokenOf(started.body.redirect_url as string)).uid!;
    expect((await notify(notification).expect(200)).body).toEqual({ recorded: true });
    expect((await notify(notification).expect(200)).body).toEqual({ recorded: false });
    expect(await ledger(orderId)).toEqual([
      expect.objectContaining({ amount: 50, method: 'card_online', provider_uid: uid, refundable: 50 }),
    ]);
    const view = await shop.api().get(`/api/v1/order/${orderId}/pay/${started.body.payment_id}`).set(alice.auth).expect(200);
    expect(view.body).toEqual({
      payment_id: started.body.payment_id,
      order_id: orderId,
      method: 'card',
      what: 'deposit',
      amount: 50,
      status: 'successful',
      order: { payment_status: 'deposit_paid', paid: 50, balance: 50 },
    });
    const receipt = await shop.mail.waitFor(alice.user.email, new RegExp(`Заказ №${orderId}: оплата 50,00`));
    expect(receipt.text).toContain(uid);
    expect(receipt.text).toContain('Осталось оплатить: 50,00');
  });

  it('a bad signature, a changed body or wrong Basic auth → 401 and nothing recorded', async () => {
    const orderId = await aliceOrder(100);
    const started = await pay(alice, orderId, { what: 'full', method: 'card' }).expect(201);
    const notification = await bepaid.approve(tokenOf(started.body.redirect_url as string));
    const forged = { ...notification, body: notification.body.replace('"amount":10000', '"amount":1') };
    expect(forged.body).not.toBe(notification.body);
    const wrongAuth = `Basic ${Buffer.from(`${bepaid.shopId}:not-the-secret`).toString('base64')}`;
    const refusals = [
      await notify(forged),
      await notify(notification, { Authorization: wrongAuth }),
      await shop
        .api()
        .post(NOTIFICATIONS)
        .set({ Authorization: notification.headers.Authorization, 'Content-Type': 'application/json' })
        .send(notification.body),
      await notify(notification, { 'Content-Signature': bepaid.sign('{"other":"body"}').headers['Content-Signature'] }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toEqual({ detail: 'Уведомление не прошло проверку подписи' });
    }
    expect(await ledger(orderId)).toEqual([]);
  });

  it('10 parallel copies of one notification plus the return-page query record one ledger entry', async () => {
    const orderId = await aliceOrder(100);
    const started = await pay(alice, orderId, { what: 'full', method: 'card' }).expect(201);
    const notification = await bepaid.approve(tokenOf(started.body.redirect_url as string));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => notify(notification)),
      shop.api().get(`/api/v1/order/${orderId}/pay/${started.body.payment_id}`).set(alice.auth),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 200]);
    expect(answers.slice(0, 10).filter((answer) => answer.body.recorded === true).length).toBeLessThanOrEqual(1);
    const entries = await ledger(orderId);
    expect(entries).toEqual([expect.objectContaining({ amount: 100, method: 'card_online' })]);
    const order = await shop.api().get(`/api/v1/admin/orders/${orderId}`).set(admin.auth).expect(200);
    expect(order.body.payment_status).toBe('paid');
  });

  it('the return page asks bePaid itself, so a lost notification loses no payment; a declined one says failed', async () => {
    const orderId = await aliceOrder(100);
    const declined = await pay(alice, orderId, { what: 'deposit', method: 'card' }).expect(201);
    await bepaid.decline(tokenOf(declined.body.redirect_url as string));
    const failed = await shop.api().get(`/api/v1/order/${orderId}/pay/${declined.body.payment_id}`).set(alice.auth).expect(200);
    expect(failed.body).toMatchObject({ status: 'failed', order: { payment_status: 'unpaid', paid: 0, balance: 100 } });
    const retried = await pay(alice, orderId, { what: 'deposit', method: 'card' }).expect(201);
    await bepaid.approve(tokenOf(retried.body.redirect_url as string));
    const paid = await shop.api().get(`/api/v1/order/${orderId}/pay/${retried.body.payment_id}`).set(alice.auth).expect(200);
    expect(paid.body).toMatchObject({ status: 'successful', order: { payment_status: 'deposit_paid', paid: 50, balance: 50 } });
    expect(await ledger(orderId)).toEqual([expect.objectContaining({ amount: 50, method: 'card_online' })]);
  });

  it('creates an ERIP invoice (order number, amount, path, QR code) and records it once notified', async () => {
    const orderId = await aliceOrder(80);
    const answer = await pay(alice, orderId, { what: 'full', method: 'erip' }).expect(201);
    expect(answer.body).toEqual({
      payment_id: expect.any(Number),
      erip: {
        account_number: String(orderId),
        amount: 80,
        path: expect.stringContaining('ЕРИП'),
        qr_code: expect.stringMatching(/^data:image\/png;base64,/),
      },
    });
    const call = bepaid.requests.filter((request) => request.path === '/beyag/payments').at(-1)!;
    expect(call.body).toMatchObject({
      request: {
        amount: 8000,
        currency: 'BYN',
        tracking_id: String(answer.body.payment_id),
        payment_method: { type: 'erip', account_number: String(orderId) },
      },
    });
    const invoice = bepaid.payments().find((payment) => payment.kind === 'erip' && payment.trackingId === String(answer.body.payment_id))!;
    expect((await notify(await bepaid.approve(invoice.uid!)).expect(200)).body).toEqual({ recorded: true });
    expect(await ledger(orderId)).toEqual([expect.objectContaining({ amount: 80, method: 'erip', provider_uid: invoice.uid })]);
    const report = await shop
      .api()
      .get('/api/v1/bulbash_admin/cash-report')
      .query({ from: '2026-11-23', to: '2026-11-23' })
      .set(admin.auth)
      .expect(200);
    expect(report.body.totals.erip).toBeGreaterThanOrEqual(80);
    expect(report.body.totals.card_online).toBeGreaterThan(0);
  });

  it('records a refund only after bePaid confirms it; over the refundable amount 400, a refusal 409, an offline payment 409', async () => {
    const orderId = await aliceOrder(100);
    const started = await pay(alice, orderId, { what: 'full', method: 'card' }).expect(201);
    const token = tokenOf(started.body.redirect_url as string);
    await notify(await bepaid.approve(token)).expect(200);
    const [payment] = await ledger(orderId);
    const refundPath = `/api/v1/admin/orders/${orderId}/payments/${payment.id}/refund`;

    bepaid.refuseRefunds('Refund is not allowed');
    const refused = await shop.api().post(refundPath).set(admin.auth).send({ amount: 30, reason: 'Гостей меньше' }).expect(409);
    expect(refused.body.detail).toBe('Платёжная система отказала в возврате: Refund is not allowed');
    expect(await ledger(orderId)).toHaveLength(1);
    bepaid.refuseRefunds(null);

    const refund = await shop.api().post(refundPath).set(admin.auth).send({ amount: 30, reason: 'Гостей меньше' }).expect(201);
    expect(refund.body).toMatchObject({
      order_id: orderId,
      amount: -30,
      method: 'card_online',
      note: 'Гостей меньше',
      provider_uid: expect.any(String),
    });
    const call = bepaid.requests.filter((request) => request.path === '/transactions/refunds').at(-1)!;
    expect(call.body).toEqual({
      request: {
        parent_uid: bepaid.find(token).uid,
        amount: 3000,
        reason: 'Гостей меньше',
        tracking_id: expect.stringMatching(/^refund-\d+$/),
      },
    });
    expect((await ledger(orderId)).map((entry) => [entry.amount, entry.refundable])).toEqual([
      [100, 70],
      [-30, 0],
    ]);
    const over = await shop.api().post(refundPath).set(admin.auth).send({ amount: 70.01, reason: 'Слишком много' }).expect(400);
    expect(over.body.detail).toMatch(/^amount: вернуть онлайн можно не больше 70,00/);
    const cash = await shop
      .api()
      .post(`/api/v1/admin/orders/${orderId}/payments`)
      .set(admin.auth)
      .send({ amount: 10, method: 'cash' })
      .expect(201);
    await shop
      .api()
      .post(`/api/v1/admin/orders/${orderId}/payments/${cash.body.payment.id}/refund`)
      .set(admin.auth)
      .send({ amount: 5, reason: 'Наличные' })
      .expect(409);
    await shop.api().delete(`/api/v1/admin/orders/${orderId}/payments/${payment.id}`).set(admin.auth).expect(409);
    await shop.api().post(refundPath).set(alice.auth).send({ amount: 1, reason: 'Сам себе' }).expect(403);
  });

  it('two refunds of one payment at once: one is made, the other refused, never more than was paid', async () => {
    const orderId = await aliceOrder(100);
    const started = await pay(alice, orderId, { what: 'full', method: 'card' }).expect(201);
    await notify(await bepaid.approve(tokenOf(started.body.redirect_url as string))).expect(200);
    const [payment] = await ledger(orderId);
    const refundPath = `/api/v1/admin/orders/${orderId}/payments/${payment.id}/refund`;
    const callsBefore = bepaid.requests.filter((request) => request.path === '/transactions/refunds').length;
    // The stand-in, unlike bePaid, would confirm both: only the shop's own hold keeps the second out.
    const answers = await Promise.all(
      [1, 2, 3].map(() => shop.api().post(refundPath).set(admin.auth).send({ amount: 60, reason: 'Гостей меньше' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, expect.any(Number), expect.any(Number)]);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.detail).toMatch(
        /^(Возврат по этому платежу уже выполняется|По этому платежу есть возврат, который ещё проверяется|amount: вернуть онлайн можно не больше 40,00)/,
      );
    }
    expect(bepaid.requests.filter((request) => request.path === '/transactions/refunds').length - callsBefore).toBe(1);
    expect((await ledger(orderId)).map((entry) => entry.amount)).toEqual([100, -60]);
    // The hold is given back: the rest can be refunded next.
    await shop.api().post(refundPath).set(admin.auth).send({ amount: 40, reason: 'Остаток' }).expect(201);
  });

  it('nothing due → 409; another customer’s order → 404; bad input → 400', async () => {
    const orderId = await aliceOrder(100);
    await shop.api().post(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).send({ amount: 50, method: 'cash' }).expect(201);
    const noDeposit = await pay(alice, orderId, { what: 'deposit', method: 'card' }).expect(409);
    expect(noDeposit.body).toEqual({ detail: 'По этому заказу сейчас нечего оплачивать' });
    await shop.api().post(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).send({ amount: 50, method: 'cash' }).expect(201);
    await pay(alice, orderId, { what: 'balance', method: 'erip' }).expect(409);
    const other = await aliceOrder(100);
    const started = await pay(alice, other, { what: 'full', method: 'card' }).expect(201);
    expect((await pay(bob, other, { what: 'full', method: 'card' }).expect(404)).body).toEqual({ detail: 'Заказ не найден' });
    await shop.api().get(`/api/v1/order/${other}/pay/${started.body.payment_id}`).set(bob.auth).expect(404);
    await shop.api().get(`/api/v1/order/${orderId}/pay/${started.body.payment_id}`).set(alice.auth).expect(404);
    const bad = await pay(alice, other, { what: 'everything', method: 'cash' }).expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/what|method/);
    await shop.api().post(`/api/v1/order/${other}/pay`).send({ what: 'full', method: 'card' }).expect(401);
  });

  it('the confirmation e-mail carries the pay link while online payment is on', async () => {
    const orderId = await placeOneLineOrder(shop, alice, shelf.products[0].id, 40);
    const letter = await shop.mail.waitFor(alice.user.email, new RegExp(`Заказ №${orderId} принят`));
    expect(letter.text).toContain(`http://shop.test/user-orders?pay=${orderId}`);
    expect(letter.html).toContain('Оплатить онлайн');
  });
});
