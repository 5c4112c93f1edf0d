import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MAX_MONEY_MINOR, mergeLines, moneyFits, overQuantityLine } from './order-caps';

describe('order caps', () => {
  it('sums repeated products before the per-line cap applies', () => {
    const merged = mergeLines([
      { product_id: 5, quantity: 600 },
      { product_id: 9, quantity: 1 },
      { product_id: 5, quantity: 600 },
    ]);
    expect(merged).toEqual([
      { product_id: 5, quantity: 1200, index: 0 },
      { product_id: 9, quantity: 1, index: 1 },
    ]);
    expect(overQuantityLine(merged)).toEqual({ product_id: 5, quantity: 1200, index: 0 });
    expect(overQuantityLine(mergeLines([{ product_id: 5, quantity: MAX_LINE_QUANTITY }]))).toBeNull();
  });

  it('money fits a DECIMAL(10,2) column up to 99 999 999,99', () => {
    expect(moneyFits(MAX_MONEY_MINOR)).toBe(true);
    expect(moneyFits(MAX_MONEY_MINOR + 1)).toBe(false);
    expect(moneyFits(-MAX_MONEY_MINOR)).toBe(true);
  });
});
