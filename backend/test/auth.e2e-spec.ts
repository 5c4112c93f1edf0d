import { createHmac } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../src/auth/account-messages';
import { OneTimeToken } from '../src/auth/one-time-token.entity';
import { NOT_AUTHENTICATED_DETAIL } from '../src/auth/jwt-auth.guard';
import { hashOneTimeToken } from '../src/auth/one-time-token.service';
import { Session } from '../src/auth/session.entity';
import { INVALID_TOKEN_DETAIL } from '../src/auth/account-messages';
import { SHOP_IDENTITY } from '../src/common/shop-identity';
import { User } from '../src/auth/user.entity';
import { MailCatcher } from './support/mail-catcher';
import { eventually } from './support/eventually';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Accounts end to end: registration, the verification letter through the in-process SMTP
 * server, login (form and JSON), me, logout, forgot/restore password, and bad input.
 * Each request group comes from its own X-Forwarded-For address (trusted from loopback),
 * so the rate limits, tested in auth-rate-limit.e2e-spec.ts, never get in the way here.
 */
const VERIFY_PREFIX = 'http://shop.test/api/v1/users/verify-email?token=';
const RESTORE_PREFIX = 'http://shop.test/api/v1/users/restore-password?token=';

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('accounts API', () => {
  let shop: TestApp;
  let seq = 0;
  const newEmail = (tag: string) => `${tag}.${++seq}.${Date.now()}@example.by`;

  const post = (path: string, ip = freshIp()) => shop.api().post(`/api/v1/users/${path}`).set('X-Forwarded-For', ip);
  const get = (path: string, ip = freshIp()) => shop.api().get(`/api/v1/users/${path}`).set('X-Forwarded-For', ip);
  const mailsTo = (email: string) => shop.mail.messages.filter((mail) => mail.to.includes(email.toLowerCase()));

  async function register(email: string, password = 'secret-pass-1', name = 'Иван') {
    const response = await post('register').send({ name, surname: 'Петров', email, password, confirm_password: password });
    expect(response.status).toBe(201);
    return response;
  }

  async function verificationToken(email: string): Promise<string> {
    const mail = await shop.mail.waitFor(email, /Подтвердите e-mail/);
    return tokenOf(MailCatcher.link(mail, VERIFY_PREFIX));
  }

  /** A registered, verified account and a session token, made through the API. */
  async function verifiedAccount(tag: string, password = 'secret-pass-1') {
    const email = newEmail(tag);
    await register(email, password);
    const verified = await get(`verify-email?token=${encodeURIComponent(await verificationToken(email))}`).expect(200);
    return { email, password, token: verified.body.access_token as string };
  }

  const me = (token: string) => get('me').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  describe('registration and e-mail verification', () => {
    it('registers, mails a verification link, verifies once and logs in', async () => {
      const email = newEmail('Flow');
      const response = await post('register').send({
        name: '  Алеся ',
        surname: 'Кузьмич',
        email: `  ${email.toUpperCase()} `,
        password: 'secret-pass-1',
        confirm_password: 'secret-pass-1',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.registered });

      const stored = await shop.dataSource.getRepository(User).findOneByOrFail({ email: email.toLowerCase() });
      expect(stored).toMatchObject({ name: 'Алеся', surname: 'Кузьмич', isActive: false, isAdmin: false });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

      const mail = await shop.mail.waitFor(email, /Подтвердите e-mail/);
      expect(mail.subject).toContain(SHOP_IDENTITY.name);
      expect(mail.text).toContain('Здравствуйте, Алеся!');
      expect(mail.text).toContain(SHOP_IDENTITY.phone);
      expect(mail.text).toContain(SHOP_IDENTITY.email);
      expect(mail.html).toContain(SHOP_IDENTITY.name);
      const link = MailCatcher.link(mail, VERIFY_PREFIX);
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
      const token = tokenOf(link);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Only the SHA-256 of the token is stored.
      const rows = await shop.dataSource.getRepository(OneTimeToken).findBy({ userId: stored.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ purpose: 'verify_email', tokenHash: hashOneTimeToken(token), usedAt: null });
      expect(JSON.stringify(rows)).not.toContain(token);
      const hoursValid = (rows[0].expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hoursValid).toBeGreaterThan(23.9);
      expect(hoursValid).toBeLessThanOrEqual(24);

      const verified = await get(`verify-email?token=${token}`).set('Accept', 'application/json').expect(200);
      expect(verified.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      const profile = await me(verified.body.access_token).expect(200);
      expect(profile.body).toEqual({
        id: stored.id,
        name: 'Алеся',
        surname: 'Кузьмич',
        email: email.toLowerCase(),
        is_active: true,
        is_admin: false,
        role: null,
        permissions: {},
        company_payer: null,
      });

      // Single use.
      const again = await get(`verify-email?token=${token}`).expect(400);
      expect(again.body).toEqual({ detail: ACCOUNT_MESSAGES.invalidVerifyLink });

      const login = await post('login').type('form').send({ username: email, password: 'secret-pass-1' }).expect(200);
      expect(login.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
    });

    it('escapes the name in the HTML letter', async () => {
      const email = newEmail('xss');
      await register(email, 'secret-pass-1', '<b>Иван</b> & "Ко"');
      const mail = await shop.mail.waitFor(email, /Подтвердите e-mail/);
      expect(mail.html).toContain('&lt;b&gt;Иван&lt;/b&gt; &amp; &quot;Ко&quot;');
      expect(mail.html).not.toContain('<b>Иван</b>');
      expect(mail.text).toContain('Здравствуйте, <b>Иван</b> & "Ко"!');
    });

    it('answers 409 for an e-mail already registered, compared trimmed and case-insensitively', async () => {
      const email = newEmail('dup');
      await register(email);
      const response = await post('register').send({
        name: 'Другой',
        surname: 'Человек',
        email: ` ${email.toUpperCase()}`,
        password: 'another-pass',
        confirm_password: 'another-pass',
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ detail: ACCOUNT_MESSAGES.emailTaken });
      expect(await shop.dataSource.getRepository(User).countBy({ email })).toBe(1);
    });

    it('lets exactly one of two racing registrations of the same e-mail win, never a 500', async () => {
      const email = newEmail('race');
      const body = { name: 'Иван', surname: 'Петров', email, password: 'secret-pass-1', confirm_password: 'secret-pass-1' };
      const statuses = (await Promise.all([post('register').send(body), post('register').send(body)])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409]);
    });

    it('refuses login of an unverified account with 403 only for the right password, and re-sends the link', async () => {
      const email = newEmail('unverified');
      await register(email);
      await shop.mail.waitFor(email, /Подтвердите e-mail/);
      const before = mailsTo(email).length;

      const wrong = await post('login').type('form').send({ username: email, password: 'wrong-password' }).expect(401);
      expect(wrong.body).toEqual({ detail: ACCOUNT_MESSAGES.invalidCredentials });

      const right = await post('login').type('form').send({ username: email, password: 'secret-pass-1' }).expect(403);
      expect(right.body).toEqual({ detail: ACCOUNT_MESSAGES.emailNotVerified });
      await eventually(() => expect(mailsTo(email).length === before + 1).toBe(true));

      // The re-sent link verifies the account.
      const latest = mailsTo(email)[before];
      const token = tokenOf(MailCatcher.link(latest, VERIFY_PREFIX));
      await get(`verify-email?token=${token}`).expect(200);
      await post('login').type('form').send({ username: email, password: 'secret-pass-1' }).expect(200);
    });

    it('rejects missing, garbage, oversized, repeated, expired and wrong-purpose verification tokens with 400', async () => {
      const email = newEmail('badverify');
      await register(email);
      const token = await verificationToken(email);

      for (const query of [
        '',
        '?token=',
        '?token=garbage',
        `?token=${'a'.repeat(10000)}`,
        `?token=${token}&token=${token}`,
        `?token=${token}x`,
        "?token=' OR '1'='1",
      ]) {
        const response = await get(`verify-email${query}`);
        expect({ query: query.slice(0, 40), status: response.status }).toEqual({ query: query.slice(0, 40), status: 400 });
        expect(response.body).toEqual({ detail: expect.any(String) });
      }

      // Expired: move the expiry into the past.
      await shop.dataSource
        .getRepository(OneTimeToken)
        .update({ tokenHash: hashOneTimeToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await get(`verify-email?token=${token}`).expect(400);
      expect(expired.body).toEqual({ detail: ACCOUNT_MESSAGES.invalidVerifyLink });

      // A password reset token is not a verification token.
      await post('forgot-your-password').send({ email }).expect(200);
      const resetToken = tokenOf(MailCatcher.link(await shop.mail.waitFor(email, /Восстановление пароля/), RESTORE_PREFIX));
      await get(`verify-email?token=${resetToken}`).expect(400);
      const user = await shop.dataSource.getRepository(User).findOneByOrFail({ email });
      expect(user.isActive).toBe(false);
    });
  });

  describe('login, me and logout', () => {
    let account: { email: string; password: string; token: string };
    beforeAll(async () => {
      account = await verifiedAccount('session');
    });

    it('logs in with form-urlencoded and with JSON, the e-mail trimmed and case-insensitive, with or without a trailing slash', async () => {
      const form = await post('login').type('form').send({ username: account.email, password: account.password }).expect(200);
      expect(form.body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      const json = await post('login')
        .send({ username: ` ${account.email.toUpperCase()} `, password: account.password })
        .expect(200);
      expect(json.body.token_type).toBe('bearer');
      expect(json.body.access_token).not.toBe(form.body.access_token);
      await post('login/').type('form').send({ username: account.email, password: account.password }).expect(200);
      await me(form.body.access_token).expect(200);
    });

    it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
      const unknown = await post('login').type('form').send({ username: 'nobody.here@example.by', password: account.password }).expect(401);
      const wrong = await post('login').type('form').send({ username: account.email, password: 'not-the-password' }).expect(401);
      expect(unknown.body).toEqual({ detail: ACCOUNT_MESSAGES.invalidCredentials });
      expect(wrong.body).toEqual(unknown.body);
    });

    it('answers /me with exactly the contract fields, and 401 without or with a bad token', async () => {
      const response = await me(account.token).expect(200);
      expect(Object.keys(response.body).sort()).toEqual([
        'company_payer',
        'email',
        'id',
        'is_active',
        'is_admin',
        'name',
        'permissions',
        'role',
        'surname',
      ]);
      expect(response.body).toMatchObject({ email: account.email, is_active: true, is_admin: false });
      const anonymous = await get('me').expect(401);
      expect(anonymous.body).toEqual({ detail: expect.any(String) });
    });

    it('revokes only the session that logs out', async () => {
      const first = (await post('login').type('form').send({ username: account.email, password: account.password }).expect(200)).body
        .access_token;
      const second = (await post('login').type('form').send({ username: account.email, password: account.password }).expect(200)).body
        .access_token;
      const out = await post('logout').set('Authorization', `Bearer ${first}`).expect(200);
      expect(out.body).toEqual({ message: ACCOUNT_MESSAGES.loggedOut });
      const after = await me(first).expect(401);
      expect(after.body).toEqual({ detail: expect.any(String) });
      await post('logout').set('Authorization', `Bearer ${first}`).expect(401);
      await me(second).expect(200);
    });

    it('answers logout without a token with 401', async () => {
      const response = await post('logout').expect(401);
      expect(response.body).toEqual({ detail: expect.any(String) });
    });

    it('rejects tampered, garbage, foreign-signed, unsigned and expired access tokens with 401', async () => {
      const [header, body, signature] = account.token.split('.');
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const sign = (unsigned: string, secret: string) => createHmac('sha256', secret).update(unsigned).digest('base64url');
      const withPayload = (changes: Record<string, unknown>, secret = shop.config.jwtSecret) => {
        const unsigned = `${header}.${encode({ ...payload, ...changes })}`;
        return `${unsigned}.${sign(unsigned, secret)}`;
      };
      const now = Math.floor(Date.now() / 1000);
      const tampered = [
        `${header}.${encode({ ...payload, sub: 1 })}.${signature}`,
        `${account.token}x`,
        `${header}.${body}.`,
        `${encode({ alg: 'none', typ: 'JWT' })}.${body}.`,
        withPayload({ sub: 1 }, 'some-other-secret-of-enough-length'),
        withPayload({ exp: now - 10 }),
        withPayload({ jti: 'no-such-session' }),
        withPayload({ sub: 'x' }),
        'garbage',
        'a.b.c',
        'x'.repeat(10000),
        "' OR '1'='1",
      ];
      for (const token of tampered) {
        const response = await me(token);
        expect({ token: token.slice(0, 30), status: response.status }).toEqual({ token: token.slice(0, 30), status: 401 });
        expect(response.body).toEqual({ detail: expect.any(String) });
      }
      await get('me').set('Authorization', 'Bearer').expect(401);
      await get('me').set('Authorization', `Basic ${account.token}`).expect(401);
      await me(account.token).expect(200);
      // A token signed by hand with the same key and claims is accepted: the format is plain HS256.
      await me(withPayload({})).expect(200);
    });

    it('issues HS256 JWTs with the claims sub, jti (the session row), iat and a 7-day exp', async () => {
      const [header, body] = account.token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(Object.keys(body)).toEqual(['sub', 'jti', 'iat', 'exp']);
      expect(body.exp).toBe((body.iat as number) + 7 * 24 * 60 * 60);
      const session = await shop.dataSource.getRepository(Session).findOneByOrFail({ id: body.jti as string });
      expect(session).toMatchObject({ userId: body.sub, revokedAt: null });
      expect(session.expiresAt.getTime()).toBe((body.exp as number) * 1000);
    });

    it('tells a request without a bearer token to log in, and one with a dead token to log in again', async () => {
      expect((await get('me').expect(401)).body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
      expect((await get('me').set('Authorization', `Token ${account.token}`).expect(401)).body).toEqual({
        detail: NOT_AUTHENTICATED_DETAIL,
      });
      expect((await me('garbage').expect(401)).body).toEqual({ detail: INVALID_TOKEN_DETAIL });
      const login = await post('login').type('form').send({ username: account.email, password: account.password }).expect(200);
      await post('logout').set('Authorization', `Bearer ${login.body.access_token}`).expect(200);
      expect((await me(login.body.access_token).expect(401)).body).toEqual({ detail: INVALID_TOKEN_DETAIL });
    });
  });

  describe('forgotten password', () => {
    it('mails a single-use reset link; restoring ends old sessions, the old password and every reset link', async () => {
      const account = await verifiedAccount('reset', 'old-password-1');
      const otherSession = (await post('login').type('form').send({ username: account.email, password: 'old-password-1' }).expect(200)).body
        .access_token;

      const forgot = await post('forgot-your-password').send({ email: account.email.toUpperCase() }).expect(200);
      expect(forgot.body).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent });
      const mail = await shop.mail.waitFor(account.email, /Восстановление пароля/);
      expect(mail.text).toContain('1 час');
      expect(mail.html).toContain(SHOP_IDENTITY.phone);
      const token = tokenOf(MailCatcher.link(mail, RESTORE_PREFIX));

      const row = await shop.dataSource.getRepository(OneTimeToken).findOneByOrFail({ tokenHash: hashOneTimeToken(token) });
      const minutesValid = (row.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutesValid).toBeGreaterThan(59);
      expect(minutesValid).toBeLessThanOrEqual(60);

      // Another outstanding reset link (as if from an earlier request that raced) also dies.
      const user = await shop.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
      const { OneTimeTokenService } = await import('../src/auth/one-time-token.service');
      const spare = await shop.app.get(OneTimeTokenService).create(shop.dataSource.manager, user.id, 'reset_password');

      const mismatch = await post('restore-new-password')
        .send({ token, password: 'new-password-2', confirm_password: 'new-password-3' })
        .expect(400);
      expect(mismatch.body).toEqual({ detail: 'confirm_password: пароли не совпадают' });

      const restored = await post('restore-new-password')
        .send({ token, password: 'new-password-2', confirm_password: 'new-password-2' })
        .expect(200);
      expect(restored.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged, access_token: expect.any(String), token_type: 'bearer' });
      await me(restored.body.access_token).expect(200);

      await me(account.token).expect(401);
      await me(otherSession).expect(401);
      await post('login').type('form').send({ username: account.email, password: 'old-password-1' }).expect(401);
      await post('login').type('form').send({ username: account.email, password: 'new-password-2' }).expect(200);

      const reused = await post('restore-new-password')
        .send({ token, password: 'third-password', confirm_password: 'third-password' })
        .expect(400);
      expect(reused.body).toEqual({ detail: ACCOUNT_MESSAGES.invalidResetLink });
      await post('restore-new-password').send({ token: spare, password: 'third-password', confirm_password: 'third-password' }).expect(400);
      await post('login').type('form').send({ username: account.email, password: 'new-password-2' }).expect(200);
    });

    it('cancels an older reset link when a new one is requested', async () => {
      const account = await verifiedAccount('twice');
      await post('forgot-your-password').send({ email: account.email }).expect(200);
      await eventually(() => expect(mailsTo(account.email).filter((m) => /Восстановление/.test(m.subject)).length === 1).toBe(true));
      await post('forgot-your-password').send({ email: account.email }).expect(200);
      await eventually(() => expect(mailsTo(account.email).filter((m) => /Восстановление/.test(m.subject)).length === 2).toBe(true));
      const [older, newer] = mailsTo(account.email)
        .filter((m) => /Восстановление/.test(m.subject))
        .map((m) => tokenOf(MailCatcher.link(m, RESTORE_PREFIX)));
      expect(older).not.toBe(newer);
      await post('restore-new-password').send({ token: older, password: 'brand-new-1', confirm_password: 'brand-new-1' }).expect(400);
      await post('restore-new-password').send({ token: newer, password: 'brand-new-1', confirm_password: 'brand-new-1' }).expect(200);
    });

    it('gives the same answer for an unknown e-mail and sends nothing', async () => {
      const account = await verifiedAccount('known');
      const unknownEmail = newEmail('unknown');
      const unknown = await post('forgot-your-password').send({ email: unknownEmail }).expect(200);
      const known = await post('forgot-your-password').send({ email: account.email }).expect(200);
      expect(unknown.body).toEqual(known.body);
      await shop.mail.waitFor(account.email, /Восстановление пароля/);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mailsTo(unknownEmail)).toHaveLength(0);
      expect(await shop.dataSource.getRepository(User).countBy({ email: unknownEmail })).toBe(0);
    });

    it('verifies an account whose owner resets the password from the letter', async () => {
      const email = newEmail('resetunverified');
      await register(email);
      await post('forgot-your-password').send({ email }).expect(200);
      const token = tokenOf(MailCatcher.link(await shop.mail.waitFor(email, /Восстановление пароля/), RESTORE_PREFIX));
      const restored = await post('restore-new-password')
        .send({ token, password: 'brand-new-1', confirm_password: 'brand-new-1' })
        .expect(200);
      const profile = await me(restored.body.access_token).expect(200);
      expect(profile.body.is_active).toBe(true);
      await post('login').type('form').send({ username: email, password: 'brand-new-1' }).expect(200);
    });

    it('rejects expired, garbage and verification tokens on restore with 400', async () => {
      const account = await verifiedAccount('expiredreset');
      await post('forgot-your-password').send({ email: account.email }).expect(200);
      const token = tokenOf(MailCatcher.link(await shop.mail.waitFor(account.email, /Восстановление пароля/), RESTORE_PREFIX));
      await shop.dataSource
        .getRepository(OneTimeToken)
        .update({ tokenHash: hashOneTimeToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
      const expired = await post('restore-new-password')
        .send({ token, password: 'brand-new-1', confirm_password: 'brand-new-1' })
        .expect(400);
      expect(expired.body).toEqual({ detail: ACCOUNT_MESSAGES.invalidResetLink });

      const verifyToken = await verificationToken(account.email); // already used, and of the other purpose
      for (const bad of ['garbage', verifyToken, 'x'.repeat(10000), "' OR 1=1 --", 12345, ['a'], null]) {
        const response = await post('restore-new-password').send({ token: bad, password: 'brand-new-1', confirm_password: 'brand-new-1' });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ detail: expect.any(String) });
      }
      await post('login').type('form').send({ username: account.email, password: account.password }).expect(200);
    });
  });

  describe('bad input', () => {
    const valid = {
      name: 'Иван',
      surname: 'Петров',
      email: 'valid.person@example.by',
      password: 'secret-pass-1',
      confirm_password: 'secret-pass-1',
    };

    it.each([
      ['missing name', { ...valid, name: undefined }, 'name: заполните поле!'],
      ['blank surname', { ...valid, surname: '   ' }, 'surname: заполните поле!'],
      ['numeric name', { ...valid, name: 42 }, 'name: поле «Имя» должно быть строкой'],
      ['101-char name', { ...valid, name: 'я'.repeat(101) }, 'name: поле «Имя» не может быть длиннее 100 символов'],
      ['10 000-char surname', { ...valid, surname: 'x'.repeat(10000) }, 'surname: поле «Фамилия» не может быть длиннее 100 символов'],
      ['missing email', { ...valid, email: undefined }, 'email: заполните поле!'],
      ['invalid email', { ...valid, email: 'not-an-email' }, 'email: введите корректный e-mail'],
      ['email as object', { ...valid, email: { $ne: null } }, 'email: e-mail должен быть строкой'],
      ['10 000-char email', { ...valid, email: `${'x'.repeat(10000)}@example.by` }, 'email: e-mail не может быть длиннее 254 символов'],
      ['SQL in email', { ...valid, email: "x@example.by' OR '1'='1" }, 'email: введите корректный e-mail'],
      ['short password', { ...valid, password: '12345', confirm_password: '12345' }, 'password: пароль должен быть от 6 до 32 символов'],
      [
        '33-char password',
        { ...valid, password: 'p'.repeat(33), confirm_password: 'p'.repeat(33) },
        'password: пароль должен быть от 6 до 32 символов',
      ],
      ['numeric password', { ...valid, password: 12345678, confirm_password: 12345678 }, 'password: пароль должен быть строкой'],
      ['missing confirmation', { ...valid, confirm_password: undefined }, 'confirm_password: заполните поле!'],
      ['different confirmation', { ...valid, confirm_password: 'secret-pass-2' }, 'confirm_password: пароли не совпадают'],
    ])('register: %s → 400 naming the field', async (_label, body, detail) => {
      const response = await post('register').send(body as object);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail });
    });

    it('stores nothing for rejected registrations', async () => {
      expect(await shop.dataSource.getRepository(User).countBy({ email: 'valid.person@example.by' })).toBe(0);
    });

    it('accepts an SQL-injection-looking password and name as plain data', async () => {
      const email = newEmail('sql');
      const password = "' OR 1=1; --";
      const response = await post('register').send({
        name: "Robert'); DROP TABLE users;--",
        surname: 'Tables',
        email,
        password,
        confirm_password: password,
      });
      expect(response.status).toBe(201);
      await get(`verify-email?token=${await verificationToken(email)}`).expect(200);
      await post('login').type('form').send({ username: email, password }).expect(200);
      await post('login').type('form').send({ username: email, password: "' OR '1'='1" }).expect(401);
      expect(await shop.dataSource.getRepository(User).countBy({ email })).toBe(1);
    });

    it.each([
      ['nothing', 400, {}],
      ['missing password', 400, { username: 'a@example.by' }],
      ['missing username', 400, { password: 'secret-pass-1' }],
      ['numeric password', 400, { username: 'a@example.by', password: 12345678 }],
      ['array username', 400, { username: ['a@example.by', 'b@example.by'], password: 'secret-pass-1' }],
      ['10 000-char password', 400, { username: 'a@example.by', password: 'p'.repeat(10000) }],
      ['10 000-char username', 400, { username: `${'u'.repeat(10000)}@example.by`, password: 'secret-pass-1' }],
      ['SQL in username', 400, { username: "admin@bulbash-test.by' OR '1'='1' --", password: 'x' }],
      ['SQL in password', 401, { username: 'admin@bulbash-test.by', password: "' OR '1'='1' --" }],
      ['operator object', 400, { username: { $gt: '' }, password: { $gt: '' } }],
    ])('login (JSON): %s → %i with the envelope', async (_label, status, body) => {
      const response = await post('login').send(body as object);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ detail: expect.any(String) });
    });

    it('login (form): repeated fields and huge values → 400', async () => {
      const repeated = await post('login').type('form').send('username=a%40example.by&username=b%40example.by&password=secret-pass-1');
      expect(repeated.status).toBe(400);
      const huge = await post('login')
        .type('form')
        .send({ username: 'a@example.by', password: 'p'.repeat(10000) });
      expect(huge.status).toBe(400);
      expect(huge.body).toEqual({ detail: expect.any(String) });
    });

    it.each(['register', 'login', 'forgot-your-password', 'restore-new-password'])(
      '%s: malformed JSON, a JSON array and a bare string → 400',
      async (path) => {
        for (const raw of ['{"email": "a@example.by",', '[]', '[{"email":"a@example.by"}]', '"just a string"', 'null']) {
          const response = await post(path).set('Content-Type', 'application/json').send(raw);
          expect({ raw, status: response.status }).toEqual({ raw, status: 400 });
          expect(response.body).toEqual({ detail: expect.any(String) });
        }
      },
    );

    it.each([
      ['missing email', {}, 'email: заполните поле!'],
      ['invalid email', { email: 'nope' }, 'email: введите корректный e-mail'],
      ['numeric email', { email: 5 }, 'email: e-mail должен быть строкой'],
      ['SQL in email', { email: "' OR 1=1 --" }, 'email: введите корректный e-mail'],
      ['10 000-char email', { email: `${'x'.repeat(10000)}@example.by` }, 'email: e-mail не может быть длиннее 254 символов'],
    ])('forgot password: %s → 400', async (_label, body, detail) => {
      const response = await post('forgot-your-password').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail });
    });

    it.each([
      ['nothing', {}],
      ['missing token', { password: 'brand-new-1', confirm_password: 'brand-new-1' }],
      ['short password', { token: 'abc', password: '1', confirm_password: '1' }],
      ['numeric password', { token: 'abc', password: 1234567, confirm_password: 1234567 }],
      ['10 000-char password', { token: 'abc', password: 'p'.repeat(10000), confirm_password: 'p'.repeat(10000) }],
    ])('restore password: %s → 400', async (_label, body) => {
      const response = await post('restore-new-password').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: expect.any(String) });
    });
  });
});
