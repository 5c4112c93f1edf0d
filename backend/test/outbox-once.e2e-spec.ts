import { INestApplication } from '@nestjs/common';
import { createApp } from '../src/app.factory';
import { Clock } from '../src/common/clock';
import { MailService } from '../src/mail/mail.service';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { OutboxSender } from '../src/mail/outbox-sender';
import { PERMANENT_REFUSAL_TRIES } from '../src/mail/outbox-retries';
import { createAccount, TestAccount } from './support/accounts';
import { TEST_ENGINE } from './support/database';
import { startTestApp, TestApp } from './support/test-app';

const OUTBOX = '/api/v1/admin/outbox';
/** Short timeouts so the slow server below takes seconds, not minutes: the claim is 2 × this, renewed every 1 ×. */
const SMTP_TIMEOUT_MS = 1500;
/** Each of the greeting and the replies to MAIL FROM, RCPT TO and DATA waits this long: one letter takes about 4 s. */
const HOLD_MS = 1000;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue 42, part 3: a letter is sent once while both instances live, however slow the SMTP server
 * (every reply within SMTP_TIMEOUT_MS, the whole letter longer than a claim that is not renewed);
 * a permanent refusal (550) ends the letter as failed with the server's reply after a bounded
 * number of tries, the outbox list shows it, and «Отправить ещё раз» sends it again.
 */
describe(`outbox: once across instances, failed for good (${TEST_ENGINE})`, () => {
  let shop: TestApp;
  let second: INestApplication;
  let owner: TestAccount;
  let manager: TestAccount;

  beforeAll(async () => {
    shop = await startTestApp({ SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS) });
    second = await createApp(shop.config, { logger: false });
    await second.init();
    second.get(Clock).now = () => shop.app.get(Clock).now();
    [owner, manager] = await Promise.all([createAccount(shop, { admin: true }), createAccount(shop, { role: 'manager' })]);
  });
  afterAll(async () => {
    await second?.close();
    await shop?.close();
  });
  afterEach(() => {
    shop.mail.holdMs = 0;
    shop.mail.unknownMailboxes.clear();
  });

  const row = (id: number) => shop.dataSource.getRepository(OutboxMessage).findOneByOrFail({ id });
  const letterTo = (to: string) =>
    shop.app.get(MailService).queue({ to, subject: `Письмо для ${to}`, html: '<p>Здравствуйте</p>', text: 'Здравствуйте' });
  const delivered = (to: string) => shop.mail.messages.filter((mail) => mail.to.includes(to));

  it('sends a letter once while the other instance keeps trying through a send longer than an unrenewed claim', async () => {
    shop.mail.holdMs = HOLD_MS;
    const to = `slow.${Date.now()}@example.by`;
    const startedAt = Date.now();
    // Queued on the first instance: its sender takes the row right after the commit.
    const id = await letterTo(to);
    await until(
      () => row(id),
      (one) => one.claimedBy !== null || one.status === 'sent',
      'claimed by the first instance',
    );
    // The second instance asks for the same row again and again while the first one is sending.
    let tries = 0;
    let sentBySecond = 0;
    while ((await row(id)).status === 'pending' && Date.now() - startedAt < 20_000) {
      sentBySecond += await second.get(OutboxSender).flush([id]);
      tries += 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const took = Date.now() - startedAt;
    // The send outlasted a claim of 2 × SMTP_TIMEOUT_MS that nobody renewed.
    expect(took).toBeGreaterThan(2 * SMTP_TIMEOUT_MS);
    expect(tries).toBeGreaterThan(5);
    expect(sentBySecond).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedBy: null });
    await shop.mail.waitFor(to);
    expect(delivered(to)).toHaveLength(1);
    expect(shop.mail.abandoned).toBe(0);
    // Nothing is left for a later pass of either instance.
    expect(await second.get(OutboxSender).flush([id])).toBe(0);
    expect(await shop.app.get(OutboxSender).flush([id])).toBe(0);
    expect(delivered(to)).toHaveLength(1);
  });

  it('fails a letter the server refuses for good (550) after a bounded number of tries, lists it with the reply, and «Отправить ещё раз» sends it', async () => {
    const to = `nobody.${Date.now()}@example.by`;
    shop.mail.unknownMailboxes.add(to);
    const id = await letterTo(to);
    await until(
      () => row(id),
      (one) => one.attempts === 1 && one.claimedBy === null,
      'first try',
    );
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/550/) });
    // Further tries (a pass for this row ignores its backoff), from either instance.
    for (let attempt = 2; attempt <= PERMANENT_REFUSAL_TRIES; attempt += 1)
      expect(await (attempt % 2 ? shop.app : second).get(OutboxSender).flush([id])).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: PERMANENT_REFUSAL_TRIES, sentAt: null });
    expect(failed.lastError).toMatch(/550 5\.1\.1 <nobody\.\d+@example\.by>: mailbox unavailable/);
    // No pass tries a failed letter again.
    expect(await shop.app.get(OutboxSender).flush([id])).toBe(0);
    expect(await shop.app.get(OutboxSender).flush()).toBe(0);
    expect((await row(id)).attempts).toBe(PERMANENT_REFUSAL_TRIES);
    expect(delivered(to)).toEqual([]);

    // The back office's list of failed letters (the dashboard counts them by its Content-Range).
    const list = await shop
      .api()
      .get(OUTBOX)
      .query({ filter: JSON.stringify({ status: 'failed' }), range: '[0,24]' })
      .set(owner.auth)
      .expect(200);
    expect(list.headers['content-range']).toBe('outbox 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({ id, recipient: to, status: 'failed', attempts: PERMANENT_REFUSAL_TRIES, last_error: failed.lastError }),
    ]);
    expect((await shop.api().get(OUTBOX).query({ filter: '{"status":"failed"}' }).set(manager.auth).expect(200)).body).toHaveLength(1);

    // A manager reads the outbox but may not send; the owner may. Then the mailbox exists.
    const refused = await shop.api().post(`${OUTBOX}/${id}/retry`).set(manager.auth).expect(403);
    expect(refused.body.detail).toMatch(/почта/);
    shop.mail.unknownMailboxes.clear();
    const retried = await shop.api().post(`${OUTBOX}/${id}/retry`).set(owner.auth).expect(200);
    expect(retried.body).toMatchObject({ id, status: 'pending', attempts: 0 });
    await shop.mail.waitFor(to);
    await until(
      () => row(id),
      (one) => one.status === 'sent',
      'sent after «Отправить ещё раз»',
    );
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(delivered(to)).toHaveLength(1);
    // A second press finds nothing to send again; an unknown letter is a 404.
    const again = await shop.api().post(`${OUTBOX}/${id}/retry`).set(owner.auth).expect(409);
    expect(again.body.detail).toBe('Отправить ещё раз можно только письмо, которое не удалось отправить');
    await shop.api().post(`${OUTBOX}/2147483647/retry`).set(owner.auth).expect(404);

    // Audited: who queued it again.
    const audit = await shop
      .api()
      .get('/api/v1/admin/audit-log')
      .query({ filter: JSON.stringify({ entity: 'letter', entity_id: id }) })
      .set(owner.auth)
      .expect(200);
    expect(audit.body).toEqual([
      expect.objectContaining({
        entity: 'letter',
        entity_id: id,
        action: 'retry',
        actor_id: owner.user.id,
        changes: [
          { field: 'status', old: 'failed', new: 'pending' },
          { field: 'attempts', old: PERMANENT_REFUSAL_TRIES, new: 0 },
        ],
      }),
    ]);
  });
});
