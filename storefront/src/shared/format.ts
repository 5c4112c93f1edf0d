import { CURRENCY } from './constants';

/** Russian grouping: a no-break space between thousands, so «1 234» never wraps. */
const GROUP = '\u00a0';

function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
}

/**
 * The one number format of the shop: Russian grouping and a decimal comma.
 * 1234.5 → "1 234,50" with `decimals` 2; 1200 → "1 200".
 */
export function formatNumber(value: number, decimals = 0): string {
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  if (decimals === 0) return `${sign}${grouped(whole)}`;
  return `${sign}${grouped(whole)},${String(scaled % scale).padStart(decimals, '0')}`;
}

/** 45 → "45", 1234.5 → "1 234,50": whole rubles stay short, kopecks always show two digits. */
export function formatMoney(value: number): string {
  const kopecks = Math.round(value * 100);
  return formatNumber(value, kopecks % 100 === 0 ? 0 : 2);
}

/** 1234.5 → "1 234,50 byn" */
export function formatPrice(value: number): string {
  return `${formatMoney(value)}${GROUP}${CURRENCY}`;
}

/** 1200 → "1 200 г" */
export function formatWeight(grams: number): string {
  return `${formatNumber(grams)}${GROUP}г`;
}

export function formatServing(people: number, weight: number): string {
  return `на ${formatNumber(people)} чел., ${formatWeight(weight)}`;
}

/**
 * A typed decimal ("39,90", "39.90", " 1 200 ") as the API's dot form ("39.90"), or null when it is
 * not a non-negative number with at most two decimals.
 */
export function normalizeDecimal(text: string): string | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d{0,2})?$/.test(compact) ? compact.replace(/\.$/, '') : null;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Badge text: the count up to 10, then "10+". */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
