import { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { User } from '../src/auth/user.entity';
import { Clock } from '../src/common/clock';
import { loadConfig } from '../src/config/load-config';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OutboxSender } from '../src/mail/outbox-sender';
import { OrderPayment } from '../src/payments/payment.entity';
import { BullMqTaskRunner } from '../src/scheduling/bullmq-task-runner';
import { LeaseTaskRunner } from '../src/scheduling/lease-task-runner';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { TELEGRAM_DAILY_TASK, TelegramDaily } from '../src/telegram/telegram-daily.service';
import { TELEGRAM_SETTINGS_ID, TelegramSettings } from '../src/telegram/telegram-settings.entity';
import { minsk } from './support/clock';
import { freshDatabase, TestDatabase } from './support/database';
import { eventually } from './support/eventually';
import { MailCatcher } from './support/mail-catcher';
import { insertOrder } from './support/payments';
import { startTelegramStandIn, TelegramStandIn } from './support/telegram-stand-in';
import { ADMIN } from './support/test-app';

/**
 * The 18:00 summary on two instances of the shop behind one MariaDB database (TEST_DB=mysql only,
 * see jest.config.cjs), with Redis (BullMQ) and without (the database lease), against one Bot
 * API stand-in: however both instances tick at once, the group gets the summary exactly once.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const GROUP = '-1001234567890';

function twoInstances(withRedis: boolean) {
  const prefix = `bulbash-telegram-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const mail = new MailCatcher();
  const apps: INestApplication[] = [];
  let database: TestDatabase;
  const shop = { apps, telegram: undefined as unknown as TelegramStandIn, prefix };

  beforeAll(async () => {
    database = freshDatabase();
    shop.telegram = await startTelegramStandIn();
    const config = loadConfig({
      SMTP_URL: await mail.start(),
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-for-api-tests-only',
      PUBLIC_URL: 'http://shop.test',
      UPLOAD_DIR: join(database.workDir, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      ARGON2_COST: 'test',
      ...shop.telegram.env,
      ...(withRedis ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
    });
    // One after the other: the first migrates the fresh database.
    for (let index = 0; index < 2; index += 1) {
      const app = await createApp(config, { logger: false });
      await app.init();
      apps.push(app);
    }
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await mail.stop();
    await shop.telegram?.close();
    await database?.drop();
    if (withRedis) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  return shop;
}

async function scenario(shop: ReturnType<typeof twoInstances>, runnerType: typeof BullMqTaskRunner | typeof LeaseTaskRunner) {
  for (const app of shop.apps) expect(app.get(TaskRunner)).toBeInstanceOf(runnerType);
  const dataSource = shop.apps[0].get(DataSource);
  const setNow = (local: string) => {
    const fixed = minsk(local);
    for (const app of shop.apps) app.get(Clock).now = () => new Date(fixed.getTime());
  };
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

  setNow('2026-12-10T17:55');
  const tickBoth = () => Promise.all(shop.apps.map((app) => app.get(TaskRunner).runOnce(TELEGRAM_DAILY_TASK)));
  await tickBoth();
  setNow('2026-12-10T18:00');
  const ticks = [...(await tickBoth()), ...(await tickBoth())];
  // And raw scans on both at once, past any lease or queue.
  const scans = await Promise.all(shop.apps.map((app) => app.get(TelegramDaily).scan()));
  expect(scans).toEqual([0, 0]);
  // Both senders pass over the outbox at the same time: still one message.
  await Promise.all([...shop.apps, ...shop.apps].map((app) => app.get(OutboxSender).flush()));
  const summaries = () => shop.telegram.messages(GROUP).filter((message) => message.text.includes('Завтра, 11.12.2026'));
  await eventually(() => expect(summaries()).toHaveLength(1));
  expect(summaries()[0].text).toContain('заказов 2, гостей 40');
  expect(summaries()[0].text).toContain(`Не оплачено: №${second.id} — всего 420,00\u00a0byn`);
  const rows = await dataSource.getRepository(OutboxMessage).findBy({ channel: 'telegram', subject: 'Telegram: сводка на 11.12.2026' });
  expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, recipient: GROUP })]);
  return ticks;
}

describe('the 18:00 Telegram summary on two instances', () => {
  describe('without Redis: the database lease', () => {
    const shop = twoInstances(false);

    it('lets one instance hold the lease and post; the group gets the summary exactly once', async () => {
      const ticks = await scenario(shop, LeaseTaskRunner);
      // Exactly one instance ran each tick, and it is the same one.
      expect(ticks.filter(Boolean)).toHaveLength(2);
      expect(ticks[0]).toBe(ticks[2]);
    });
  });

  describe('with Redis: BullMQ', () => {
    const shop = twoInstances(true);

    it('runs a tick on each instance at once; the unique notice keeps the summary to one message', async () => {
      const ticks = await scenario(shop, BullMqTaskRunner);
      expect(ticks).toEqual([true, true, true, true]);
    });
  });
});
