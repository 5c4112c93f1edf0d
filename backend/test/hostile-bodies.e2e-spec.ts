import { JSON_TOO_DEEP_DETAIL, JSON_TOO_MANY_MEMBERS_DETAIL } from '../src/common/json-shape-limits';
import { startTestApp, TestApp } from './support/test-app';

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** Distinct three-character keys: 131,000 of them fit just under the 1 MB body limit. */
function manyKeys(count: number): string {
  const members: string[] = [];
  const base = KEY_ALPHABET.length;
  for (let index = 0; index < count; index += 1) {
    const key =
      KEY_ALPHABET[Math.floor(index / base / base) % base] + KEY_ALPHABET[Math.floor(index / base) % base] + KEY_ALPHABET[index % base];
    members.push(`"${key}":0`);
  }
  return `{${members.join(',')}}`;
}

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('hostile request bodies are refused before they are parsed', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  const post = (path: string, body: string) => shop.api().post(path).set('Content-Type', 'application/json').send(body);

  it('131,000 keys (about 1 MB) on restore-new-password → 400 while a parallel request is served', async () => {
    const body = manyKeys(131_000);
    expect(Object.keys(JSON.parse(body))).toHaveLength(131_000);
    expect(body.length).toBeGreaterThan(1_000_000);
    const [hostile, parallel] = await Promise.all([
      post('/api/v1/users/restore-new-password', body),
      shop.api().get('/api/v1/category/list'),
    ]);
    expect(hostile.status).toBe(400);
    expect(hostile.body).toEqual({ detail: JSON_TOO_MANY_MEMBERS_DETAIL });
    expect(parallel.status).toBe(200);
  }, 20_000);

  it('60,000 keys on forgot-your-password → 400', async () => {
    const response = await post('/api/v1/users/forgot-your-password', manyKeys(60_000)).expect(400);
    expect(response.body).toEqual({ detail: JSON_TOO_MANY_MEMBERS_DETAIL });
  }, 20_000);

  it('an array of 20,000 items → 400', async () => {
    const response = await post('/api/v1/users/login', JSON.stringify({ username: 'a@b.by', password: Array(20_000).fill(1) })).expect(400);
    expect(response.body).toEqual({ detail: JSON_TOO_MANY_MEMBERS_DETAIL });
  });

  it('a body nested 3,000 levels deep → 400, not 500', async () => {
    const response = await post('/api/v1/users/login', deep(3000)).expect(400);
    expect(response.body).toEqual({ detail: JSON_TOO_DEEP_DETAIL });
  });

  it('a body nested 21 levels → 400; 20 levels reaches the validation', async () => {
    expect((await post('/api/v1/users/forgot-your-password', deep(21)).expect(400)).body).toEqual({ detail: JSON_TOO_DEEP_DETAIL });
    const within = await post('/api/v1/users/forgot-your-password', deep(20)).expect(400);
    expect(within.body.detail).toMatch(/^email: /);
  });

  it('a body over 1 MB → 413 in the envelope', async () => {
    const response = await post('/api/v1/users/login', JSON.stringify({ username: 'x'.repeat(1_100_000) })).expect(413);
    expect(response.body).toEqual({ detail: 'Слишком большое тело запроса' });
  });

  it('keys and brackets inside string values are not counted', async () => {
    const response = await post(
      '/api/v1/users/forgot-your-password',
      JSON.stringify({ email: 'ivan@example.by', note: '{"a":1,'.repeat(5000) }),
    ).expect(200);
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('restore-new-password and verify-email are rate limited like login', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => shop.close());

  it('blocks the 31st restore-new-password from one IP with Retry-After', async () => {
    const body = { password: 'new-secret-2', confirm_password: 'new-secret-2', token: 'no-such-token' };
    for (let attempt = 0; attempt < 30; attempt += 1) await shop.api().post('/api/v1/users/restore-new-password').send(body).expect(400);
    const blocked = await shop.api().post('/api/v1/users/restore-new-password').send(body).expect(429);
    expect(blocked.body.detail).toMatch(/^Слишком много попыток/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('blocks the 31st verify-email from one IP', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) await shop.api().get('/api/v1/users/verify-email?token=no-such-token').expect(400);
    const blocked = await shop.api().get('/api/v1/users/verify-email?token=no-such-token').expect(429);
    expect(blocked.body.detail).toMatch(/^Слишком много попыток/);
  });
});
