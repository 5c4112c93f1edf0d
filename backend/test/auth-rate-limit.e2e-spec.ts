import { PER_IP, PER_IP_AND_EMAIL, RATE_LIMIT_DETAIL, RATE_LIMITS } from '../src/auth/rate-limits';
import { createAccount, TestAccount } from './support/accounts';
import { startTestApp, TestApp } from './support/test-app';

/** The limits of src/auth/rate-limits.ts really trigger, per client IP and per IP + e-mail. */
describe('rate limits on login, register and forgot-password', () => {
  let shop: TestApp;
  let account: TestAccount;

  const post = (path: string, ip: string) => shop.api().post(`/api/v1/users/${path}`).set('X-Forwarded-For', ip);
  const expect429 = (response: { status: number; body: unknown; headers: Record<string, string> }) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ detail: RATE_LIMIT_DETAIL });
    // The standard header (seconds until the block ends), not only the throttler's per-counter names.
    expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  };

  beforeAll(async () => {
    shop = await startTestApp();
    account = await createAccount(shop);
  });
  afterAll(async () => shop.close());

  it('blocks the 11th failed login for one e-mail from one IP, even with the right password', async () => {
    const limit = RATE_LIMITS.login[PER_IP_AND_EMAIL].limit;
    expect(limit).toBe(10);
    const ip = '10.2.0.1';
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const response = await post('login', ip)
        .type('form')
        .send({ username: account.user.email, password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
    }
    expect429(await post('login', ip).type('form').send({ username: account.user.email, password: 'wrong-again' }));
    expect429(await post('login', ip).type('form').send({ username: account.user.email, password: account.password }));
    // The e-mail is normalised, so changing its case does not reset the counter.
    expect429(await post('login', ip).type('form').send({ username: account.user.email.toUpperCase(), password: account.password }));

    // Other accounts from that IP, and this account from another IP, are not affected.
    const other = await post('login', ip).type('form').send({ username: 'someone.else@example.by', password: 'whatever-1' });
    expect(other.status).toBe(401);
    const elsewhere = await post('login', '10.2.0.2').type('form').send({ username: account.user.email, password: account.password });
    expect(elsewhere.status).toBe(200);
  });

  it('blocks one IP after 30 logins in a minute whatever the e-mails', async () => {
    const limit = RATE_LIMITS.login[PER_IP].limit;
    expect(limit).toBe(30);
    const ip = '10.2.1.1';
    const responses = await Promise.all(
      Array.from({ length: limit }, (_, index) => post('login', ip).send({ username: `probe${index}@example.by`, password: 'guess-123' })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(limit).fill(401));
    expect429(await post('login', ip).send({ username: 'fresh.one@example.by', password: 'guess-123' }));
    expect429(await post('login', ip).send({ username: account.user.email, password: account.password }));
    expect((await post('login', '10.2.1.2').send({ username: account.user.email, password: account.password })).status).toBe(200);
  });

  it('blocks the 11th registration from one IP', async () => {
    const limit = RATE_LIMITS.register[PER_IP].limit;
    expect(limit).toBe(10);
    const ip = '10.2.2.1';
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      // Invalid bodies count as attempts too (and are cheap).
      const response = await post('register', ip).send({ name: 'Иван', email: `reg${attempt}@example.by` });
      expect(response.status).toBe(400);
    }
    const body = {
      name: 'Иван',
      surname: 'Петров',
      email: 'blocked.reg@example.by',
      password: 'secret-pass-1',
      confirm_password: 'secret-pass-1',
    };
    expect429(await post('register', ip).send(body));
    expect((await post('register', '10.2.2.2').send(body)).status).toBe(201);
  });

  it('blocks the 6th reset request for one e-mail from one IP, without revealing the account', async () => {
    const limit = RATE_LIMITS.forgotPassword[PER_IP_AND_EMAIL].limit;
    expect(limit).toBe(5);
    const ip = '10.2.3.1';
    for (const email of [account.user.email, 'no.such.account@example.by']) {
      for (let attempt = 1; attempt <= limit; attempt += 1) {
        expect((await post('forgot-your-password', ip).send({ email })).status).toBe(200);
      }
      expect429(await post('forgot-your-password', ip).send({ email }));
    }
    expect((await post('forgot-your-password', '10.2.3.2').send({ email: account.user.email })).status).toBe(200);
  });

  it('sends the rate-limit headers and leaves other account routes alone', async () => {
    const response = await post('login', '10.2.4.1').send({ username: account.user.email, password: account.password });
    expect(response.status).toBe(200);
    expect(response.headers[`x-ratelimit-limit-${PER_IP_AND_EMAIL}`]).toBe('10');
    expect(response.headers[`x-ratelimit-limit-${PER_IP}`]).toBe('30');
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await shop.api().get('/api/v1/users/me').set('X-Forwarded-For', '10.2.4.1').set(account.auth).expect(200);
    }
  });
});
