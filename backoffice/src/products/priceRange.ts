import { toMinor } from '@bulbash/rules';

/** How far below the cheapest and above the dearest dish of its category a price may go before the admin is asked. */
export const PRICE_LOW_FACTOR = 0.2;
export const PRICE_HIGH_FACTOR = 5;

export interface PriceRange {
  min: number;
  max: number;
}

/** The range of the category's other products' prices; null when it has none to compare with. */
export function priceRangeOf(prices: readonly number[]): PriceRange | null {
  const valid = prices.filter((price) => Number.isFinite(price) && price > 0);
  if (valid.length === 0) return null;
  return { min: Math.min(...valid), max: Math.max(...valid) };
}

/**
 * Whether a price is outside ×0.2–×5 of its category's range (a slip such as «4550» for 45,50):
 * below a fifth of the cheapest or above five times the dearest.
 */
export function priceOutsideRange(price: unknown, range: PriceRange | null): boolean {
  if (range === null || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return false;
  // In kopecks, so the bounds themselves (12 × 0,2 = 2,40) are inside.
  const minor = toMinor(price);
  return minor < Math.round(toMinor(range.min) * PRICE_LOW_FACTOR) || minor > Math.round(toMinor(range.max) * PRICE_HIGH_FACTOR);
}
