import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { LUNCH_CUTOFF_EVERY_MS, LUNCH_CUTOFF_TASK } from '../src/lunches/lunch-cutoff.service';
import { LUNCH_MONTH_END_EVERY_MS, LUNCH_MONTH_END_TASK } from '../src/lunches/lunch-month-end.service';
import { PAYMENT_REMINDERS_EVERY_MS, PAYMENT_REMINDERS_TASK, PaymentReminders } from '../src/payments/payment-reminders.service';
import { PaymentSettingsService } from '../src/payments/payment-settings.service';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OUTBOX_EVERY_MS, OUTBOX_TASK, OutboxSender } from '../src/mail/outbox-sender';
import { OrderPayment } from '../src/payments/payment.entity';
import { BullMqTaskRunner } from '../src/scheduling/bullmq-task-runner';
import { LeaseTaskRunner } from '../src/scheduling/lease-task-runner';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { User } from '../src/auth/user.entity';
import { minsk } from './support/clock';
import { MailCatcher } from './support/mail-catcher';
import { insertOrder } from './support/payments';
import { ADMIN } from './support/test-app';
import { REDIS_URL, TwoInstances, twoInstances } from './support/two-instances';

/**
 * Two instances of the shop on one MariaDB database (run with TEST_DB=mysql only, see
^ * jest.config.cjs) scan for due payments at the same moments: with Redis (BullMQ) and without
 * (the database lease). Each due reminder reaches the customer exactly once. Scans are
 * triggered with runOnce / scan() at a "now" set on both Clocks; nothing waits for a timer.
 */

/** The orders of the scenario (today 2026-12-10): three reminders due, one order paid. */
async function dueOrders(shop: TwoInstances) {
  const dataSource = shop.dataSource();
  await shop.apps[0].get(PaymentSettingsService).update({ deposit_percent: 50, deposit_min_total: 500, balance_due_days: 2 });
  const admin = await dataSource.getRepository(User).findOneByOrFail({ email: ADMIN.email });
  const placed = minsk('2026-12-08T09:00');
  const order = (email: string, deliveryAt: string, total = 100) =>
    insertOrder({ dataSource }, admin.id, { contactEmail: email, dateCreated: placed, deliveryAt: minsk(deliveryAt) }, total);
  await order('soon@example.by', '2026-12-14T12:00');
  await order('late@example.by', '2026-12-10T18:00');
  await order('deposit@example.by', '2026-12-30T12:00', 600);
  const paid = await order('paid@example.by', '2026-12-13T12:00');
  await dataSource.getRepository(OrderPayment).insert({ orderId: paid.id, amount: 100, method: 'cash', paidAt: placed, note: null });
}

const RECIPIENTS = ['soon@example.by', 'late@example.by', 'deposit@example.by'];

function expectEachOnce(mail: MailCatcher, recipients: string[]): void {
  const counts = Object.fromEntries(recipients.map((to) => [to, mail.messages.filter((message) => message.to.includes(to)).length]));
  expect(counts).toEqual(Object.fromEntries(recipients.map((to) => [to, 1])));
}

async function scenario(shop: TwoInstances, runnerType: typeof BullMqTaskRunner | typeof LeaseTaskRunner) {
  for (const app of shop.apps) expect(app.get(TaskRunner)).toBeInstanceOf(runnerType);
  shop.setNow('2026-12-10T10:00');
  await dueOrders(shop);
  const tickBoth = () => Promise.all(shop.apps.map((app) => app.get(TaskRunner).runOnce(PAYMENT_REMINDERS_TASK)));

  const first = await tickBoth();
  for (const to of RECIPIENTS) await shop.mail.waitFor(to);
  // Ticks again on both, and raw scans on both at once past any lease: nothing more.
  const again = await tickBoth();
  const scans = await Promise.all(shop.apps.map((app) => app.get(PaymentReminders).scan()));
  expect(scans).toEqual([0, 0]);
  expectEachOnce(shop.mail, RECIPIENTS);
  expect(shop.mail.messages.some((message) => message.to.includes('paid@example.by'))).toBe(false);

  // Two days later the deposit (due 12-11) is overdue, and so is the 14th's balance (due on Friday 12-11, the
  // working day before Saturday 12-12): two concurrent scans send each of those letters once.
  shop.setNow('2026-12-12T09:00');
  const later = await Promise.all(shop.apps.map((app) => app.get(PaymentReminders).scan()));
  expect(later.reduce((sum, sent) => sum + sent, 0)).toBe(2);
  expect(shop.mail.messages.filter((message) => message.to.includes('soon@example.by')).map((message) => message.subject)).toEqual([
    expect.stringMatching(/^Заказ №\d+: оплата до 11\.12\.2026/),
    expect.stringMatching(/^Заказ №\d+: оплата просрочена/),
  ]);
  const deposit = shop.mail.messages.filter((message) => message.to.includes('deposit@example.by'));
  expect(deposit.map((message) => message.subject)).toEqual([
    expect.stringMatching(/^Заказ №\d+: предоплата до 11\.12\.2026/),
    expect.stringMatching(/^Заказ №\d+: предоплата просрочена/),
  ]);
  expect(shop.mail.messages).toHaveLength(5);
  return { first, again };
}

describe('the outbox on two instances', () => {
  const shop = twoInstances({ name: 'reminders', redis: false, together: true });

  it('sends each of 30 pending letters exactly once while both instances pass over the outbox at the same time', async () => {
    shop.setNow('2026-12-10T10:00');
    const now = minsk('2026-12-10T09:00');
    const recipients = Array.from({ length: 30 }, (_, index) => `outbox${index}@example.by`);
    await shop
      .dataSource()
      .getRepository(OutboxMessage)
      .insert(
        recipients.map((recipient) => ({
          recipient,
          subject: `Письмо для ${recipient}`,
          content: { html: '<p>Здравствуйте</p>', text: 'Здравствуйте' },
          status: 'pending' as const,
          attempts: 0,
          createdAt: now,
          nextAttemptAt: now,
        })),
      );
    const passes = await Promise.all([...shop.apps, ...shop.apps].map((app) => app.get(OutboxSender).flush()));
    expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(30);
    expectEachOnce(shop.mail, recipients);
    const rows = await shop.dataSource().getRepository(OutboxMessage).find();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.claimedBy === null)).toBe(true);
  });
});

describe('payment reminders on two instances', () => {
  describe('without Redis: the database lease', () => {
    const shop = twoInstances({ name: 'reminders', redis: false, together: true });

    it('lets one instance hold the lease and scan; each due reminder is sent exactly once', async () => {
      const { first, again } = await scenario(shop, LeaseTaskRunner);
      // Exactly one instance ran each tick, and it is the same one: the holder keeps the lease.
      expect(first.filter(Boolean)).toHaveLength(1);
      expect(again).toEqual(first);
    });
  });

  describe('with Redis: BullMQ', () => {
    const shop = twoInstances({ name: 'reminders', redis: true, together: true });

    it('runs each tick on one worker; each due reminder is sent exactly once', async () => {
      const { first, again } = await scenario(shop, BullMqTaskRunner);
      expect([...first, ...again]).toEqual([true, true, true, true]);
      // Both instances upserted the schedules: one job scheduler per task (the reminders every 15 minutes), its first tick ahead.
      const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue('scheduled-tasks', { connection, prefix: `${shop.prefix}bull` });
      const schedulers = await queue.getJobSchedulers();
      const byKey = schedulers
        .map((scheduler) => [scheduler.key, Number(scheduler.every)])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
      expect(byKey).toEqual([
        [LUNCH_CUTOFF_TASK, LUNCH_CUTOFF_EVERY_MS],
        [LUNCH_MONTH_END_TASK, LUNCH_MONTH_END_EVERY_MS],
        [OUTBOX_TASK, OUTBOX_EVERY_MS],
        [PAYMENT_REMINDERS_TASK, PAYMENT_REMINDERS_EVERY_MS],
      ]);
      for (const scheduler of schedulers) expect(Number(scheduler.next)).toBeGreaterThan(Date.now());
      await queue.close();
      await connection.quit();
    });
  });
});
