/** Money and times as every screen of the shop writes them (@bulbash/rules): «5 305,80 byn», Minsk dates. */
import { formatByn, formatDay, formatMinskDate, formatMinskStamp, toInstant } from '@bulbash/rules';

const toAmount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(n) ? null : n;
};

/** 5305.8 → «5 305,80 byn» (no-break spaces); «—» for none. */
export const formatMoney = (value: unknown): string => {
  const amount = toAmount(value);
  return amount === null ? '—' : formatByn(amount);
};

/** An API time → «05.03.2025 14:07» in Minsk, whatever the browser's zone; «—» for none. */
export const formatDateTime = (value: unknown): string => {
  const instant = toInstant(value);
  return instant ? formatMinskStamp(instant) : '—';
};

/** An API time → its Minsk day «05.03.2025»; a plain day 'YYYY-MM-DD' as it is written. */
export const formatDate = (value: unknown): string => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  const instant = toInstant(value);
  return instant ? formatMinskDate(instant) : '—';
};

/**
 * An uploaded image's path ("/uploads/…") as an absolute URL: react-admin's SimpleList shows
 * an avatar string as a picture only when it starts with http, and as text otherwise.
 */
export const avatarSrc = (path: unknown): string | undefined =>
  typeof path === 'string' && path !== '' ? new URL(path, window.location.origin).href : undefined;
