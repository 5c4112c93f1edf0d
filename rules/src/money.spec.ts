import {
  formatAmount,
  formatByn,
  formatDecimal,
  formatNumber,
  fromMinor,
  multiplyMoney,
  parseAmount,
  sumMoney,
  toMinor,
  toMoney,
} from './money';

describe('money (BYN, summed as integer kopecks)', () => {
  it('converts to and from kopecks, rounding half a kopeck away', () => {
    expect(toMinor(45.5)).toBe(4550);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(100); // 1.005 is 1.00499999... in binary
    expect(toMinor(19.99)).toBe(1999);
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(0)).toBe(0);
  });

  it('sums without floating-point drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumMoney([19.99, 45.5, 0.01])).toBe(65.5);
    expect(sumMoney([])).toBe(0);
  });

  it('multiplies a price by a quantity exactly', () => {
    expect(multiplyMoney(19.99, 3)).toBe(59.97);
    expect(multiplyMoney(0.1, 3)).toBe(0.3);
    expect(multiplyMoney(45.5, 0)).toBe(0);
  });

  it('reads a stored DECIMAL (number or numeric string) as BYN with at most two decimals', () => {
    expect(toMoney('45.50')).toBe(45.5);
    expect(toMoney('1234.00')).toBe(1234);
    expect(toMoney(19.999)).toBe(20);
    expect(toMoney(0.1 + 0.2)).toBe(0.3);
    expect(toMoney('-12.34')).toBe(-12.34);
  });
});

describe('money as Russian writes it', () => {
  it('groups thousands with a no-break space and writes a decimal comma', () => {
    expect(formatByn(5305.8)).toBe('5\u00a0305,80\u00a0byn');
    expect(formatByn(45)).toBe('45,00\u00a0byn');
    expect(formatByn(1234567.891)).toBe('1\u00a0234\u00a0567,89\u00a0byn');
    expect(formatByn(-1250.5)).toBe('-1\u00a0250,50\u00a0byn');
    expect(formatAmount(0.1 + 0.2)).toBe('0,30');
    expect(formatNumber(1200)).toBe('1\u00a0200');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
  });

  it('writes program-read amounts without grouping and reads typed ones back', () => {
    expect(formatDecimal(5305.8)).toBe('5305,80');
    expect(parseAmount('5 305,80')).toBe(5305.8);
    expect(parseAmount('39.9')).toBe(39.9);
    expect(parseAmount('1\u00a0200')).toBe(1200);
    expect(parseAmount('1,234')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
