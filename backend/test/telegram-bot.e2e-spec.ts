import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { OneTimeToken } from '../src/auth/one-time-token.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { TelegramLink } from '../src/telegram/telegram-link.entity';
import { TelegramUpdateRecord } from '../src/telegram/telegram-update.entity';
import { TELEGRAM_OFF } from '../src/telegram/telegram.messages';
import { createAccount } from './support/accounts';
import { eventually } from './support/eventually';
import {
  ADMIN_TELEGRAM,
  connectGroup,
  linkCustomer,
  newCustomer,
  STAFF_GROUP,
  startTelegramShop,
  TelegramShop,
} from './support/telegram-shop';
import { ChatRef, startTelegramStandIn } from './support/telegram-stand-in';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The shop's Telegram bot against the Bot API stand-in (issue 45): the webhook's secret, the
 * staff group's one-time connect code, the events the owner chooses, a customer's one-time deep
 * link, `/stop` and «Отключить»; and the shop without a bot token.
 */
describe('the Telegram bot', () => {
  let env: TelegramShop;

  beforeAll(async () => {
    env = await startTelegramShop();
  });
  afterAll(() => env?.close());

  const settings = async (auth = env.owner.auth) => (await env.shop.api().get(ADMIN_TELEGRAM).set(auth).expect(200)).body;
  let groupCounter = 0;
  const newGroup = (): ChatRef => ({ id: -1009000000000 - (groupCounter += 1), type: 'supergroup', title: `Группа ${groupCounter}` });

  it('answers a webhook without the secret, or with a wrong one, 401 and does nothing', async () => {
    const group = newGroup();
    const { connect_code: code } = await settings();
    for (const secret of [null, 'not-the-secret-0123456789', '']) {
      const refused = await env.telegram.type(group, `/connect ${code}`, { secret });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ detail: expect.stringMatching(/X-Telegram-Bot-Api-Secret-Token/) });
    }
    // Nothing was done: no reply, and the code still connects a group when Telegram itself sends it.
    expect(env.telegram.messages(group.id)).toEqual([]);
    expect((await settings()).group?.chat_id).not.toBe(String(group.id));
    expect((await env.telegram.type(group, `/connect ${code}`)).status).toBe(200);
    await env.telegram.waitForMessage(group.id, /подключена к магазину/);
    expect((await settings()).group).toEqual({ chat_id: String(group.id), title: group.title });
  });

  it('connects the group with a good code, once; a used, an expired or an unknown code connects nothing', async () => {
    const first = newGroup();
    const second = newGroup();
    const view = await settings();
    expect(view).toMatchObject({ enabled: true, bot_name: 'bulbash_test_bot', connect_code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(new Date(view.connect_code_expires_at).getTime()).toBeGreaterThan(Date.parse('2026-12-01T10:00:00+03:00'));

    // Good: in lower case, with the bot's name after the command as a group's client writes it.
    const connected = await env.telegram.type(first, `/connect@bulbash_test_bot ${view.connect_code.toLowerCase()}`);
    expect(connected).toEqual({ status: 200, body: { ok: true } });
    const reply = await env.telegram.waitForMessage(first.id, /подключена/);
    expect(reply.text).toContain(`Группа «${first.title}» подключена`);
    expect(reply.parseMode).toBe('HTML');
    const after = await settings();
    expect(after.group).toEqual({ chat_id: String(first.id), title: first.title });
    // Used: the code is spent; the back office shows a new one.
    expect(after.connect_code).not.toBe(view.connect_code);
    await env.telegram.type(second, `/connect ${view.connect_code}`);
    await env.telegram.waitForMessage(second.id, /уже использован/);
    expect((await settings()).group?.chat_id).toBe(String(first.id));

    // Expired: 31 minutes later the newest code no longer connects.
    env.clock.set('2026-12-01T10:31');
    await env.telegram.type(second, `/connect ${after.connect_code}`);
    await env.telegram.waitForMessage(second.id, /истёк/);
    await env.telegram.type(second, '/connect NOSUCHCO');
    await env.telegram.waitForMessage(second.id, /не подходит/);
    await env.telegram.type(second, '/connect');
    await env.telegram.waitForMessage(second.id, /вместе с кодом/);
    expect((await settings()).group?.chat_id).toBe(String(first.id));
    env.clock.set('2026-12-01T10:00');
  });

  it('lets the owner choose the events; others read the settings without the code and may not change them', async () => {
    const manager = await createAccount(env.shop, { role: 'manager' });
    const asManager = await settings(manager.auth);
    expect(asManager.connect_code).toBeNull();
    expect(asManager.connect_code_expires_at).toBeNull();
    await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(manager.auth)
      .send({ events: ['order_created'] })
      .expect(403);
    const kitchen = await createAccount(env.shop, { role: 'kitchen' });
    await env.shop.api().get(ADMIN_TELEGRAM).set(kitchen.auth).expect(403);

    for (const events of [['order_created', 'lunch'], 'order_created', [1], ['refund', 'refund'], null])
      expect((await env.shop.api().put(ADMIN_TELEGRAM).set(env.owner.auth).send({ events }).expect(400)).body.detail).toMatch(/^events: /);
    const saved = await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(env.owner.auth)
      .send({ events: ['daily_summary', 'order_created', 'refund'] })
      .expect(200);
    // Kept in the vocabulary's order.
    expect(saved.body.events).toEqual(['order_created', 'refund', 'daily_summary']);
    expect((await settings(manager.auth)).events).toEqual(['order_created', 'refund', 'daily_summary']);
    const audit = await env.shop
      .api()
      .get('/api/v1/admin/audit-log')
      .query({ filter: JSON.stringify({ entity: 'telegram_settings' }) })
      .set(env.owner.auth)
      .expect(200);
    expect(audit.body[0]).toMatchObject({ action: 'update', changes: [{ field: 'events', new: 'order_created, refund, daily_summary' }] });
    await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(env.owner.auth)
      .send({
        events: [
          ...[
            'order_created',
            'enquiry_created',
            'quote_accepted',
            'change_request',
            'payment_received',
            'payment_failed',
            'refund',
            'order_canceled',
            'daily_summary',
          ],
        ],
      })
      .expect(200);
  });

  it("binds a customer's chat by the deep link's one-time token once; a reused or expired token binds nothing", async () => {
    const customer = await newCustomer(env);
    const status = async () => (await env.shop.api().get('/api/v1/users/me/telegram').set(customer.auth).expect(200)).body;
    expect(await status()).toEqual({ enabled: true, connected: false });

    const offer = await env.shop.api().post('/api/v1/users/me/telegram-link').set(customer.auth).expect(201);
    const url = new URL(offer.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/bulbash_test_bot');
    const token = url.searchParams.get('start') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(offer.body.expires_at).toBe('2026-12-01T07:30:00.000Z');
    // Only the hash is stored.
    const stored = await env.shop.dataSource
      .getRepository(OneTimeToken)
      .findOneByOrFail({ userId: customer.user.id, purpose: 'telegram_link' });
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    await env.telegram.type({ id: 5101, type: 'private', firstName: 'Анна' }, `/start ${token}`);
    const linked = await env.telegram.waitForMessage(5101, /готово/i);
    expect(linked.text).toContain('Иван, готово');
    expect(await status()).toEqual({ enabled: true, connected: true });

    // The same token again, from another chat: nothing is bound, the chat is told the link is spent.
    await env.telegram.type({ id: 5102, type: 'private' }, `/start ${token}`);
    await env.telegram.waitForMessage(5102, /устарела или уже использована/);
    const links = await env.shop.dataSource.getRepository(TelegramLink).findBy({ userId: customer.user.id });
    expect(links.map((link) => link.chatId)).toEqual(['5101']);
    expect(await env.shop.dataSource.getRepository(TelegramLink).existsBy({ chatId: '5102' })).toBe(false);

    // A fresh link makes the older one stop working, and the fresh one lapses after 30 minutes.
    const older = new URL(
      (await env.shop.api().post('/api/v1/users/me/telegram-link').set(customer.auth).expect(201)).body.url,
    ).searchParams.get('start');
    const newer = new URL(
      (await env.shop.api().post('/api/v1/users/me/telegram-link').set(customer.auth).expect(201)).body.url,
    ).searchParams.get('start');
    await env.telegram.type({ id: 5103, type: 'private' }, `/start ${older}`);
    await env.telegram.waitForMessage(5103, /устарела/);
    env.clock.set('2026-12-01T10:31');
    await env.telegram.type({ id: 5103, type: 'private' }, `/start ${newer}`);
    await eventually(() =>
      expect(env.telegram.messages(5103).map((message) => message.text)).toEqual([
        expect.stringMatching(/устарела/),
        expect.stringMatching(/устарела/),
      ]),
    );
    env.clock.set('2026-12-01T10:00');
    expect(await env.shop.dataSource.getRepository(TelegramLink).findBy({ userId: customer.user.id })).toEqual([
      expect.objectContaining({ chatId: '5101' }),
    ]);
  });

  it('unlinks on /stop in the chat and on «Отключить» on the site', async () => {
    const customer = await newCustomer(env);
    const status = async () => (await env.shop.api().get('/api/v1/users/me/telegram').set(customer.auth).expect(200)).body.connected;
    await linkCustomer(env, customer, 5201);
    expect(await status()).toBe(true);
    await env.telegram.type({ id: 5201, type: 'private' }, '/stop');
    await env.telegram.waitForMessage(5201, /Уведомления о заказах отключены/);
    expect(await status()).toBe(false);
    await env.telegram.type({ id: 5201, type: 'private' }, '/stop');
    await env.telegram.waitForMessage(5201, /и так не получает/);

    await linkCustomer(env, customer, 5202);
    expect(await status()).toBe(true);
    const unlinked = await env.shop.api().delete('/api/v1/users/me/telegram').set(customer.auth).expect(200);
    expect(unlinked.body).toEqual({ enabled: true, connected: false });
    await env.telegram.waitForMessage(5202, /отключены на сайте/);
    expect(await status()).toBe(false);
    // Someone else's chat is not theirs to unlink: the other customer stays linked.
    const other = await newCustomer(env);
    await linkCustomer(env, other, 5203);
    await env.shop.api().delete('/api/v1/users/me/telegram').set(customer.auth).expect(200);
    expect((await env.shop.api().get('/api/v1/users/me/telegram').set(other.auth).expect(200)).body.connected).toBe(true);
    await env.shop.api().get('/api/v1/users/me/telegram').expect(401);
  });

  it('answers commands where they do not belong, and forgets a chat that removed the bot', async () => {
    const customer = await newCustomer(env);
    await env.telegram.type({ id: 5301, type: 'private' }, '/connect ABCDEFGH');
    await env.telegram.waitForMessage(5301, /в группе сотрудников/);
    await env.telegram.type({ id: 5301, type: 'private' }, '/start');
    await env.telegram.waitForMessage(5301, /Получать уведомления в Telegram/);
    await env.telegram.type(STAFF_GROUP, '/start something');
    await env.telegram.waitForMessage(STAFF_GROUP.id, /в личном чате/);
    await linkCustomer(env, customer, 5302);
    expect((await env.telegram.removeBot({ id: 5302, type: 'private' })).status).toBe(200);
    expect((await env.shop.api().get('/api/v1/users/me/telegram').set(customer.auth).expect(200)).body.connected).toBe(false);
    // A body that is not an update: 400, nothing done.
    const bad = await env.telegram.deliver({ update_id: 'x' as unknown as number });
    expect(bad.status).toBe(400);
  });

  it('handles an update once: a second delivery of it (Telegram did not hear the 200) changes and replies nothing', async () => {
    const customer = await newCustomer(env);
    const token = new URL(
      (await env.shop.api().post('/api/v1/users/me/telegram-link').set(customer.auth).expect(201)).body.url,
    ).searchParams.get('start');
    const chat = { id: 5401, type: 'private', first_name: 'Анна' };
    const update = {
      update_id: 900_001,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat,
        from: { id: chat.id, is_bot: false, first_name: 'Анна' },
        text: `/start ${token}`,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    };
    const replies = () => env.shop.dataSource.getRepository(OutboxMessage).countBy({ channel: 'telegram', recipient: '5401' });
    expect((await env.telegram.deliver(update)).status).toBe(200);
    expect(await replies()).toBe(1);
    expect(await env.shop.dataSource.getRepository(TelegramUpdateRecord).existsBy({ updateId: '900001' })).toBe(true);
    // Delivered again (the same update_id): 200, no «ссылка уже использована», the link stays.
    expect((await env.telegram.deliver(update)).status).toBe(200);
    expect(await replies()).toBe(1);
    expect(await env.shop.dataSource.getRepository(TelegramLink).findBy({ userId: customer.user.id })).toEqual([
      expect.objectContaining({ chatId: '5401' }),
    ]);
    // The same text as a new update is a new command: the spent link is refused.
    expect((await env.telegram.deliver({ ...update, update_id: 900_002 })).status).toBe(200);
    await env.telegram.waitForMessage(5401, /уже использована/);
    expect(await replies()).toBe(2);
  });

  it('disconnects the group on the owner’s word, telling it', async () => {
    await connectGroup(env);
    const disconnected = await env.shop.api().delete(`${ADMIN_TELEGRAM}/group`).set(env.owner.auth).expect(200);
    expect(disconnected.body.group).toBeNull();
    await env.telegram.waitForMessage(STAFF_GROUP.id, /Группа отключена/);
    expect((await env.shop.api().delete(`${ADMIN_TELEGRAM}/group`).set(env.owner.auth).expect(409)).body.detail).toBe(
      'Группа Telegram не подключена',
    );
  });
});

describe('npm run telegram:webhook', () => {
  it('registers {PUBLIC_URL}/api/v1/telegram/webhook with the secret, prints what Telegram holds, and refuses without a token', async () => {
    const telegram = await startTelegramStandIn();
    try {
      // Not spawnSync: the stand-in answers from this process.
      const run = (args: string[], env: Record<string, string>) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [join(__dirname, '..', 'scripts', 'run-cli.cjs'), 'telegram/set-webhook-cli', ...args], {
            cwd: join(__dirname, '..'),
            env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'sqlite::memory:', JWT_SECRET: 'a-signing-key-of-32-characters!!', ...env },
          });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
          child.on('close', (status) => resolve({ status, stdout, stderr }));
        });
      const set = await run([], { ...telegram.env, PUBLIC_URL: 'https://shop.example.by' });
      expect(set.stderr).toBe('');
      expect(set.status).toBe(0);
      expect(set.stdout).toContain(
        'Telegram webhook set: https://shop.example.by/api/v1/telegram/webhook (updates: message, my_chat_member)',
      );
      expect(set.stdout).toContain('Registered: https://shop.example.by/api/v1/telegram/webhook; pending updates: 0');
      const call = telegram.calls.find((recorded) => recorded.method === 'setWebhook');
      expect(call?.params).toMatchObject({
        url: 'https://shop.example.by/api/v1/telegram/webhook',
        secret_token: telegram.webhookSecret,
        allowed_updates: ['message', 'my_chat_member'],
      });
      expect(telegram.webhook()).toEqual({ url: 'https://shop.example.by/api/v1/telegram/webhook', secret: telegram.webhookSecret });
      const deleted = await run(['--delete'], { ...telegram.env, PUBLIC_URL: 'https://shop.example.by' });
      expect(deleted.status).toBe(0);
      expect(telegram.webhook()).toBeNull();
      const refused = await run([], { PUBLIC_URL: 'https://shop.example.by' });
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        'Configuration error: TELEGRAM_BOT_TOKEN is required for this command (with TELEGRAM_WEBHOOK_SECRET and TELEGRAM_BOT_NAME)',
      );
    } finally {
      await telegram.close();
    }
  });
});

describe('the shop without a Telegram bot token', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop?.close());

  it('runs without Telegram and says so: «Telegram не подключён»', async () => {
    const owner = await createAccount(shop, { admin: true });
    const customer = await createAccount(shop);
    expect((await shop.api().get(ADMIN_TELEGRAM).set(owner.auth).expect(200)).body).toEqual({
      enabled: false,
      bot_name: null,
      group: null,
      connect_code: null,
      connect_code_expires_at: null,
      events: expect.arrayContaining(['order_created', 'daily_summary']),
    });
    expect((await shop.api().put(ADMIN_TELEGRAM).set(owner.auth).send({ events: [] }).expect(409)).body).toEqual({ detail: TELEGRAM_OFF });
    expect((await shop.api().post('/api/v1/users/me/telegram-link').set(customer.auth).expect(409)).body).toEqual({ detail: TELEGRAM_OFF });
    expect((await shop.api().delete('/api/v1/users/me/telegram').set(customer.auth).expect(409)).body).toEqual({ detail: TELEGRAM_OFF });
    expect((await shop.api().get('/api/v1/users/me/telegram').set(customer.auth).expect(200)).body).toEqual({
      enabled: false,
      connected: false,
    });
    expect(
      (
        await shop
          .api()
          .post('/api/v1/telegram/webhook')
          .set('X-Telegram-Bot-Api-Secret-Token', 'anything-at-all-0123')
          .send({ update_id: 1 })
          .expect(409)
      ).body,
    ).toEqual({ detail: TELEGRAM_OFF });
    expect(TELEGRAM_OFF).toBe('Telegram не подключён');
  });
});
