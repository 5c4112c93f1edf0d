import { createApp } from '../src/app.factory';
import { Clock } from '../src/common/clock';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OUTBOX_TASK, OutboxSender } from '../src/mail/outbox-sender';
import { PAYMENT_REMINDERS_TASK } from '../src/payments/payment-reminders.service';
import { PaymentReminder } from '../src/payments/payment-reminder.entity';
import { TaskRunner } from '../src/scheduling/scheduled-task';
import { controlClock, minsk } from './support/clock';
import { TEST_ENGINE } from './support/database';
import { insertOrder } from './support/payments';
import { pdfText } from './support/pdf';
import { useShopWithTwoCustomers } from './support/shop-with-accounts';

const OUTBOX = '/api/v1/admin/outbox';

/** Reads `read` until it answers `expected` (the outbox is sent in the background after a commit), at most 10 s. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)}, expected ${JSON.stringify(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/**
 * Issue 35, part 8: no letter is lost. With the SMTP server refusing, an order's confirmation and
 * a payment reminder wait in the outbox (pending, with the error, visible to the owner); once the
 * server answers again the retry delivers each exactly once. Two instances: outbox-scale-out.
 */
describe(`outbox (${TEST_ENGINE})`, () => {
  const env = useShopWithTwoCustomers([100]);
  const clock = () => controlClock(env.shop);
  const runner = () => env.shop.app.get(TaskRunner);
  const to = (email: string) => env.shop.mail.messages.filter((mail) => mail.to.includes(email));
  const outbox = async (filter: Record<string, unknown> = {}) => {
    const answer = await env.shop
      .api()
      .get(OUTBOX)
      .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['id', 'ASC']), range: '[0,49]' })
      .set(env.admin.auth)
      .expect(200);
    return answer.body as OutboxRow[];
  };

  afterEach(() => {
    env.shop.mail.refusing = false;
  });

  it('is read-only for administrators, with Content-Range, filters and 400s', async () => {
    await env.shop.api().get(OUTBOX).expect(401);
    await env.shop.api().get(OUTBOX).set(env.alice.auth).expect(403);
    await env.shop.api().post('/api/v1/users/forgot-your-password').send({ email: env.bob.user.email }).expect(200);
    await eventually(async () => (await outbox({ recipient: env.bob.user.email, status: 'sent' })).length, 1);
    const listed = await env.shop.api().get(OUTBOX).query({ range: '[0,0]' }).set(env.admin.auth).expect(200);
    expect(listed.headers['content-range']).toMatch(/^outbox 0-0\/\d+$/);
    const [row] = await outbox({ recipient: env.bob.user.email });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: expect.any(String) });
    expect(Object.keys(row)).not.toContain('content');
    expect((await env.shop.api().get(`${OUTBOX}/${row.id}`).set(env.admin.auth).expect(200)).body).toEqual(row);
    await env.shop.api().get(`${OUTBOX}/2147483647`).set(env.admin.auth).expect(404);
    const bad = await env.shop.api().get(OUTBOX).query({ filter: '{"status":"lost"}' }).set(env.admin.auth).expect(400);
    expect(bad.body.detail).toMatch(/^status: /);
    await env.shop.api().get(OUTBOX).query({ sort: '["content","ASC"]' }).set(env.admin.auth).expect(400);
  });

  it('keeps an order’s letters and a reminder while the SMTP server refuses, and delivers each once when it answers again', async () => {
    clock().set('2026-12-10T10:00');
    await env.shop
      .api()
      .patch('/api/v1/bulbash_admin/payment-settings')
      .set(env.admin.auth)
      .send({ deposit_percent: 50, deposit_min_total: 500, balance_due_days: 2 })
      .expect(200);
    env.shop.mail.refusing = true;

    // An order taken at the desk: its confirmation goes to the customer.
    const customer = `outbox.order.${Date.now()}@example.by`;
    const placed = await env.shop
      .api()
      .post('/api/v1/admin/orders')
      .set(env.admin.auth)
      .send({
        customer: { email: customer, first_name: 'Ольга', surname: 'Петрова', last_name: 'Ивановна', phone: '+375297654321' },
        lines: [{ product_id: env.shelf.products[0].id, quantity: 1 }],
      })
      .expect(201);
    const confirmation = new RegExp(`Заказ №${placed.body.id}`);
    // A payment reminder falls due: recorded, and its letter waits in the outbox.
    const reminded = 'outbox.reminder@example.by';
    const due = await insertOrder(env.shop, env.alice.user.id, {
      contactEmail: reminded,
      dateCreated: minsk('2026-12-08T09:00'),
      deliveryAt: minsk('2026-12-14T12:00'),
    });
    expect(await runner().runOnce(PAYMENT_REMINDERS_TASK)).toBe(true);
    expect(await env.shop.dataSource.getRepository(PaymentReminder).countBy({ orderId: due.id })).toBe(1);

    await eventually(
      async () => (await outbox({ recipient: customer })).filter((row) => confirmation.test(row.subject) && row.attempts > 0).length,
      1,
    );
    const waiting = [
      ...(await outbox({ recipient: customer })).filter((row) => confirmation.test(row.subject)),
      ...(await outbox({ recipient: reminded })),
    ];
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
      expect(row.last_error).toMatch(/451/);
    }
    expect(to(customer).filter((mail) => confirmation.test(mail.subject))).toEqual([]);
    expect(to(reminded)).toEqual([]);

    // A retry before the backoff has passed does not try again; after it, still refused: two tries.
    expect(await runner().runOnce(OUTBOX_TASK)).toBe(true);
    expect((await outbox({ recipient: reminded }))[0].attempts).toBe(1);
    clock().set('2026-12-10T10:01');
    expect(await runner().runOnce(OUTBOX_TASK)).toBe(true);
    expect((await outbox({ recipient: reminded }))[0]).toMatchObject({ status: 'pending', attempts: 2 });

    // The server answers again: the next retry delivers both, once.
    env.shop.mail.refusing = false;
    clock().set('2026-12-10T10:10');
    expect(await runner().runOnce(OUTBOX_TASK)).toBe(true);
    await env.shop.mail.waitFor(customer, confirmation);
    await env.shop.mail.waitFor(reminded);
    expect(await runner().runOnce(OUTBOX_TASK)).toBe(true);
    expect(await runner().runOnce(PAYMENT_REMINDERS_TASK)).toBe(true);
    expect(to(customer).filter((mail) => confirmation.test(mail.subject))).toHaveLength(1);
    expect(to(reminded)).toHaveLength(1);
    expect(to(reminded)[0].attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    const sent = [
      ...(await outbox({ recipient: customer })).filter((row) => confirmation.test(row.subject)),
      ...(await outbox({ recipient: reminded })),
    ];
    for (const row of sent) expect(row).toMatchObject({ status: 'sent', attempts: 3, sent_at: expect.any(String) });
    expect(await env.shop.dataSource.getRepository(OutboxMessage).countBy({ recipient: reminded })).toBe(1);
  });

  it('loses no order letter when the instance dies between the commit and the send: another one sends it once, invoice rendered then', async () => {
    clock().set('2026-12-11T10:00');
    // The first instance commits the order and dies before its sender runs (no kick, no pass).
    const kick = jest.spyOn(env.shop.app.get(OutboxSender), 'kick').mockImplementation(() => undefined);
    const customer = `outbox.crash.${Date.now()}@example.by`;
    let placed: { body: { id: number } };
    try {
      placed = await env.shop
        .api()
        .post('/api/v1/admin/orders')
        .set(env.admin.auth)
        .send({
          customer: { email: customer, first_name: 'Анна', surname: 'Климова', last_name: 'Сергеевна', phone: '+375291112233' },
          lines: [{ product_id: env.shelf.products[0].id, quantity: 2 }],
          payment_method: 'transfer',
        })
        .expect(201);
    } finally {
      kick.mockRestore();
    }
    const confirmation = new RegExp(`Заказ №${placed.body.id}`);
    // Written in the order's transaction: the letter, the shop's notice, the «set your password» letter.
    const waiting = (await outbox({ recipient: customer })).filter((row) => confirmation.test(row.subject));
    expect(waiting).toEqual([expect.objectContaining({ status: 'pending', attempts: 0, sent_at: null })]);
    const stored = await env.shop.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: waiting[0].id });
    expect(stored.content.deferred).toEqual([{ kind: 'order-invoice', ref: placed.body.id }]);
    expect(stored.content.attachments).toBeUndefined();
    expect(to(customer).filter((mail) => confirmation.test(mail.subject))).toEqual([]);

    // A new instance on the same database sends what was left, once.
    const second = await createApp(env.shop.config, { logger: false });
    try {
      await second.init();
      second.get(Clock).now = () => env.shop.app.get(Clock).now();
      // The confirmation, the shop's notice and the «set your password» letter of the new account;
      // on MariaDB the old instance's pass runs at the same time (SQLite is one process: one pass).
      const passes =
        TEST_ENGINE === 'mysql'
          ? await Promise.all([second.get(OutboxSender).flush(), env.shop.app.get(OutboxSender).flush()])
          : [await second.get(OutboxSender).flush()];
      expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(3);
      await env.shop.mail.waitFor(customer, confirmation);
      // Sent: neither instance sends it again.
      expect(await env.shop.app.get(OutboxSender).flush()).toBe(0);
      expect(await second.get(OutboxSender).flush()).toBe(0);
      const letters = to(customer).filter((mail) => confirmation.test(mail.subject));
      expect(letters).toHaveLength(1);
      expect(letters[0].attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
      expect(pdfText(letters[0].attachments[0].content)).toMatch(/Счёт/);
      const [row] = (await outbox({ recipient: customer })).filter((one) => confirmation.test(one.subject));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      // The rendered invoice is kept in the row: a retry would send the same bytes.
      const sent = await env.shop.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id: row.id });
      expect(sent.content.deferred).toBeUndefined();
      expect(Buffer.from(sent.content.attachments![0].base64, 'base64').equals(letters[0].attachments[0].content)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
