import { TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { BepaidStandIn, SignedNotification } from './support/bepaid-stand-in';
import { minsk } from './support/clock';
import { insertOrder } from './support/payments';
import { OnlineShop, startOnlineShop } from './support/online-shop';
import { TestApp } from './support/test-app';

const NOTIFICATIONS = '/api/v1/payments/bepaid/notifications';

interface Attempt {
  id: number;
  method: string;
  amount: number;
  status: string;
  redirect_url: string | null;
}

/**
 * One live payment attempt per order (#42): the same «Оплатить онлайн» again answers the live
 * attempt, parallel clicks open one checkout, another amount, a cancel or a full payment expires
 * it, and money bePaid still takes for an expired attempt is recorded and flagged for refund.
 */
describe('one live online payment attempt per order', () => {
  let bepaid: BepaidStandIn;
  let shop: TestApp;
  let admin: TestAccount;
  let alice: TestAccount;
  let online: OnlineShop;

  beforeAll(async () => {
    online = await startOnlineShop();
    ({ bepaid, shop, admin, alice } = online);
  });
  afterAll(() => online.close());

  /** An order of alice's: 100 BYN with a 50 % deposit agreed, delivery in a week. */
  const aliceOrder = async () =>
    (await insertOrder(shop, alice.user.id, { depositPercent: 50, contactEmail: null, deliveryAt: minsk('2026-11-30T12:00') }, 100)).id;
  const pay = (orderId: number, body: object) => shop.api().post(`/api/v1/order/${orderId}/pay`).set(alice.auth).send(body);
  const notify = (notification: SignedNotification) => shop.api().post(NOTIFICATIONS).set(notification.headers).send(notification.body);
  const attempts = async (orderId: number): Promise<Attempt[]> =>
    (await shop.api().get(`/api/v1/admin/orders/${orderId}/online-payments`).set(admin.auth).expect(200)).body as Attempt[];
  const checkoutsOf = (orderId: number) =>
    bepaid.requests.filter(
      (request) =>
        request.path === '/ctp/api/checkouts' &&
        (request.body as { checkout: { order: { description: string } } }).checkout.order.description.startsWith(`Заказ №${orderId}:`),
    );
  const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token')!;

  it('«Оплатить онлайн» again for the same amount answers the same checkout, with bePaid’s expired_at', async () => {
    const orderId = await aliceOrder();
    const first = await pay(orderId, { what: 'deposit', method: 'card' }).expect(201);
    const second = await pay(orderId, { what: 'deposit', method: 'card' }).expect(201);
    expect(second.body).toEqual(first.body);
    expect(checkoutsOf(orderId)).toHaveLength(1);
    expect((checkoutsOf(orderId)[0].body as { checkout: { order: { expired_at: string } } }).checkout.order.expired_at).toBe(
      minsk('2026-11-23T11:00').toISOString(),
    );
    const erip = await pay(orderId, { what: 'deposit', method: 'erip' }).expect(201);
    const eripAgain = await pay(orderId, { what: 'deposit', method: 'erip' }).expect(201);
    expect(eripAgain.body).toEqual(erip.body);
    // The ERIP invoice replaced the card checkout: one live attempt.
    expect((await attempts(orderId)).map((attempt) => [attempt.method, attempt.status])).toEqual([
      ['erip', 'pending'],
      ['card', 'expired'],
    ]);
  });

  it('two «Оплатить онлайн» at once open one live checkout', async () => {
    const orderId = await aliceOrder();
    const answers = await Promise.all([1, 2, 3].map(() => pay(orderId, { what: 'full', method: 'card' })));
    const opened = answers.filter((answer) => answer.status === 201);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    expect(new Set(opened.map((answer) => answer.body.redirect_url as string)).size).toBe(1);
    for (const waiting of answers.filter((answer) => answer.status !== 201)) {
      expect(waiting.status).toBe(409);
      expect(waiting.body.detail).toMatch(/^Оплата этого заказа уже открывается в другой вкладке/);
    }
    expect(checkoutsOf(orderId)).toHaveLength(1);
    expect((await attempts(orderId)).filter((attempt) => attempt.status === 'pending')).toHaveLength(1);
    const later = await pay(orderId, { what: 'full', method: 'card' }).expect(201);
    expect(later.body.redirect_url).toBe(opened[0].body.redirect_url);
  });

  it('another amount expires the older attempt (an ERIP invoice is deleted at bePaid); money still taken for it is flagged', async () => {
    const orderId = await aliceOrder();
    const deposit = await pay(orderId, { what: 'deposit', method: 'card' }).expect(201);
    const invoice = await pay(orderId, { what: 'full', method: 'erip' }).expect(201);
    expect(invoice.body.erip.amount).toBe(100);
    expect((await attempts(orderId)).map((attempt) => [attempt.amount, attempt.status])).toEqual([
      [100, 'pending'],
      [50, 'expired'],
    ]);
    // Back to the deposit: the ERIP invoice is expired and taken out of ERIP.
    await pay(orderId, { what: 'deposit', method: 'card' }).expect(201);
    const eripUid = bepaid.payments().find((payment) => payment.trackingId === String(invoice.body.payment_id))!.uid!;
    await eventually(() => expect(bepaid.find(eripUid).status).toBe('deleted'));
    await expect(bepaid.approve(eripUid)).rejects.toThrow(/deleted/);
    // The first card checkout was expired by us, but bePaid's page still takes the money until its expired_at.
    expect((await notify(await bepaid.approve(tokenOf(deposit.body.redirect_url as string))).expect(200)).body).toEqual({ recorded: true });
    const ledger = await shop.api().get(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).expect(200);
    expect(ledger.body.data).toEqual([
      expect.objectContaining({ amount: 50, method: 'card_online', refund_flag: 'attempt_expired', refundable: 50 }),
    ]);
    const board = await shop.api().get('/api/v1/bulbash_admin/dashboard').set(admin.auth).expect(200);
    expect(board.body.money_to_refund.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ order_id: orderId, amount: 50, refund_flag: 'attempt_expired' })]),
    );
  });

  it('a cancel expires the live checkout; money that still arrives is recorded and flagged for refund', async () => {
    const orderId = await aliceOrder();
    const started = await pay(orderId, { what: 'full', method: 'card' }).expect(201);
    await shop.api().post(`/api/v1/order/cancel-order/${orderId}`).set(alice.auth).expect(200);
    expect((await attempts(orderId)).map((attempt) => attempt.status)).toEqual(['expired']);
    expect((await notify(await bepaid.approve(tokenOf(started.body.redirect_url as string))).expect(200)).body).toEqual({ recorded: true });
    const ledger = await shop.api().get(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).expect(200);
    expect(ledger.body.data).toEqual([expect.objectContaining({ amount: 100, refund_flag: 'order_canceled', refundable: 100 })]);
    const board = await shop.api().get('/api/v1/bulbash_admin/dashboard').set(admin.auth).expect(200);
    expect(board.body.money_to_refund.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ order_id: orderId, amount: 100, refund_flag: 'order_canceled' })]),
    );
    // Once given back it leaves the dashboard's list.
    const entryId = ledger.body.data[0].id as number;
    await shop
      .api()
      .post(`/api/v1/admin/orders/${orderId}/payments/${entryId}/refund`)
      .set(admin.auth)
      .send({ amount: 100, reason: 'Заказ отменён' })
      .expect(201);
    const after = await shop.api().get('/api/v1/bulbash_admin/dashboard').set(admin.auth).expect(200);
    expect((after.body.money_to_refund.payments as Array<{ order_id: number }>).some((payment) => payment.order_id === orderId)).toBe(
      false,
    );
  });

  it('full payment by other means expires the live attempt', async () => {
    const orderId = await aliceOrder();
    await pay(orderId, { what: 'full', method: 'card' }).expect(201);
    await shop.api().post(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).send({ amount: 100, method: 'cash' }).expect(201);
    expect((await attempts(orderId)).map((attempt) => attempt.status)).toEqual(['expired']);
  });
});
