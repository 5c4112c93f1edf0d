/** Abuse limits of checkout and order letters, in one place. */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Orders one account may place: per sliding hour and per sliding day. */
export const ORDER_RATE_LIMITS = [
  { limit: 10, windowMs: HOUR_MS },
  { limit: 30, windowMs: DAY_MS },
] as const;

export const ORDER_RATE_LIMIT_DETAIL = 'Слишком много заказов: не более 10 в час и 30 в сутки. Попробуйте позже или позвоните нам';

/** Order confirmations a shop sends per Minsk day to one address that is not the account's own e-mail. */
export const FOREIGN_CONTACT_LETTERS_PER_DAY = 3;
