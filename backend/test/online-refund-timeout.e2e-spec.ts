import { REFUND_RECONCILER_TASK } from '../src/payments/refund-reconciler.service';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { TestAccount } from './support/accounts';
import { eventually } from './support/eventually';
import { BepaidStandIn, SignedNotification } from './support/bepaid-stand-in';
import { controlClock } from './support/clock';
import { insertOrder } from './support/payments';
import { OnlineShop, startOnlineShop } from './support/online-shop';
import { TestApp } from './support/test-app';

const NOTIFICATIONS = '/api/v1/payments/bepaid/notifications';
const REFUNDS_PATH = /^\/(?:beyag\/)?transactions\/refunds$/;
const STATUS_QUERY = /\/transactions\/tracking_id\//;
/** The shop gives up on bePaid after 600 ms here; the stand-in answers a refund 1.5 s after making it. */
const TIMEOUT_MS = '600';
const LATE_MS = 1500;

interface Refund {
  id: number;
  payment_id: number;
  amount: number;
  status: string;
  status_label: string;
  entry_id: number | null;
}

/**
 * Record before calling out (#42): a refund whose answer is lost is kept unknown, blocks a second
 * «Вернуть», and enters the ledger exactly once when bePaid confirms it, whichever of the status
 * query, the scheduled reconciler and bePaid's notification comes first.
 */
describe('an online refund whose answer times out', () => {
  let bepaid: BepaidStandIn;
  let shop: TestApp;
  let admin: TestAccount;
  let alice: TestAccount;
  let online: OnlineShop;

  beforeAll(async () => {
    online = await startOnlineShop({ BEPAID_TIMEOUT_MS: TIMEOUT_MS });
    ({ bepaid, shop, admin, alice } = online);
  });
  afterEach(() => {
    bepaid.delay(REFUNDS_PATH, null);
    bepaid.unavailable(STATUS_QUERY, null);
    bepaid.unavailable(REFUNDS_PATH, null);
  });
  afterAll(() => online.close());

  const notify = (notification: SignedNotification) => shop.api().post(NOTIFICATIONS).set(notification.headers).send(notification.body);
  const payments = async (orderId: number) =>
    (await shop.api().get(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).expect(200)).body as {
      data: Array<{ id: number; amount: number; refundable: number; provider_uid: string | null }>;
      refunds: Refund[];
      summary: { paid_amount: number };
    };
  const refundCalls = () => bepaid.requests.filter((request) => REFUNDS_PATH.test(request.path)).length;

  /** An order of alice's paid 100 BYN by card online; answers the order and its payment's refund path. */
  async function paidOrder(): Promise<{ orderId: number; refundPath: string; paymentId: number }> {
    const { id: orderId } = await insertOrder(shop, alice.user.id, { contactEmail: null }, 100);
    const started = await shop
      .api()
      .post(`/api/v1/order/${orderId}/pay`)
      .set(alice.auth)
      .send({ what: 'full', method: 'card' })
      .expect(201);
    const token = new URL(started.body.redirect_url as string).searchParams.get('token')!;
    await notify(await bepaid.approve(token)).expect(200);
    const [payment] = (await payments(orderId)).data;
    return { orderId, paymentId: payment.id, refundPath: `/api/v1/admin/orders/${orderId}/payments/${payment.id}/refund` };
  }

  /** «Вернуть» 40 while bePaid answers late: 202 unknown, and bePaid did make the refund. */
  async function lateRefund(refundPath: string): Promise<number> {
    bepaid.delay(REFUNDS_PATH, LATE_MS);
    const before = refundCalls();
    const answer = await shop.api().post(refundPath).set(admin.auth).send({ amount: 40, reason: 'Гостей меньше' }).expect(202);
    expect(answer.body).toEqual({
      refund_id: expect.any(Number),
      status: 'unknown',
      message: expect.stringContaining('Не повторяйте возврат'),
    });
    expect(answer.body.message).not.toMatch(/попробуйте ещё раз/i);
    expect(refundCalls() - before).toBe(1);
    expect(bepaid.refunds().at(-1)).toMatchObject({ trackingId: `refund-${answer.body.refund_id}`, amount: 4000, status: 'successful' });
    return answer.body.refund_id as number;
  }

  /** The ledger holds the refund once: 100 paid, −40 refunded, 60 still refundable. */
  async function enteredOnce(orderId: number, refundId: number): Promise<void> {
    const { data, refunds, summary } = await payments(orderId);
    expect(data.map((entry) => [entry.amount, entry.refundable])).toEqual([
      [100, 60],
      [-40, 0],
    ]);
    expect(summary.paid_amount).toBe(60);
    expect(refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'refunded', status_label: 'Возврат выполнен', entry_id: data[1].id }),
    ]);
  }

  it('status query first: the check at once settles it; the notification and the reconciler after it add nothing', async () => {
    const { orderId, refundPath } = await paidOrder();
    const refundId = await lateRefund(refundPath);
    await eventually(async () => expect((await payments(orderId)).refunds[0]?.status).toBe('refunded'));
    expect((await notify(await bepaid.notifyRefund(`refund-${refundId}`)).expect(200)).body).toEqual({ recorded: false });
    await shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK);
    await enteredOnce(orderId, refundId);
  });

  it('notification first: the refund shows as being checked, a second «Вернуть» is 409, bePaid’s notification enters it once', async () => {
    const { orderId, refundPath } = await paidOrder();
    bepaid.unavailable(STATUS_QUERY, 503);
    const refundId = await lateRefund(refundPath);
    const waiting = await payments(orderId);
    expect(waiting.refunds).toEqual([
      expect.objectContaining({ id: refundId, status: 'unknown', status_label: 'Возврат проверяется', entry_id: null }),
    ]);
    expect(waiting.data.map((entry) => [entry.amount, entry.refundable])).toEqual([[100, 60]]);
    const calls = refundCalls();
    const again = await shop.api().post(refundPath).set(admin.auth).send({ amount: 10, reason: 'Ещё раз' }).expect(409);
    expect(again.body.detail).toMatch(/^По этому платежу есть возврат, который ещё проверяется/);
    expect(refundCalls()).toBe(calls);
    expect((await notify(await bepaid.notifyRefund(`refund-${refundId}`)).expect(200)).body).toEqual({ recorded: true });
    bepaid.unavailable(STATUS_QUERY, null);
    await shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK);
    expect((await notify(await bepaid.notifyRefund(`refund-${refundId}`)).expect(200)).body).toEqual({ recorded: false });
    await enteredOnce(orderId, refundId);
    // Settled: the rest can be refunded next.
    bepaid.delay(REFUNDS_PATH, null);
    await shop.api().post(refundPath).set(admin.auth).send({ amount: 60, reason: 'Остаток' }).expect(201);
  });

  it('reconciler first: the scheduled scan settles it; the notification after it adds nothing', async () => {
    const { orderId, refundPath } = await paidOrder();
    bepaid.unavailable(STATUS_QUERY, 503);
    const queries = () => bepaid.requests.filter((request) => STATUS_QUERY.test(request.path)).length;
    const queriesBefore = queries();
    const refundId = await lateRefund(refundPath);
    // The check at once asked bePaid and got a 503: still unknown.
    await eventually(() => expect(queries()).toBeGreaterThan(queriesBefore));
    expect((await payments(orderId)).refunds[0].status).toBe('unknown');
    bepaid.unavailable(STATUS_QUERY, null);
    await shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK);
    expect((await payments(orderId)).refunds[0].status).toBe('refunded');
    expect((await notify(await bepaid.notifyRefund(`refund-${refundId}`)).expect(200)).body).toEqual({ recorded: false });
    await enteredOnce(orderId, refundId);
  });

  it('the notification and the reconciler at the same moment enter it once', async () => {
    const { orderId, refundPath } = await paidOrder();
    bepaid.unavailable(STATUS_QUERY, 503);
    const refundId = await lateRefund(refundPath);
    bepaid.unavailable(STATUS_QUERY, null);
    const notification = await bepaid.notifyRefund(`refund-${refundId}`);
    const [reconciled, ...notified] = await Promise.all([
      shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK),
      notify(notification),
      notify(notification),
    ]);
    expect(reconciled).toBe(true);
    expect(notified.map((answer) => answer.status)).toEqual([200, 200]);
    await enteredOnce(orderId, refundId);
  });

  it('bePaid never got it: unknown until its give-up time, then failed, and the payment can be refunded again', async () => {
    const { orderId, refundPath } = await paidOrder();
    bepaid.unavailable(REFUNDS_PATH, 503);
    const answer = await shop.api().post(refundPath).set(admin.auth).send({ amount: 40, reason: 'Гостей меньше' }).expect(202);
    await shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK);
    expect((await payments(orderId)).refunds[0]).toMatchObject({ id: answer.body.refund_id, status: 'unknown' });
    controlClock(shop).set('2026-11-23T10:11');
    try {
      await shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK);
      expect((await payments(orderId)).refunds[0]).toMatchObject({ status: 'failed', status_label: 'Возврат не выполнен' });
      expect((await payments(orderId)).data.map((entry) => entry.amount)).toEqual([100]);
      bepaid.unavailable(REFUNDS_PATH, null);
      await shop.api().post(refundPath).set(admin.auth).send({ amount: 100, reason: 'Всё' }).expect(201);
    } finally {
      controlClock(shop).set('2026-11-23T10:00');
    }
  });

  it('a refusal outright (4xx) is 502 with a Russian text for it, and the refund is failed, not unknown', async () => {
    const { orderId, refundPath } = await paidOrder();
    bepaid.unavailable(REFUNDS_PATH, 422);
    const refused = await shop.api().post(refundPath).set(admin.auth).send({ amount: 40, reason: 'Гостей меньше' }).expect(502);
    expect(refused.body.detail).toMatch(/^Платёжная система не приняла запрос на возврат \(.+\)\. Деньги не возвращены/);
    expect(refused.body.detail).not.toContain('Внутренняя ошибка сервера');
    expect((await payments(orderId)).refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});
