import { fromMinor, multiplyMoney, sumMoney, toMinor, toMoney } from './money';

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
