import { decimalTransformer } from './money';

describe('decimal column transformer', () => {
  it('stores DECIMAL(10,2) as a two-decimal string and reads strings and numbers back as numbers', () => {
    expect(decimalTransformer.to(45.5)).toBe('45.50');
    expect(decimalTransformer.to(0.1 + 0.2)).toBe('0.30');
    expect(decimalTransformer.to(null)).toBeNull();
    expect(decimalTransformer.to(undefined)).toBeUndefined();
    expect(decimalTransformer.from('45.50')).toBe(45.5);
    expect(decimalTransformer.from('1999.99')).toBe(1999.99);
    expect(decimalTransformer.from(12)).toBe(12);
    expect(decimalTransformer.from(null)).toBeNull();
  });
});
