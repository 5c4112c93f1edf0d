import { formatByn } from '@bulbash/rules';
import { User } from '../src/auth/user.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OutboxQueue } from '../src/mail/outbox-queue';
import { OUTBOX_TASK } from '../src/mail/outbox-sender';
import { TransactionRunner } from '../src/database/transaction-runner';
import { PaymentReminders } from '../src/payments/payment-reminders.service';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { TELEGRAM_DAILY_TASK } from '../src/telegram/telegram-daily.service';
import { TelegramLink } from '../src/telegram/telegram-link.entity';
import { createAccount } from './support/accounts';
import { minsk } from './support/clock';
import { eventually } from './support/eventually';
import {
  ADMIN_ORDERS,
  ADMIN_TELEGRAM,
  connectGroup,
  linkCustomer,
  newCustomer,
  placeOrder,
  STAFF_GROUP,
  startTelegramShop,
  TelegramShop,
} from './support/telegram-shop';
import { TelegramStandIn } from './support/telegram-stand-in';
import { BepaidStandIn, startBepaidStandIn } from './support/bepaid-stand-in';

/** Each test's own staff group (connected before it): Telegram's 20 messages a minute are per group. */
let GROUP = '';
let groupCounter = 0;
const ALL_EVENTS = [
  'order_created',
  'enquiry_created',
  'quote_accepted',
  'change_request',
  'payment_received',
  'payment_failed',
  'refund',
  'order_canceled',
  'daily_summary',
];

/**
 * What the shop tells Telegram (issue 45), against the Bot API stand-in: the staff group hears
 * the events the owner chose, a customer's linked chat the changes of their order; messages are
 * written in the causing transaction and sent by the outbox (429 waits retry_after, 403 unlinks,
 * 5xx retried with backoff); names and comments arrive escaped.
 */
describe('Telegram news', () => {
  let env: TelegramShop;
  let telegram: TelegramStandIn;
  let bepaid: BepaidStandIn;

  beforeAll(async () => {
    // Online payment on too (bePaid's stand-in): a declined payment is news for the group.
    bepaid = await startBepaidStandIn();
    env = await startTelegramShop(bepaid.env);
    telegram = env.telegram;
    await env.shop
      .api()
      .post('/api/v1/admin/event-formats')
      .set(env.owner.auth)
      .send({
        code: 'buffet',
        name: 'Фуршет',
        description: 'Стоя',
        min_guests: 2,
        categories: [{ category_id: env.shelf.category.id, portions_per_guest: 1 }],
      })
      .expect(201);
  });
  afterAll(async () => {
    await env?.close();
    await bepaid?.close();
  });
  beforeEach(async () => {
    env.clock.set('2026-12-01T10:00');
    await env.shop.api().put(ADMIN_TELEGRAM).set(env.owner.auth).send({ events: ALL_EVENTS }).expect(200);
    groupCounter += 1;
    const group = { ...STAFF_GROUP, id: STAFF_GROUP.id - groupCounter, title: `Кухня ${groupCounter}` };
    await connectGroup(env, group);
    GROUP = String(group.id);
  });

  const outbox = () => env.shop.dataSource.getRepository(OutboxMessage);
  /** The group's Telegram rows about one order (written with the change, so their absence after it is final). */
  const groupRows = async (orderId: number, words = '') =>
    (await outbox().findBy({ channel: 'telegram', recipient: GROUP })).filter(
      (row) => new RegExp(`[Зз]аказ\\S* №${orderId}(?!\\d)`).test(row.content.text) && row.content.text.includes(words),
    );
  const runOutbox = () => env.shop.app.get(TaskRunner).runOnce(OUTBOX_TASK);
  /** Messages about an order («Заказ №7», «по заказу №7»), not an enquiry or a quote of the same number. */
  const orderMessages = (chatId: string | number, orderId: number) =>
    telegram.messages(chatId).filter((message) => new RegExp(`[Зз]аказ\\S* №${orderId}(?!\\d)`).test(message.text));

  it('posts one message to the group for a new order: its number, time, guests, dishes, total, delivery and a link to the back office', async () => {
    const customer = await newCustomer(env);
    const id = await placeOrder(env, customer, { guests: 12, quantity: 2, deliveryAt: '2026-12-10T15:00:00+03:00' });
    const message = await telegram.waitForMessage(GROUP, new RegExp(`Новый заказ №${id}\\b`));
    expect(message.parseMode).toBe('HTML');
    expect(message.text).toContain('10.12.2026 в 15:00');
    expect(message.text).toContain('Гостей: 12');
    expect(message.text).toContain(`${env.shelf.products[0].name} ×2`);
    expect(message.text).toContain(`Итого: <b>${formatByn(40)}</b>`);
    expect(message.text).toContain('Доставка: Минск, ул. Немига, 5');
    expect(message.text).toContain(`<a href="http://shop.test/bulbash_admin/admin/orders/${id}/show">`);
    expect(message.text).not.toContain('Аллергии');
    // One message, sent once, listed in the outbox as a Telegram row.
    await eventually(async () =>
      expect(await groupRows(id, 'Новый заказ')).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]),
    );
    expect(orderMessages(GROUP, id)).toHaveLength(1);
    const listed = await env.shop
      .api()
      .get('/api/v1/admin/outbox')
      .query({ filter: JSON.stringify({ channel: 'telegram', recipient: GROUP }) })
      .set(env.owner.auth)
      .expect(200);
    expect(listed.body[0]).toMatchObject({
      channel: 'telegram',
      recipient: GROUP,
      status: 'sent',
      subject: expect.stringMatching(/^Telegram: /),
    });
    expect(listed.body.every((row: { channel: string }) => row.channel === 'telegram')).toBe(true);
  });

  it('posts only the events the owner chose', async () => {
    await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(env.owner.auth)
      .send({ events: ['enquiry_created'] })
      .expect(200);
    const customer = await newCustomer(env);
    const id = await placeOrder(env, customer);
    // The order's transaction wrote no Telegram row for the group: nothing will ever be sent.
    expect(await groupRows(id)).toEqual([]);
    const enquiry = await env.shop.api().post('/api/v1/events/enquiries').send({
      event_at: '2026-12-12T15:30:00+03:00',
      guests: 40,
      format: 'buffet',
      delivery_method: 'delivery',
      delivery_address: 'Минск, ул. Немига, 5',
      contact_name: 'Ольга Свадебная',
      contact_phone: '+375 (29) 123-45-67',
      contact_email: 'olga.wedding@example.by',
      comment: 'Свадьба на 40 гостей',
    });
    expect(enquiry.body).toMatchObject({ enquiry_id: expect.any(Number) });
    const posted = await telegram.waitForMessage(GROUP, new RegExp(`Новая заявка №${enquiry.body.enquiry_id}\\b`));
    expect(posted.text).toContain('Гостей: 40');
    expect(posted.text).toContain('Ольга Свадебная');
    expect(posted.text).toContain(`/bulbash_admin/admin/enquiries/${enquiry.body.enquiry_id}/show`);
    // With the event off again, no enquiry is posted either; an order is once it is back on.
    await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(env.owner.auth)
      .send({ events: ['order_created'] })
      .expect(200);
    const second = await placeOrder(env, customer);
    await telegram.waitForMessage(GROUP, new RegExp(`Новый заказ №${second}\\b`));
    expect(orderMessages(GROUP, id)).toEqual([]);
  });

  it('escapes names and comments: «<b>» and «&» arrive as text, and an allergy is flagged', async () => {
    const customer = await newCustomer(env);
    const id = await placeOrder(env, customer, {
      names: { first_name: '<b>Оля</b> & Co', surname: 'Смит<script>' },
      comment: 'Подъезд 2 <i>код 15</i> & у гостя аллергия на орехи',
      excludeAllergens: ['nuts'],
    });
    const message = await telegram.waitForMessage(GROUP, new RegExp(`Новый заказ №${id}\\b`));
    expect(message.text).toContain('Смит&lt;script&gt; &lt;b&gt;Оля&lt;/b&gt; &amp; Co');
    expect(message.text).toContain('Подъезд 2 &lt;i&gt;код 15&lt;/i&gt; &amp; у гостя аллергия на орехи');
    expect(message.text).not.toMatch(/<b>Оля|<i>код|<script>/);
    expect(message.text).toMatch(/⚠️ <b>Аллергии!<\/b> без: орехи/);
  });

  it("tells the customer's linked chat of the order's changes: placed, confirmed, being prepared, on the way with the driver's phone, delivered, paid", async () => {
    const customer = await newCustomer(env);
    await linkCustomer(env, customer, 6101);
    const id = await placeOrder(env, customer, { deliveryAt: '2026-12-10T15:00:00+03:00' });
    await telegram.waitForMessage(6101, new RegExp(`Заказ №${id} принят`));

    const order = await env.shop.api().get(`${ADMIN_ORDERS}/${id}`).set(env.owner.auth).expect(200);
    await env.shop
      .api()
      .put(`${ADMIN_ORDERS}/${id}`)
      .set(env.owner.auth)
      .send({ status: 'processing', version: order.body.version })
      .expect(200);
    const confirmed = await telegram.waitForMessage(6101, new RegExp(`Заказ №${id} подтверждён`));
    expect(confirmed.text).toContain('Привезём 10.12.2026 в 15:00');
    expect(confirmed.text).toContain('<a href="http://shop.test/user-orders">Мои заказы</a>');

    // The event day's morning: the kitchen is cooking it (once, however many ticks).
    env.clock.set('2026-12-10T07:05');
    const runner = env.shop.app.get(TaskRunner);
    expect(await runner.runOnce(TELEGRAM_DAILY_TASK)).toBe(true);
    expect(await runner.runOnce(TELEGRAM_DAILY_TASK)).toBe(true);
    await telegram.waitForMessage(6101, new RegExp(`Готовим ваш заказ №${id}</b> к 15:00`));

    // The driver sets out: the customer gets the driver's name and phone.
    const driver = await createAccount(env.shop, { role: 'driver' });
    await env.shop.dataSource
      .getRepository(User)
      .update({ id: driver.user.id }, { phone: '375297654321', name: 'Павел', surname: 'Водитель' });
    env.clock.set('2026-12-10T13:30');
    const gone = await env.shop.api().post(`/api/v1/bulbash_admin/my-deliveries/${id}/on-the-way`).set(driver.auth).expect(200);
    expect(gone.body.delivery).toMatchObject({ order_id: id, on_the_way: true, driver_id: driver.user.id });
    await env.shop.api().post(`/api/v1/bulbash_admin/my-deliveries/${id}/on-the-way`).set(driver.auth).expect(409);
    const onTheWay = await telegram.waitForMessage(6101, new RegExp(`Заказ №${id} в пути`));
    expect(onTheWay.text).toContain('Водитель: Павел Водитель, +375 29 765-43-21');

    // Delivered with the cash: «доставлен» and the receipt.
    await env.shop
      .api()
      .post(`/api/v1/bulbash_admin/my-deliveries/${id}/delivered`)
      .set(driver.auth)
      .send({ cash_collected: 40 })
      .expect(200);
    await telegram.waitForMessage(6101, new RegExp(`Заказ №${id} доставлен`));
    const receipt = await telegram.waitForMessage(6101, new RegExp(`Получили оплату по заказу №${id}`));
    expect(receipt.text).toContain(`${formatByn(40)} (наличные)`);
    expect(receipt.text).toContain('Заказ оплачен полностью');
    await telegram.waitForMessage(GROUP, new RegExp(`Оплата по заказу №${id}</b>: ${formatByn(40)}`));
    // Each news once.
    await eventually(() =>
      expect(orderMessages(6101, id).map((message) => message.text.split('\n')[0])).toEqual([
        expect.stringContaining('принят'),
        expect.stringContaining('подтверждён'),
        expect.stringContaining('Готовим'),
        expect.stringContaining('в пути'),
        expect.stringContaining('доставлен'),
        expect.stringContaining('Получили оплату'),
      ]),
    );
    // Another customer's chat heard nothing of it.
    expect(
      telegram.messages().filter((message) => message.chatId !== '6101' && message.chatId !== GROUP && message.text.includes(`№${id}`)),
    ).toEqual([]);
  });

  it('posts a cancellation, a change request, a payment and a refund to the group; the customer hears the cancellation', async () => {
    const customer = await newCustomer(env);
    await linkCustomer(env, customer, 6201);
    const id = await placeOrder(env, customer);
    await env.shop
      .api()
      .post(`/api/v1/order/${id}/change-requests`)
      .set(customer.auth)
      .send({ guests: 20, comment: 'Нас будет больше & <веселее>' })
      .expect(201);
    const wish = await telegram.waitForMessage(GROUP, new RegExp(`Клиент просит изменить заказ №${id}`));
    expect(wish.text).toContain('Гостей: 20');
    expect(wish.text).toContain('Нас будет больше &amp; &lt;веселее&gt;');

    await env.shop.api().post(`/api/v1/admin/orders/${id}/payments`).set(env.owner.auth).send({ amount: 15, method: 'cash' }).expect(201);
    const paid = await telegram.waitForMessage(GROUP, new RegExp(`Оплата по заказу №${id}`));
    expect(paid.text).toContain(`Осталось оплатить: ${formatByn(25)}`);
    await telegram.waitForMessage(6201, new RegExp(`Получили оплату по заказу №${id}</b>: ${formatByn(15)}`));
    await env.shop.api().post(`/api/v1/admin/orders/${id}/payments`).set(env.owner.auth).send({ amount: -5, method: 'cash' }).expect(201);
    await telegram.waitForMessage(GROUP, new RegExp(`Возврат по заказу №${id}</b>: ${formatByn(5)}`));
    await telegram.waitForMessage(6201, new RegExp(`Вернули ${formatByn(5)}</b> по заказу №${id}`));

    await env.shop.api().post(`/api/v1/order/cancel-order/${id}`).set(customer.auth).expect(200);
    const canceled = await telegram.waitForMessage(GROUP, new RegExp(`Заказ №${id} отменён</b> клиентом`));
    expect(canceled.text).toContain('Было на 10.12.2026 в 15:00');
    await telegram.waitForMessage(6201, new RegExp(`Заказ №${id} отменён`));
  });

  it('retries a 429 after retry_after, and not before', async () => {
    const customer = await newCustomer(env);
    telegram.throttle(GROUP, 7);
    const id = await placeOrder(env, customer);
    let row: OutboxMessage | undefined;
    await eventually(async () => {
      [row] = await groupRows(id, 'Новый заказ');
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Telegram 429: Too Many Requests: retry after 7' });
    });
    expect(row!.nextAttemptAt.getTime()).toBe(minsk('2026-12-01T10:00:07').getTime());
    expect(orderMessages(GROUP, id)).toEqual([]);
    // 6 s later the retry is not due yet; at 7 s it goes, once.
    env.clock.set('2026-12-01T10:00:06');
    await runOutbox();
    expect((await groupRows(id, 'Новый заказ'))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    env.clock.set('2026-12-01T10:00:07');
    await runOutbox();
    expect((await groupRows(id, 'Новый заказ'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(orderMessages(GROUP, id)).toHaveLength(1);
    expect(telegram.calls.filter((call) => call.method === 'sendMessage' && call.status === 429)).toHaveLength(1);
  });

  it('retries a 5xx with the backoff, and fails a message for good with Telegram’s reason shown in the outbox list', async () => {
    const customer = await newCustomer(env);
    telegram.failNext(1, 502);
    const id = await placeOrder(env, customer);
    await eventually(async () =>
      expect((await groupRows(id, 'Новый заказ'))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'Telegram 502: Bad Gateway',
      }),
    );
    expect((await groupRows(id, 'Новый заказ'))[0].nextAttemptAt.getTime()).toBe(minsk('2026-12-01T10:00:30').getTime());
    env.clock.set('2026-12-01T10:00:30');
    await runOutbox();
    expect((await groupRows(id, 'Новый заказ'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(orderMessages(GROUP, id)).toHaveLength(1);
  });

  it('unlinks a customer who blocked the bot when Telegram answers 403, failing the message with the reason', async () => {
    const customer = await newCustomer(env);
    await linkCustomer(env, customer, 6301);
    telegram.block(6301);
    const id = await placeOrder(env, customer);
    let failed: OutboxMessage | undefined;
    await eventually(async () => {
      failed = (await outbox().findBy({ channel: 'telegram', recipient: '6301' })).find((row) => row.content.text.includes(`№${id}`));
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    });
    expect(failed!.lastError).toMatch(/^Чат заблокировал бота.*Telegram 403: Forbidden: bot was blocked by the user/);
    expect(await env.shop.dataSource.getRepository(TelegramLink).existsBy({ userId: customer.user.id })).toBe(false);
    expect((await env.shop.api().get('/api/v1/users/me/telegram').set(customer.auth).expect(200)).body.connected).toBe(false);
    const listed = await env.shop.api().get(`/api/v1/admin/outbox/${failed!.id}`).set(env.owner.auth).expect(200);
    expect(listed.body).toMatchObject({ channel: 'telegram', status: 'failed', last_error: failed!.lastError });
    // Later news of the order go nowhere: no row for that chat.
    const before = (await outbox().findBy({ recipient: '6301' })).length;
    await env.shop.api().post(`/api/v1/order/cancel-order/${id}`).set(customer.auth).expect(200);
    expect(await outbox().findBy({ recipient: '6301' })).toHaveLength(before);
    telegram.block(6301, false);
  });

  it('posts the next day’s summary at 18:00 Minsk, once: orders, guests, the first delivery and what is unpaid', async () => {
    const customer = await newCustomer(env);
    const early = await placeOrder(env, customer, { deliveryAt: '2026-12-17T12:00:00+03:00', guests: 8, quantity: 1 });
    const late = await placeOrder(env, customer, { deliveryAt: '2026-12-17T16:30:00+03:00', guests: 25, quantity: 3 });
    await env.shop
      .api()
      .post(`/api/v1/admin/orders/${early}/payments`)
      .set(env.owner.auth)
      .send({ amount: 20, method: 'cash' })
      .expect(201);
    const runner = env.shop.app.get(TaskRunner);
    const summaries = () => telegram.messages(GROUP).filter((message) => message.text.includes('Завтра, 17.12.2026'));
    env.clock.set('2026-12-16T17:59');
    await runner.runOnce(TELEGRAM_DAILY_TASK);
    expect(await outbox().findBy({ channel: 'telegram', subject: 'Telegram: сводка на 17.12.2026' })).toEqual([]);
    env.clock.set('2026-12-16T18:00');
    await runner.runOnce(TELEGRAM_DAILY_TASK);
    await runner.runOnce(TELEGRAM_DAILY_TASK);
    env.clock.set('2026-12-16T21:40');
    await runner.runOnce(TELEGRAM_DAILY_TASK);
    await eventually(() => expect(summaries()).toHaveLength(1));
    const [summary] = summaries();
    expect(summary.text).toContain('<b>Завтра, 17.12.2026</b>: заказов 2, гостей 33');
    expect(summary.text).toContain(`Первая доставка: 12:00, №${early} — Минск, ул. Немига, 5`);
    expect(summary.text).toContain(`• 12:00 №${early}, доставка, гостей 8, ${formatByn(20)}`);
    expect(summary.text).toContain(`• 16:30 №${late}, доставка, гостей 25, ${formatByn(60)} (не оплачено ${formatByn(60)})`);
    expect(summary.text).toContain(`Не оплачено: №${late} — всего ${formatByn(60)}`);
    expect(summary.text).toContain('/bulbash_admin/admin/agenda');
    // Off: the next day's summary is not written (and not recorded, so turning it back on the same evening still posts it).
    await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(env.owner.auth)
      .send({ events: ['order_created'] })
      .expect(200);
    env.clock.set('2026-12-17T18:05');
    await runner.runOnce(TELEGRAM_DAILY_TASK);
    expect(await outbox().findBy({ channel: 'telegram', subject: 'Telegram: сводка на 18.12.2026' })).toEqual([]);
    await env.shop
      .api()
      .put(ADMIN_TELEGRAM)
      .set(env.owner.auth)
      .send({ events: ['daily_summary'] })
      .expect(200);
    await runner.runOnce(TELEGRAM_DAILY_TASK);
    await telegram.waitForMessage(GROUP, /Завтра, 18\.12\.2026<\/b>: заказов нет/);
  });

  it('keeps to 20 messages a minute to one group: the 21st waits, no try counted', async () => {
    const chat = '-1007770000001';
    const queue = env.shop.app.get(OutboxQueue);
    // Written in one transaction: after its commit one pass sends them in order.
    const ids = await env.shop.app.get(TransactionRunner).run(async () => {
      const written: number[] = [];
      for (let index = 1; index <= 21; index += 1)
        written.push(
          await queue.add({
            channel: 'telegram',
            recipient: chat,
            subject: `Telegram: тест ${index}`,
            content: { html: `Сообщение ${index}`, text: `Сообщение ${index}` },
          }),
        );
      return written;
    });
    await eventually(() => expect(telegram.messages(chat)).toHaveLength(20));
    // The 20th reaching Telegram does not mean the pass has come to the 21st yet: wait until its
    // row is handed back put off (its due moment moved past the frozen now, no claim held).
    const frozenNow = minsk('2026-12-01T10:00').getTime();
    let last = await outbox().findOneByOrFail({ id: ids[20] });
    await eventually(async () => {
      last = await outbox().findOneByOrFail({ id: ids[20] });
      expect(last.claimedBy === null && last.nextAttemptAt.getTime() > frozenNow).toBe(true);
    });
    expect(last).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    // Due about a minute after the first one went (business time, here the frozen clock's now + the wait).
    expect(last.nextAttemptAt.getTime() - frozenNow).toBeGreaterThan(50_000);
    expect(telegram.messages(chat).map((message) => message.text)).toEqual(ids.slice(0, 20).map((_, index) => `Сообщение ${index + 1}`));
  });

  it('reminds the linked customer of a balance due, once, as the reminder letter does', async () => {
    const customer = await newCustomer(env);
    await linkCustomer(env, customer, 6401);
    const id = await placeOrder(env, customer, { paymentMethod: 'transfer', deliveryAt: '2026-12-10T15:00:00+03:00' });
    const reminders = env.shop.app.get(PaymentReminders);
    env.clock.set('2026-12-07T10:00');
    await reminders.scan();
    await reminders.scan();
    const reminder = await telegram.waitForMessage(
      6401,
      new RegExp(`Напоминание:</b> оплата по заказу №${id} — ${formatByn(40)} до \\d{2}\\.12\\.2026`),
    );
    expect(reminder.text).toContain('Оплатить можно в «Мои заказы».');
    await eventually(() => expect(orderMessages(6401, id).filter((sent) => sent.text.includes('Напоминание'))).toHaveLength(1));
  });

  it('posts an online payment bePaid declined, with its reason', async () => {
    const customer = await newCustomer(env);
    const id = await placeOrder(env, customer);
    const started = await env.shop
      .api()
      .post(`/api/v1/order/${id}/pay`)
      .set(customer.auth)
      .send({ what: 'full', method: 'card' })
      .expect(201);
    const declined = await bepaid.decline(new URL(started.body.redirect_url as string).searchParams.get('token')!);
    await env.shop.api().post('/api/v1/payments/bepaid/notifications').set(declined.headers).send(declined.body).expect(200);
    const message = await telegram.waitForMessage(
      GROUP,
      new RegExp(`Онлайн-оплата заказа №${id} не прошла</b>: ${formatByn(40)} \\(картой онлайн\\)`),
    );
    expect(message.text).toContain('Причина: Payment declined');
    // bePaid repeats its notification: the decline is posted once.
    await env.shop.api().post('/api/v1/payments/bepaid/notifications').set(declined.headers).send(declined.body).expect(200);
    expect(orderMessages(GROUP, id).filter((sent) => sent.text.includes('не прошла'))).toHaveLength(1);
    expect(await groupRows(id, 'не прошла')).toHaveLength(1);
  });

  it('posts the quote a customer accepted', async () => {
    const customer = await createAccount(env.shop, { email: `quote.telegram.${Date.now()}@example.by` });
    const created = await env.shop
      .api()
      .post('/api/v1/admin/quotes')
      .set(env.owner.auth)
      .send({
        contact_name: 'Анна Ковалёва',
        contact_email: customer.user.email,
        contact_phone: '+375 29 123-45-67',
        event_at: '2026-12-19T18:00',
        guests: 40,
        delivery_method: 'delivery',
        delivery_address: 'Минск, ул. Немига, 5',
        lines: [{ kind: 'dish', product_id: env.shelf.products[1].id, quantity: 10 }],
        valid_until: '2026-12-05',
      })
      .expect(201);
    const sent = await env.shop.api().post(`/api/v1/admin/quotes/${created.body.id}/send`).set(env.owner.auth).expect(200);
    const accepted = await env.shop
      .api()
      .post(`/api/v1/quotes/${sent.body.token}/accept`)
      .set(customer.auth)
      .send({ payment_method: 'cash' })
      .expect(201);
    const message = await telegram.waitForMessage(
      GROUP,
      new RegExp(`Клиент принял предложение №${created.body.id}</b> — заказ №${accepted.body.order_id}`),
    );
    expect(message.text).toContain('гостей: 40');
  });
});
