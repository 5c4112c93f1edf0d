import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isEmail } from 'class-validator';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-limits';
import { PasswordHashCost } from './password-cost';
import { AppConfig, DatabaseConfig, RedisConfig } from './app-config';
import { ConfigError } from './config-error';
import { parseBepaid } from './bepaid-config';
import { parseTelegram } from './telegram-config';

type Env = Record<string, string | undefined>;

const DEFAULT_DATABASE_URL = 'sqlite:./data/shop.sqlite';
const SHOP_EMAIL = 'info@bulbash-catering.by';
const JWT_SECRET_MIN_LENGTH = 16;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseDatabase(raw: string | undefined): DatabaseConfig {
  const url = raw === undefined || raw === '' ? DEFAULT_DATABASE_URL : raw;
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '' || file.endsWith('/'))
      throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path, e.g. sqlite:./data/shop.sqlite');
    return { type: 'sqlite', file: file === ':memory:' ? file : resolve(file) };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid mysql:// URL');
    }
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!parsed.hostname || database === '') {
      throw new ConfigError('DATABASE_URL', 'must look like mysql://user:password@host:3306/database');
    }
    return { type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:'), database };
  }
  throw new ConfigError('DATABASE_URL', 'must start with sqlite: or mysql://');
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  const value = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

/**
 * An absolute URL with a host, e.g. smtp://mail.example.by:25. "smtp:host:25" and "http:shop.by"
 * parse as URLs too, but without the "//" the host is lost (smtp) or the links come out broken (http).
 */
function parseUrl(name: string, raw: string, protocols: string[], example: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${raw}"`);
  }
  if (!raw.slice(parsed.protocol.length).startsWith('//') || parsed.hostname === '') {
    throw new ConfigError(name, `must look like ${example}, got "${raw}"`);
  }
  return parsed;
}

function parseSmtpUrl(raw: string): string {
  parseUrl('SMTP_URL', raw, ['smtp:', 'smtps:'], 'smtp://host:port');
  return raw.replace(/\/+$/, '');
}

export const SMTP_TIMEOUT_DEFAULT_MS = 60_000;
const SMTP_TIMEOUT_MIN_MS = 100;
const SMTP_TIMEOUT_MAX_MS = 600_000;

/** Milliseconds the SMTP client waits to connect, for the greeting and for each reply. */
function parseSmtpTimeout(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return SMTP_TIMEOUT_DEFAULT_MS;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < SMTP_TIMEOUT_MIN_MS || value > SMTP_TIMEOUT_MAX_MS)
    throw new ConfigError(
      'SMTP_TIMEOUT_MS',
      `must be a whole number of milliseconds from ${SMTP_TIMEOUT_MIN_MS} to ${SMTP_TIMEOUT_MAX_MS}, got "${raw}"`,
    );
  return value;
}

const REDIS_PREFIX_PATTERN = /^[A-Za-z0-9:_.-]{1,64}$/;

/** redis://[user:password@]host[:port][/db] or rediss:// (TLS); the prefix keeps this shop's keys apart. */
function parseRedis(rawUrl: string | undefined, rawPrefix: string | undefined): RedisConfig | null {
  const prefix = rawPrefix === undefined || rawPrefix === '' ? 'bulbash:' : rawPrefix;
  if (!REDIS_PREFIX_PATTERN.test(prefix))
    throw new ConfigError('REDIS_PREFIX', `must be 1 to 64 letters, digits or : _ . -, got "${rawPrefix}"`);
  if (rawUrl === undefined || rawUrl === '') return null;
  const parsed = parseUrl('REDIS_URL', rawUrl, ['redis:', 'rediss:'], 'redis://host:6379');
  if (!/^\/?\d*$/.test(parsed.pathname)) throw new ConfigError('REDIS_URL', `may only end in a database number (/0), got "${rawUrl}"`);
  return { url: rawUrl, prefix };
}

/** The base of the links in e-mails: paths are appended to it, so no query or fragment. */
function parsePublicUrl(raw: string): string {
  const parsed = parseUrl('PUBLIC_URL', raw, ['http:', 'https:'], 'https://shop.example.by');
  if (parsed.search !== '' || parsed.hash !== '') {
    throw new ConfigError('PUBLIC_URL', `must not have a query or #fragment (links are appended to it), got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** The same rule as the e-mail fields of the API, so that ADMIN_EMAIL can log in. */
function parseEmail(name: string, raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !isEmail(email)) throw new ConfigError(name, `is not a valid e-mail address: "${raw}"`);
  return email;
}

/** The cheap argon2 cost is for the test suites only: refused unless NODE_ENV=test. */
function parsePasswordHashCost(raw: string | undefined, nodeEnv: string | undefined): PasswordHashCost {
  if (raw === undefined || raw === '' || raw === 'standard') return 'standard';
  if (raw !== 'test') throw new ConfigError('ARGON2_COST', `must be standard or test, got "${raw}"`);
  if (nodeEnv !== 'test') throw new ConfigError('ARGON2_COST', 'test is only allowed when NODE_ENV=test');
  return 'test';
}

/** A random signing key kept beside the data so that sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    // An emptied or truncated file would sign tokens with an empty or weak key: replace it.
    if (kept.length >= JWT_SECRET_MIN_LENGTH) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One TRUST_PROXY entry: an IP address, a CIDR range, or one of Express's names for ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (trust no proxy: the socket's address is the client), a hop count (1 = one
 * reverse proxy in front), or a comma-separated list of proxy addresses/CIDRs.
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'false') return false;
  const value = raw.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `must be a hop count from 0 to 10 or a list of addresses/CIDRs, got "${raw}"`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined)
    throw new ConfigError('TRUST_PROXY', `"${bad}" is not an IP address, a CIDR range or one of ${PROXY_NAMES.join(', ')}`);
  return entries;
}

const METRICS_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,200}$/;

/** Unset or empty: no /metrics. Otherwise 16+ characters a header can carry (e.g. `openssl rand -hex 24`). */
function parseMetricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!METRICS_TOKEN_PATTERN.test(raw))
    throw new ConfigError('METRICS_TOKEN', 'must be 16 to 200 letters, digits or . _ ~ + / = - (e.g. `openssl rand -hex 24`)');
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = parsePort(env.PORT);
  const database = parseDatabase(env.DATABASE_URL);
  const dataDir = database.type === 'sqlite' && database.file !== ':memory:' ? dirname(database.file) : resolve('data');

  const jwtSecretRaw = env.JWT_SECRET ?? '';
  if (jwtSecretRaw === '' && production) throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  if (jwtSecretRaw !== '' && jwtSecretRaw.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError('JWT_SECRET', `must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
  }

  const passwordHashCost = parsePasswordHashCost(env.ARGON2_COST, env.NODE_ENV);
  const smtpUrl = env.SMTP_URL ? parseSmtpUrl(env.SMTP_URL) : null;
  const smtpTimeoutMs = parseSmtpTimeout(env.SMTP_TIMEOUT_MS);
  const mailFrom = env.MAIL_FROM ? parseEmail('MAIL_FROM', env.MAIL_FROM) : SHOP_EMAIL;
  const publicUrl = env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : `http://localhost:${port}`;

  const adminEmail = env.ADMIN_EMAIL ?? '';
  const adminPassword = env.ADMIN_PASSWORD ?? '';
  if (adminEmail === '' && adminPassword !== '') throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (adminEmail !== '' && adminPassword === '') throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  if (adminPassword !== '' && (adminPassword.length < PASSWORD_MIN_LENGTH || adminPassword.length > PASSWORD_MAX_LENGTH)) {
    throw new ConfigError('ADMIN_PASSWORD', `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`);
  }
  const admin = adminEmail === '' ? null : { email: parseEmail('ADMIN_EMAIL', adminEmail), password: adminPassword };
  const demoData = parseBoolean('DEMO_DATA', env.DEMO_DATA, database.type === 'sqlite');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const redis = parseRedis(env.REDIS_URL, env.REDIS_PREFIX);
  const metricsToken = parseMetricsToken(env.METRICS_TOKEN);
  const bepaid = parseBepaid(env, parseBoolean);
  const telegram = parseTelegram(env);

  // Only once every variable is valid: a bad value must not leave a key file behind.
  const jwtSecret = jwtSecretRaw !== '' ? jwtSecretRaw : persistentSecret(dataDir);

  return {
    port,
    production,
    database,
    jwtSecret,
    passwordHashCost,
    smtpUrl,
    smtpTimeoutMs,
    mailFrom,
    publicUrl,
    admin,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    demoData,
    dataDir,
    trustProxy,
    redis,
    metricsToken,
    bepaid,
    telegram,
  };
}
