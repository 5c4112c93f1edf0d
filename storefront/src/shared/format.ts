import { formatMinskStamp, formatNumber, GROUP_SEPARATOR, toInstant } from '@bulbash/rules';

/**
 * The shop's numbers, money and times come from @bulbash/rules, as on the back office and in the
 * letters: «1 234,50 byn» (no-break spaces), dates and times in Minsk.
 */
export { formatAmount, formatByn as formatPrice, formatNumber } from '@bulbash/rules';

/** 1200 → "1 200 г" */
export function formatWeight(grams: number): string {
  return `${formatNumber(grams)}${GROUP_SEPARATOR}г`;
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

/** An API time as «05.12.2026 15:30» in Minsk, whatever the shopper's zone; the text itself when it is not a time. */
export function formatDate(iso: string): string {
  const instant = toInstant(iso);
  return instant ? formatMinskStamp(instant) : iso;
}

/** Badge text: the count up to 10, then "10+". */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
