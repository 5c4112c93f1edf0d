import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AppConfig, DatabaseConfig } from './app-config';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

const DEFAULT_DATABASE_URL = 'sqlite:./data/shop.sqlite';
const SHOP_EMAIL = 'info@bulbash-catering.by';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    if (file === '') throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path, e.g. sqlite:./data/shop.sqlite');
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

function parseUrl(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function parseEmail(name: string, raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new ConfigError(name, `is not a valid e-mail address: "${raw}"`);
  return email;
}

/** A random signing key kept beside the data so that sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = parsePort(env.PORT);
  const database = parseDatabase(env.DATABASE_URL);
  const dataDir =
    database.type === 'sqlite' && database.file !== ':memory:' ? dirname(database.file) : resolve('data');

  const jwtSecretRaw = env.JWT_SECRET ?? '';
  if (jwtSecretRaw === '' && production) throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  if (jwtSecretRaw !== '' && jwtSecretRaw.length < 16) throw new ConfigError('JWT_SECRET', 'must be at least 16 characters');

  const smtpUrl = env.SMTP_URL ? parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : null;
  const mailFrom = env.MAIL_FROM ? parseEmail('MAIL_FROM', env.MAIL_FROM) : SHOP_EMAIL;
  const publicUrl = env.PUBLIC_URL
    ? parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:'])
    : `http://localhost:${port}`;

  const adminEmail = env.ADMIN_EMAIL ?? '';
  const adminPassword = env.ADMIN_PASSWORD ?? '';
  if ((adminEmail === '') !== (adminPassword === '')) {
    throw new ConfigError(adminEmail === '' ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD', 'must be set together with the other ADMIN_* variable');
  }
  if (adminPassword !== '' && (adminPassword.length < 6 || adminPassword.length > 32)) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be 6 to 32 characters long');
  }
  const admin = adminEmail === '' ? null : { email: parseEmail('ADMIN_EMAIL', adminEmail), password: adminPassword };

  return {
    port,
    production,
    database,
    jwtSecret: jwtSecretRaw !== '' ? jwtSecretRaw : persistentSecret(dataDir),
    smtpUrl,
    mailFrom,
    publicUrl,
    admin,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    demoData: parseBoolean('DEMO_DATA', env.DEMO_DATA, database.type === 'sqlite'),
    dataDir,
  };
}
