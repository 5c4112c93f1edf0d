import { describe, expect, it } from 'vitest';
import { priceOutsideRange, priceRangeOf } from './priceRange';

describe('price range of a category', () => {
  it('asks below a fifth of the cheapest and above five times the dearest', () => {
    const range = priceRangeOf([12, 85, 40]);
    expect(range).toEqual({ min: 12, max: 85 });
    expect(priceOutsideRange(2.4, range)).toBe(false);
    expect(priceOutsideRange(2.39, range)).toBe(true);
    expect(priceOutsideRange(425, range)).toBe(false);
    expect(priceOutsideRange(4550, range)).toBe(true);
  });

  it('never asks without other products or a price', () => {
    expect(priceOutsideRange(4550, priceRangeOf([]))).toBe(false);
    expect(priceOutsideRange(null, { min: 1, max: 2 })).toBe(false);
    expect(priceOutsideRange('45,50', { min: 1, max: 2 })).toBe(false);
  });
});
