/** Money and date formatting in the Russian locale. */

const moneyFormat = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 45.5 → "45,50 byn" (non-breaking spaces as the locale uses them). */
export const formatMoney = (value: unknown): string => {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || Number.isNaN(n)) return '—';
  return `${moneyFormat.format(n)}\u00a0byn`;
};

const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const toDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d;
};

/** ISO string → "05.03.2025, 14:07". */
export const formatDateTime = (value: unknown): string => {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '—';
};

/** ISO string or YYYY-MM-DD → "05.03.2025". Plain dates are read as local days. */
export const formatDate = (value: unknown): string => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return dateFormat.format(new Date(y, m - 1, d));
  }
  const d = toDate(value);
  return d ? dateFormat.format(d) : '—';
};

/**
 * An uploaded image's path ("/uploads/…") as an absolute URL: react-admin's SimpleList shows
 * an avatar string as a picture only when it starts with http, and as text otherwise.
 */
export const avatarSrc = (path: unknown): string | undefined =>
  typeof path === 'string' && path !== '' ? new URL(path, window.location.origin).href : undefined;
