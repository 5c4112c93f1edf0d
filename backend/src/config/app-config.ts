import type { BepaidConfig } from './bepaid-config';
import { PasswordHashCost } from './password-cost';
import type { TelegramConfig } from './telegram-config';

export type DatabaseConfig = { type: 'sqlite'; file: string } | { type: 'mysql'; url: string; database: string };

/** Redis shared by several instances: cache, rate-limit counters and catalogue change broadcasts. */
export interface RedisConfig {
  url: string;
  /** Prefix of every key and channel this shop uses (REDIS_PREFIX), so one Redis can serve several shops or test runs. */
  prefix: string;
}

/** Validated runtime configuration; see the variables table in README.md. */
/** Where the built front ends are; the API tests point these at folders of their own. */
export interface WebRoots {
  storefront: string;
  backoffice: string;
}

export interface AppConfig {
  port: number;
  production: boolean;
  database: DatabaseConfig;
  jwtSecret: string;
  /** argon2id cost: always `standard` except under the test suites (ARGON2_COST=test with NODE_ENV=test). */
  passwordHashCost: PasswordHashCost;
  smtpUrl: string | null;
  /** SMTP_TIMEOUT_MS: the longest the SMTP client waits to connect, for the greeting and for each reply; the outbox claim is derived from it. */
  smtpTimeoutMs: number;
  mailFrom: string;
  publicUrl: string;
  admin: { email: string; password: string } | null;
  uploadDir: string;
  demoData: boolean;
  dataDir: string;
  /** Express's `trust proxy`: false (the socket's address is the client), a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** REDIS_URL: null runs everything in process (one instance). */
  redis: RedisConfig | null;
  /** METRICS_TOKEN: GET /metrics answers with `Authorization: Bearer <token>`; null: /metrics is off (404). */
  metricsToken: string | null;
  /** BEPAID_*: online payment by card and ERIP; null (no BEPAID_SHOP_ID): the shop offers none. */
  bepaid: BepaidConfig | null;
  /** TELEGRAM_*: the shop's bot (staff group, customers' chats); null (no TELEGRAM_BOT_TOKEN): no Telegram. */
  telegram: TelegramConfig | null;
  /** The built storefront and back office; not a variable: the workspace's dist folders unless a test points elsewhere. */
  webRoots?: WebRoots;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
