/**
 * Every rate limit of the account endpoints, in one place.
 * Windows are in milliseconds (what @nestjs/throttler expects).
 * Counters live in the process memory: one server process serves the shop.
 */
const MINUTE_MS = 60_000;

/**
 * Throttler names: by client IP, by client IP + the submitted e-mail, and by the submitted
 * e-mail alone (an account attacked from many addresses).
 */
export const PER_IP = 'per-ip';
export const PER_IP_AND_EMAIL = 'per-ip-email';
export const PER_EMAIL = 'per-email';

export interface RateLimit {
  limit: number;
  ttl: number;
}

export const RATE_LIMITS = {
  login: {
    [PER_IP_AND_EMAIL]: { limit: 10, ttl: MINUTE_MS },
    [PER_IP]: { limit: 30, ttl: MINUTE_MS },
    [PER_EMAIL]: { limit: 50, ttl: 15 * MINUTE_MS },
  },
  register: {
    [PER_IP]: { limit: 10, ttl: MINUTE_MS },
  },
  forgotPassword: {
    [PER_IP_AND_EMAIL]: { limit: 5, ttl: MINUTE_MS },
    [PER_IP]: { limit: 20, ttl: MINUTE_MS },
  },
  restorePassword: {
    [PER_IP]: { limit: 30, ttl: MINUTE_MS },
  },
  verifyEmail: {
    [PER_IP]: { limit: 30, ttl: MINUTE_MS },
  },
  /** The public availability of days (the checkout's date picker asks once per month shown and head count). */
  availability: {
    [PER_IP]: { limit: 120, ttl: MINUTE_MS },
  },
  /** «Попросить изменить» (each account also has a daily cap in the service). */
  changeRequest: {
    [PER_IP]: { limit: 10, ttl: MINUTE_MS },
  },
  /**
   * The public menu planner (GET events/menu): bounded work per request (the planner weighs at
   * most 40 dishes a category), yet the costliest public read; a shopper re-plans on each change.
   */
  eventMenu: {
    [PER_IP]: { limit: 60, ttl: MINUTE_MS },
  },
  /** Invoice PDFs are rendered on every download: enough for an accountant going through a day's orders. */
  invoice: {
    [PER_IP]: { limit: 30, ttl: MINUTE_MS },
  },
  /** Quote PDFs (the customer's link) are rendered on every download too: as invoices. */
  quotePdf: {
    [PER_IP]: { limit: 30, ttl: MINUTE_MS },
  },
  /** «Получать уведомления в Telegram»: each press writes a one-time token. */
  telegramLink: {
    [PER_IP]: { limit: 10, ttl: MINUTE_MS },
  },
  /** Telegram's webhook: the secret header guards it; this bounds what a wrong sender can make the shop parse. */
  telegramWebhook: {
    [PER_IP]: { limit: 300, ttl: MINUTE_MS },
  },
} as const satisfies Record<string, Partial<Record<ThrottlerName, RateLimit>>>;

export type ThrottlerName = typeof PER_IP | typeof PER_IP_AND_EMAIL | typeof PER_EMAIL;

export const RATE_LIMIT_DETAIL = 'Слишком много попыток. Подождите минуту и попробуйте снова';
