/**
 * Every rate limit of the account endpoints, in one place.
 * Windows are in milliseconds (what @nestjs/throttler expects).
 * Counters live in the process memory: one server process serves the shop.
 */
const MINUTE_MS = 60_000;

/** Throttler names: one counts by client IP, the other by client IP + the submitted e-mail. */
export const PER_IP = 'per-ip';
export const PER_IP_AND_EMAIL = 'per-ip-email';

export interface RateLimit {
  limit: number;
  ttl: number;
}

export const RATE_LIMITS = {
  login: {
    [PER_IP_AND_EMAIL]: { limit: 10, ttl: MINUTE_MS },
    [PER_IP]: { limit: 30, ttl: MINUTE_MS },
  },
  register: {
    [PER_IP]: { limit: 10, ttl: MINUTE_MS },
  },
  forgotPassword: {
    [PER_IP_AND_EMAIL]: { limit: 5, ttl: MINUTE_MS },
    [PER_IP]: { limit: 20, ttl: MINUTE_MS },
  },
} as const satisfies Record<string, Partial<Record<typeof PER_IP | typeof PER_IP_AND_EMAIL, RateLimit>>>;

export const RATE_LIMIT_DETAIL = 'Слишком много попыток. Подождите минуту и попробуйте снова';
