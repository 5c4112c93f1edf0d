import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../src/config/app-config';
import { ConfigError } from '../src/config/config-error';
import { loadConfig } from '../src/config/load-config';
import { builtMain } from './support/built-server';

type Env = Record<string, string | undefined>;

/**
 * The configuration table of the README: every rule of src/config/load-config.ts, and the
 * start-up of the real entry point with a bad value (one line naming the variable, exit 1).
 */
describe('configuration (environment variables)', () => {
  let workDir: string;
  /** Every variable set to a valid value; each case below spoils one of them. */
  let valid: Env;

  const errorOf = (env: Env): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error('loadConfig accepted the environment');
  };

  beforeEach(() => {
    workDir = mkdtempSync(join(tmpdir(), 'bulbash-config-'));
    valid = {
      PORT: '8080',
      DATABASE_URL: `sqlite:${join(workDir, 'shop.sqlite')}`,
      JWT_SECRET: 'a-signing-key-of-32-characters!!',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'orders@bulbash-catering.by',
      PUBLIC_URL: 'https://shop.example.by/',
      ADMIN_EMAIL: ' Admin@Bulbash-Catering.by ',
      ADMIN_PASSWORD: 'admin-pass',
      UPLOAD_DIR: join(workDir, 'images'),
      DEMO_DATA: 'off',
      REDIS_URL: 'redis://127.0.0.1:6379',
    };
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  it('accepts a complete valid environment', () => {
    expect(loadConfig(valid)).toEqual({
      port: 8080,
      production: false,
      database: { type: 'sqlite', file: join(workDir, 'shop.sqlite') },
      jwtSecret: 'a-signing-key-of-32-characters!!',
      passwordHashCost: 'standard',
      smtpUrl: 'smtp://127.0.0.1:2525',
      smtpTimeoutMs: 60_000,
      mailFrom: 'orders@bulbash-catering.by',
      publicUrl: 'https://shop.example.by',
      admin: { email: 'admin@bulbash-catering.by', password: 'admin-pass' },
      uploadDir: join(workDir, 'images'),
      demoData: false,
      dataDir: workDir,
      trustProxy: false,
      redis: { url: 'redis://127.0.0.1:6379', prefix: 'bulbash:' },
      metricsToken: null,
      bepaid: null,
      telegram: null,
    });
  });

  it('TELEGRAM_*: no token runs the shop without Telegram; a token needs the webhook secret and the bot name, each checked', () => {
    const token = '123456789:AAHfiqksKZ8WmR2zSjiQ7_v4TMAKdiHm9T0';
    const secret = 'f3c1a9e27b4d46c08a5e1f2b3c4d5e6f';
    expect(loadConfig(valid).telegram).toBeNull();
    expect(loadConfig({ ...valid, TELEGRAM_BOT_NAME: 'bulbash_catering_bot' }).telegram).toBeNull();
    const bot = { ...valid, TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: secret, TELEGRAM_BOT_NAME: '@Bulbash_Catering_Bot' };
    expect(loadConfig(bot).telegram).toEqual({
      botToken: token,
      webhookSecret: secret,
      botName: 'Bulbash_Catering_Bot',
      apiUrl: 'https://api.telegram.org',
    });
    expect(loadConfig({ ...bot, TELEGRAM_API_URL: 'http://127.0.0.1:5176/' }).telegram?.apiUrl).toBe('http://127.0.0.1:5176');
    for (const bad of [
      '123:short',
      'AAHfiqksKZ8WmR2zSjiQ7_v4TMAKdiHm9T0',
      `${token} `.repeat(2),
      'bot123456789:AAHfiqksKZ8WmR2zSjiQ7_v4TMAKdiHm9T0',
    ])
      expect(errorOf({ ...bot, TELEGRAM_BOT_TOKEN: bad })).toBe(
        'Configuration error: TELEGRAM_BOT_TOKEN must be the token @BotFather gave, like 123456789:AAH…',
      );
    for (const bad of ['short', 'has spaces in it 0123456789', 'ünïcødé-0123456789abcdef'])
      expect(errorOf({ ...bot, TELEGRAM_WEBHOOK_SECRET: bad })).toMatch(
        /^Configuration error: TELEGRAM_WEBHOOK_SECRET must be 16 to 256 letters/,
      );
    for (const bad of ['shop', 'bulbash_catering', 'bulbash-catering-bot', '1bulbash_bot'])
      expect(errorOf({ ...bot, TELEGRAM_BOT_NAME: bad })).toMatch(/^Configuration error: TELEGRAM_BOT_NAME must be the bot's username/);
    expect(errorOf({ ...bot, TELEGRAM_WEBHOOK_SECRET: '' })).toBe(
      'Configuration error: TELEGRAM_WEBHOOK_SECRET is required when TELEGRAM_BOT_TOKEN is set',
    );
    expect(errorOf({ ...bot, TELEGRAM_BOT_NAME: '' })).toBe(
      'Configuration error: TELEGRAM_BOT_NAME is required when TELEGRAM_BOT_TOKEN is set',
    );
    for (const bad of ['api.telegram.org', 'ftp://api.telegram.org', 'https://api.telegram.org/?x=1'])
      expect(errorOf({ ...valid, TELEGRAM_API_URL: bad })).toMatch(/^Configuration error: TELEGRAM_API_URL /);
  });

  it('BEPAID_*: no shop id turns online payment off; a shop id needs the secret and an RSA public key (base64 or PEM)', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const base64 = pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(loadConfig({ ...valid, BEPAID_SECRET_KEY: 'ignored-without-shop' }).bepaid).toBeNull();
    const shop = { ...valid, BEPAID_SHOP_ID: '361', BEPAID_SECRET_KEY: 'b8647b68898b084b836474ed8d61ffe117c9a01168d867f24953b776ddcb134d' };
    expect(loadConfig({ ...shop, BEPAID_PUBLIC_KEY: base64 }).bepaid).toEqual({
      shopId: '361',
      secretKey: shop.BEPAID_SECRET_KEY,
      publicKeyPem: pem,
      test: false,
      checkoutUrl: 'https://checkout.bepaid.by',
      gatewayUrl: 'https://gateway.bepaid.by',
      apiUrl: 'https://api.bepaid.by',
      timeoutMs: 15000,
    });
    expect(loadConfig({ ...shop, BEPAID_PUBLIC_KEY: base64, BEPAID_TIMEOUT_MS: '300' }).bepaid?.timeoutMs).toBe(300);
    for (const bad of ['0', '15s', '-5', '1.5', '999999'])
      expect(errorOf({ ...valid, BEPAID_TIMEOUT_MS: bad })).toMatch(/^Configuration error: BEPAID_TIMEOUT_MS must be whole milliseconds/);
    const pemConfig = loadConfig({ ...shop, BEPAID_PUBLIC_KEY: pem, BEPAID_TEST: 'true', BEPAID_API_URL: 'http://127.0.0.1:9/' }).bepaid;
    expect(pemConfig).toMatchObject({ publicKeyPem: pem, test: true, apiUrl: 'http://127.0.0.1:9' });
    expect(errorOf({ ...shop, BEPAID_PUBLIC_KEY: 'bm90IGEga2V5' })).toMatch(
      /^Configuration error: BEPAID_PUBLIC_KEY must be the RSA public key/,
    );
    expect(errorOf({ ...shop, BEPAID_PUBLIC_KEY: '' })).toBe(
      'Configuration error: BEPAID_PUBLIC_KEY is required when BEPAID_SHOP_ID is set',
    );
    expect(errorOf({ ...shop, BEPAID_SECRET_KEY: '', BEPAID_PUBLIC_KEY: pem })).toBe(
      'Configuration error: BEPAID_SECRET_KEY is required when BEPAID_SHOP_ID is set',
    );
    expect(errorOf({ ...shop, BEPAID_SHOP_ID: 'shop-1', BEPAID_PUBLIC_KEY: pem })).toMatch(/^Configuration error: BEPAID_SHOP_ID/);
    expect(errorOf({ ...valid, BEPAID_TEST: 'maybe' })).toBe('Configuration error: BEPAID_TEST must be true or false, got "maybe"');
    expect(errorOf({ ...valid, BEPAID_CHECKOUT_URL: 'checkout.bepaid.by' })).toMatch(/^Configuration error: BEPAID_CHECKOUT_URL/);
    expect(errorOf({ ...valid, BEPAID_GATEWAY_URL: 'ftp://gateway.bepaid.by' })).toMatch(/^Configuration error: BEPAID_GATEWAY_URL/);
  });

  it('METRICS_TOKEN: unset or empty turns /metrics off; a short or unsendable token is refused', () => {
    expect(loadConfig({ ...valid, METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ ...valid, METRICS_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }).metricsToken).toBe('a1b2c3d4e5f6a7b8c9d0');
    expect(() => loadConfig({ ...valid, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16 to 200/);
    expect(() => loadConfig({ ...valid, METRICS_TOKEN: 'has spaces in the token value' })).toThrow(/METRICS_TOKEN/);
  });

  it('fills the documented defaults when only the database is given', () => {
    const config = loadConfig({ DATABASE_URL: valid.DATABASE_URL, JWT_SECRET: valid.JWT_SECRET });
    expect(config).toMatchObject({
      port: 3000,
      smtpUrl: null,
      smtpTimeoutMs: 60_000,
      mailFrom: 'info@bulbash-catering.by',
      publicUrl: 'http://localhost:3000',
      admin: null,
      uploadDir: join(workDir, 'uploads'),
      demoData: true,
    });
    const mysql = loadConfig({ DATABASE_URL: 'mariadb://shop:pw@db.local:3307/bulbash', JWT_SECRET: valid.JWT_SECRET, PORT: '0' });
    expect(mysql.database).toEqual({ type: 'mysql', url: 'mysql://shop:pw@db.local:3307/bulbash', database: 'bulbash' });
    expect(mysql.demoData).toBe(false);
    expect(mysql.port).toBe(0);
  });

  it.each<[string, Env, string]>([
    ['PORT is not a number', { PORT: 'http' }, 'PORT must be a whole number from 0 to 65535, got "http"'],
    ['PORT is negative', { PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, got "-1"'],
    ['PORT is above 65535', { PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, got "65536"'],
    ['PORT is a fraction', { PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535, got "80.5"'],
    ['DATABASE_URL has another scheme', { DATABASE_URL: 'postgres://shop@db/bulbash' }, 'DATABASE_URL must start with sqlite: or mysql://'],
    [
      'DATABASE_URL is sqlite: without a file',
      { DATABASE_URL: 'sqlite:' },
      'DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/shop.sqlite',
    ],
    [
      'DATABASE_URL is sqlite:// (a folder, not a file)',
      { DATABASE_URL: 'sqlite://' },
      'DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/shop.sqlite',
    ],
    [
      'DATABASE_URL names no MySQL database',
      { DATABASE_URL: 'mysql://root@127.0.0.1:3306/' },
      'DATABASE_URL must look like mysql://user:password@host:3306/database',
    ],
    [
      'DATABASE_URL names no MySQL host',
      { DATABASE_URL: 'mysql:///bulbash' },
      'DATABASE_URL must look like mysql://user:password@host:3306/database',
    ],
    [
      'DATABASE_URL has a bad MySQL port',
      { DATABASE_URL: 'mysql://root@127.0.0.1:99999/bulbash' },
      'DATABASE_URL is not a valid mysql:// URL',
    ],
    [
      'REDIS_URL has another scheme',
      { REDIS_URL: 'http://127.0.0.1:6379' },
      'REDIS_URL must use redis: or rediss:, got "http://127.0.0.1:6379"',
    ],
    ['REDIS_URL has no host', { REDIS_URL: 'redis:6379' }, 'REDIS_URL must look like redis://host:6379, got "redis:6379"'],
    [
      'REDIS_URL ends in a path',
      { REDIS_URL: 'redis://127.0.0.1:6379/cache' },
      'REDIS_URL may only end in a database number (/0), got "redis://127.0.0.1:6379/cache"',
    ],
    ['REDIS_PREFIX has a space', { REDIS_PREFIX: 'my shop' }, 'REDIS_PREFIX must be 1 to 64 letters, digits or : _ . -, got "my shop"'],
    ['JWT_SECRET is too short', { JWT_SECRET: 'short-secret' }, 'JWT_SECRET must be at least 16 characters'],
    [
      'JWT_SECRET is missing in production',
      { NODE_ENV: 'production', JWT_SECRET: undefined },
      'JWT_SECRET is required when NODE_ENV=production',
    ],
    ['JWT_SECRET is empty in production', { NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [
      'SMTP_TIMEOUT_MS is not a number',
      { SMTP_TIMEOUT_MS: '1m' },
      'SMTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "1m"',
    ],
    [
      'SMTP_TIMEOUT_MS is too short',
      { SMTP_TIMEOUT_MS: '50' },
      'SMTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "50"',
    ],
    [
      'SMTP_TIMEOUT_MS is too long',
      { SMTP_TIMEOUT_MS: '600001' },
      'SMTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "600001"',
    ],
    ['SMTP_URL is not a URL', { SMTP_URL: 'mail server' }, 'SMTP_URL is not a valid URL: "mail server"'],
    ['SMTP_URL is http', { SMTP_URL: 'http://mail.example.by' }, 'SMTP_URL must use smtp: or smtps:, got "http://mail.example.by"'],
    [
      'SMTP_URL lacks the //',
      { SMTP_URL: 'smtp:mail.example.by:25' },
      'SMTP_URL must look like smtp://host:port, got "smtp:mail.example.by:25"',
    ],
    ['SMTP_URL has no host', { SMTP_URL: 'smtp://' }, 'SMTP_URL must look like smtp://host:port, got "smtp://"'],
    ['MAIL_FROM is not an address', { MAIL_FROM: 'bulbash' }, 'MAIL_FROM is not a valid e-mail address: "bulbash"'],
    [
      'MAIL_FROM has a display name',
      { MAIL_FROM: 'Bulbash <info@bulbash.by>' },
      'MAIL_FROM is not a valid e-mail address: "Bulbash <info@bulbash.by>"',
    ],
    ['PUBLIC_URL has no scheme', { PUBLIC_URL: 'shop.example.by' }, 'PUBLIC_URL is not a valid URL: "shop.example.by"'],
    ['PUBLIC_URL is ftp', { PUBLIC_URL: 'ftp://shop.example.by' }, 'PUBLIC_URL must use http: or https:, got "ftp://shop.example.by"'],
    [
      'PUBLIC_URL lacks the //',
      { PUBLIC_URL: 'http:shop.example.by' },
      'PUBLIC_URL must look like https://shop.example.by, got "http:shop.example.by"',
    ],
    [
      'PUBLIC_URL has a query',
      { PUBLIC_URL: 'https://shop.example.by/?utm=mail' },
      'PUBLIC_URL must not have a query or #fragment (links are appended to it), got "https://shop.example.by/?utm=mail"',
    ],
    [
      'PUBLIC_URL has a fragment',
      { PUBLIC_URL: 'https://shop.example.by/#top' },
      'PUBLIC_URL must not have a query or #fragment (links are appended to it), got "https://shop.example.by/#top"',
    ],
    ['ADMIN_EMAIL without ADMIN_PASSWORD', { ADMIN_PASSWORD: undefined }, 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set'],
    ['ADMIN_PASSWORD without ADMIN_EMAIL', { ADMIN_EMAIL: '' }, 'ADMIN_EMAIL is required when ADMIN_PASSWORD is set'],
    ['ADMIN_PASSWORD is too short', { ADMIN_PASSWORD: '12345' }, 'ADMIN_PASSWORD must be 6 to 32 characters long'],
    ['ADMIN_PASSWORD is too long', { ADMIN_PASSWORD: 'x'.repeat(33) }, 'ADMIN_PASSWORD must be 6 to 32 characters long'],
    [
      'ADMIN_EMAIL has no domain suffix',
      { ADMIN_EMAIL: 'admin@localhost' },
      'ADMIN_EMAIL is not a valid e-mail address: "admin@localhost"',
    ],
    // The login form would refuse it, so the administrator could never sign in.
    [
      'ADMIN_EMAIL the login form refuses',
      { ADMIN_EMAIL: 'ad..min@bulbash.by' },
      'ADMIN_EMAIL is not a valid e-mail address: "ad..min@bulbash.by"',
    ],
    ['DEMO_DATA is not a boolean', { DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false, got "maybe"'],
    ['DEMO_DATA is Russian', { DEMO_DATA: 'да' }, 'DEMO_DATA must be true or false, got "да"'],
    ['ARGON2_COST is unknown', { ARGON2_COST: 'low' }, 'ARGON2_COST must be standard or test, got "low"'],
    ['ARGON2_COST=test outside the tests', { ARGON2_COST: 'test' }, 'ARGON2_COST test is only allowed when NODE_ENV=test'],
    [
      'ARGON2_COST=test in production',
      { NODE_ENV: 'production', ARGON2_COST: 'test' },
      'ARGON2_COST test is only allowed when NODE_ENV=test',
    ],
  ])('%s → one line naming the variable', (_case, change, problem) => {
    const message = errorOf({ ...valid, ...change });
    expect(message).toBe(`Configuration error: ${problem}`);
    expect(message).not.toContain('\n');
  });

  it.each<[string, Env, Partial<AppConfig>]>([
    ['PORT 0 (any free port)', { PORT: '0', PUBLIC_URL: '' }, { port: 0, publicUrl: 'http://localhost:0' }],
    ['SMTP_TIMEOUT_MS of a slow mail server', { SMTP_TIMEOUT_MS: ' 1500 ' }, { smtpTimeoutMs: 1500 }],
    [
      'an absolute sqlite:/// path',
      { DATABASE_URL: 'sqlite:///var/lib/bulbash/shop.sqlite' },
      { database: { type: 'sqlite', file: '/var/lib/bulbash/shop.sqlite' } },
    ],
    [
      'smtps:// with credentials',
      { SMTP_URL: 'smtps://shop:p%40ss@mail.example.by:465/' },
      { smtpUrl: 'smtps://shop:p%40ss@mail.example.by:465' },
    ],
    ['a PUBLIC_URL with a path', { PUBLIC_URL: 'https://example.by/shop//' }, { publicUrl: 'https://example.by/shop' }],
    ['no REDIS_URL (all in process)', { REDIS_URL: '' }, { redis: null }],
    [
      'REDIS_URL with a database number',
      { REDIS_URL: 'redis://:secret@cache.internal:6380/2' },
      { redis: { url: 'redis://:secret@cache.internal:6380/2', prefix: 'bulbash:' } },
    ],
    [
      'rediss:// and REDIS_PREFIX',
      { REDIS_URL: 'rediss://cache.internal', REDIS_PREFIX: 'shop-2:' },
      { redis: { url: 'rediss://cache.internal', prefix: 'shop-2:' } },
    ],
    ['DEMO_DATA=Yes', { DEMO_DATA: 'Yes' }, { demoData: true }],
    ['DEMO_DATA=0', { DEMO_DATA: '0' }, { demoData: false }],
    ['ARGON2_COST=test under NODE_ENV=test', { NODE_ENV: 'test', ARGON2_COST: 'test' }, { passwordHashCost: 'test' }],
    [
      'ARGON2_COST=standard in production',
      { NODE_ENV: 'production', ARGON2_COST: 'standard' },
      { passwordHashCost: 'standard', production: true },
    ],
    [
      'a 32-character ADMIN_PASSWORD',
      { ADMIN_PASSWORD: 'x'.repeat(32) },
      { admin: { email: 'admin@bulbash-catering.by', password: 'x'.repeat(32) } },
    ],
  ])('accepts %s', (_case, change, expected) => {
    expect(loadConfig({ ...valid, ...change })).toMatchObject(expected);
  });

  it('keeps a generated signing key in the data folder, reuses it and replaces an emptied one', () => {
    const env = { DATABASE_URL: valid.DATABASE_URL };
    const keyFile = join(workDir, 'jwt-secret');
    const first = loadConfig(env).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(keyFile, 'utf8')).toBe(first);
    expect(loadConfig(env).jwtSecret).toBe(first);

    writeFileSync(keyFile, '\n');
    const replaced = loadConfig(env).jwtSecret;
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(keyFile, 'utf8')).toBe(replaced);
  });

  it('writes no key file when a later variable is bad', () => {
    expect(errorOf({ DATABASE_URL: valid.DATABASE_URL, DEMO_DATA: 'maybe' })).toBe(
      'Configuration error: DEMO_DATA must be true or false, got "maybe"',
    );
    expect(existsSync(join(workDir, 'jwt-secret'))).toBe(false);
  });

  it('the real entry point stops with exit code 1 and only the one line, no stack trace', () => {
    // The built entry point (npm test builds before the API tests), as the image and `npm start` run it.
    const started = spawnSync(process.execPath, [builtMain()], {
      cwd: workDir,
      // A clean environment: nothing of the test process's own configuration leaks in.
      env: { DATABASE_URL: 'postgres://shop@db.local/bulbash' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.error).toBeUndefined();
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr).toBe('Configuration error: DATABASE_URL must start with sqlite: or mysql://\n');
    // It stopped before touching the disk: no data folder, database or key file in its working folder.
    expect(readdirSync(workDir)).toEqual([]);
    const telegram = spawnSync(process.execPath, [builtMain()], {
      cwd: workDir,
      env: {
        TELEGRAM_BOT_TOKEN: '123456789:AAHfiqksKZ8WmR2zSjiQ7_v4TMAKdiHm9T0',
        TELEGRAM_WEBHOOK_SECRET: 'f3c1a9e27b4d46c08a5e1f2b3c4d5e6f',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(telegram.status).toBe(1);
    expect(telegram.stderr).toBe('Configuration error: TELEGRAM_BOT_NAME is required when TELEGRAM_BOT_TOKEN is set\n');
    expect(readdirSync(workDir)).toEqual([]);
  }, 180_000);
});
