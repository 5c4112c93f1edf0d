import { eventually } from './support/eventually';
import fc from 'fast-check';
import { REFUND_RECONCILER_TASK } from '../src/payments/refund-reconciler.service';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { TestAccount } from './support/accounts';
import { BepaidStandIn } from './support/bepaid-stand-in';
import { insertOrder } from './support/payments';
import { OnlineShop, startOnlineShop } from './support/online-shop';
import { TestApp } from './support/test-app';

const NOTIFICATIONS = '/api/v1/payments/bepaid/notifications';
const REFUNDS_PATH = /^\/(?:beyag\/)?transactions\/refunds$/;
const STATUS_QUERY = /\/transactions\/tracking_id\//;

/** One thing the owner, bePaid or the scheduler does to an order paid 60 BYN online. */
type Step =
  | { kind: 'refund'; amountMinor: number; late: boolean; parallel: boolean }
  | { kind: 'notify' }
  | { kind: 'reconcile' }
  | { kind: 'queries'; down: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('refund' as const),
    amountMinor: fc.integer({ min: 1, max: 7000 }),
    late: fc.boolean(),
    parallel: fc.boolean(),
  }),
  fc.constant({ kind: 'notify' as const }),
  fc.constant({ kind: 'reconcile' as const }),
  fc.record({ kind: fc.constant('queries' as const), down: fc.boolean() }),
);

/**
 * The ledger's money invariant (#42), whatever the sequence of refunds (late answers, parallel
 * presses), notifications (repeated, late) and reconciler ticks: what is refunded never exceeds
 * what was paid, and every refund bePaid made is in the ledger exactly once.
 */
describe('online refunds keep the ledger true (property)', () => {
  let bepaid: BepaidStandIn;
  let shop: TestApp;
  let admin: TestAccount;
  let alice: TestAccount;
  let online: OnlineShop;

  beforeAll(async () => {
    online = await startOnlineShop({ BEPAID_TIMEOUT_MS: '1000' });
    ({ bepaid, shop, admin, alice } = online);
  });
  afterAll(() => online.close());

  const reconcile = () => shop.app.get(TaskRunner).runOnce(REFUND_RECONCILER_TASK);
  const payments = async (orderId: number) =>
    (await shop.api().get(`/api/v1/admin/orders/${orderId}/payments`).set(admin.auth).expect(200)).body as {
      data: Array<{ id: number; amount: number; refundable: number; provider_uid: string | null }>;
      refunds: Array<{ status: string }>;
    };

  it('refunded ≤ paid, and each refund bePaid made is entered once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const { id: orderId } = await insertOrder(shop, alice.user.id, { contactEmail: null }, 60);
        const started = await shop
          .api()
          .post(`/api/v1/order/${orderId}/pay`)
          .set(alice.auth)
          .send({ what: 'full', method: 'card' })
          .expect(201);
        const token = new URL(started.body.redirect_url as string).searchParams.get('token')!;
        const approved = await bepaid.approve(token);
        await shop.api().post(NOTIFICATIONS).set(approved.headers).send(approved.body).expect(200);
        const parentUid = bepaid.find(token).uid!;
        const [payment] = (await payments(orderId)).data;
        const refundPath = `/api/v1/admin/orders/${orderId}/payments/${payment.id}/refund`;
        const made = () => bepaid.refunds().filter((refund) => refund.parentUid === parentUid && refund.status === 'successful');
        try {
          for (const action of steps) {
            if (action.kind === 'refund') {
              bepaid.delay(REFUNDS_PATH, action.late ? 1500 : null);
              const body = { amount: action.amountMinor / 100, reason: 'Проверка' };
              const answers = await Promise.all(
                (action.parallel ? [1, 2] : [1]).map(() => shop.api().post(refundPath).set(admin.auth).send(body)),
              );
              // Never a refund bePaid refuses for being more than was paid, never an error.
              for (const answer of answers) expect([201, 202, 400, 409]).toContain(answer.status);
            } else if (action.kind === 'notify') {
              for (const refund of made())
                if (refund.trackingId) {
                  const notification = await bepaid.notifyRefund(refund.trackingId);
                  await shop.api().post(NOTIFICATIONS).set(notification.headers).send(notification.body).expect(200);
                }
            } else if (action.kind === 'reconcile') await reconcile();
            else bepaid.unavailable(STATUS_QUERY, action.down ? 503 : null);
          }
        } finally {
          bepaid.delay(REFUNDS_PATH, null);
          bepaid.unavailable(STATUS_QUERY, null);
        }
        // Everything bePaid knows reaches the shop in the end.
        await eventually(async () => {
          await reconcile();
          const unsettled = (await payments(orderId)).refunds.filter(
            (refund) => refund.status === 'pending' || refund.status === 'unknown',
          );
          expect(unsettled).toHaveLength(0);
        }, 15_000);
        const { data } = await payments(orderId);
        const refunds = data.filter((entry) => entry.amount < 0);
        const refundedMinor = -refunds.reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
        expect(refundedMinor).toBeLessThanOrEqual(6000);
        expect(data[0].refundable * 100).toBeCloseTo(6000 - refundedMinor, 5);
        expect(refunds.map((entry) => entry.provider_uid).sort()).toEqual(
          made()
            .map((refund) => refund.uid)
            .sort(),
        );
      }),
      { numRuns: 8 },
    );
  });
});
