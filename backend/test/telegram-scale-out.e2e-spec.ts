import { DataSource } from 'typeorm';
import { User } from '../src/auth/user.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OutboxSender } from '../src/mail/outbox-sender';
import { OrderPayment } from '../src/payments/payment.entity';
import { BullMqTaskRunner } from '../src/scheduling/bullmq-task-runner';
import { LeaseTaskRunner } from '../src/scheduling/lease-task-runner';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { TELEGRAM_DAILY_TASK, TelegramDaily } from '../src/telegram/telegram-daily.service';
import { TELEGRAM_SETTINGS_ID, TelegramSettings } from '../src/telegram/telegram-settings.entity';
import { minsk } from './support/clock';
import { eventually } from './support/eventually';
import { insertOrder } from './support/payments';
import { startTelegramStandIn, TelegramStandIn } from './support/telegram-stand-in';
import { ADMIN } from './support/test-app';
import { TwoInstances, twoInstances } from './support/two-instances';
import { AbuseCounters } from '../src/cache/abuse-counters';
import { TelegramRateLimiter } from '../src/telegram/telegram-rate-limits';

/**
 * The 18:00 summary on two instances of the shop behind one MariaDB database (TEST_DB=mysql only,
 * see jest.config.cjs), with Redis (BullMQ) and without (the database lease), against one Bot
 * API stand-in: however both instances tick at once, the group gets the summary exactly once.
 */
const GROUP = '-1001234567890';

/** Two instances against one Bot API stand-in. */
function telegramPair(redis: boolean): TwoInstances & { telegram: () => TelegramStandIn } {
  let telegram: TelegramStandIn | undefined;
  const pair = twoInstances({
    name: 'telegram',
    redis,
    before: async () => {
      telegram = await startTelegramStandIn();
      return telegram.env;
    },
    after: async () => {
      await telegram?.close();
    },
  });
  return Object.assign(pair, { telegram: () => telegram! });
}

async function scenario(shop: ReturnType<typeof telegramPair>, runnerType: typeof BullMqTaskRunner | typeof LeaseTaskRunner) {
  for (const app of shop.apps) expect(app.get(TaskRunner)).toBeInstanceOf(runnerType);
  const dataSource = shop.apps[0].get(DataSource);
  // The group connected, and two orders of tomorrow (2026-12-11): one paid, one not.
  await dataSource.getRepository(TelegramSettings).insert({
    id: TELEGRAM_SETTINGS_ID,
    groupChatId: GROUP,
    groupTitle: 'Кухня',
    groupConnectedAt: new Date(),
    events: 'order_created,daily_summary',
  });
  const admin = await dataSource.getRepository(User).findOneByOrFail({ email: ADMIN.email });
  const first = await insertOrder(
    { dataSource },
    admin.id,
    { deliveryAt: minsk('2026-12-11T11:00'), guests: 10, status: 'processing' },
    150,
  );
  const second = await insertOrder({ dataSource }, admin.id, { deliveryAt: minsk('2026-12-11T17:00'), guests: 30 }, 420);
  await dataSource.getRepository(OrderPayment).insert({ orderId: first.id, amount: 150, method: 'cash', paidAt: new Date(), note: null });

  shop.setNow('2026-12-10T17:55');
  const tickBoth = () => Promise.all(shop.apps.map((app) => app.get(TaskRunner).runOnce(TELEGRAM_DAILY_TASK)));
  await tickBoth();
  shop.setNow('2026-12-10T18:00');
  const ticks = [...(await tickBoth()), ...(await tickBoth())];
  // And raw scans on both at once, past any lease or queue.
  const scans = await Promise.all(shop.apps.map((app) => app.get(TelegramDaily).scan()));
  expect(scans).toEqual([0, 0]);
  // Both senders pass over the outbox at the same time: still one message.
  await Promise.all([...shop.apps, ...shop.apps].map((app) => app.get(OutboxSender).flush()));
  const summaries = () =>
    shop
      .telegram()
      .messages(GROUP)
      .filter((message) => message.text.includes('Завтра, 11.12.2026'));
  await eventually(() => expect(summaries()).toHaveLength(1));
  expect(summaries()[0].text).toContain('заказов 2, гостей 40');
  expect(summaries()[0].text).toContain(`Не оплачено: №${second.id} — всего 420,00\u00a0byn`);
  const rows = await dataSource.getRepository(OutboxMessage).findBy({ channel: 'telegram', subject: 'Telegram: сводка на 11.12.2026' });
  expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, recipient: GROUP })]);
  return ticks;
}

describe('the 18:00 Telegram summary on two instances', () => {
  describe('without Redis: the database lease', () => {
    const shop = telegramPair(false);

    it('lets one instance hold the lease and post; the group gets the summary exactly once', async () => {
      const ticks = await scenario(shop, LeaseTaskRunner);
      // Exactly one instance ran each tick, and it is the same one.
      expect(ticks.filter(Boolean)).toHaveLength(2);
      expect(ticks[0]).toBe(ticks[2]);
    });
  });

  describe('with Redis: BullMQ', () => {
    const shop = telegramPair(true);

    it('runs a tick on each instance at once; the unique notice keeps the summary to one message', async () => {
      const ticks = await scenario(shop, BullMqTaskRunner);
      expect(ticks).toEqual([true, true, true, true]);
    });

    it('counts Telegram’s 20 messages a minute to one group across both instances', async () => {
      const [first, second] = shop.apps.map((app) => new TelegramRateLimiter(app.get(AbuseCounters)));
      const group = `-100${Date.now()}`;
      const waits: number[] = [];
      for (let index = 0; index < 10; index += 1) waits.push(await first.reserve(group), await second.reserve(group));
      expect(waits).toEqual(Array.from({ length: 20 }, () => 0));
      // Each instance alone has sent 10: the group's minute is full for both.
      expect(await first.reserve(group)).toBeGreaterThan(50_000);
      expect(await second.reserve(group)).toBeGreaterThan(50_000);
    });
  });
});
