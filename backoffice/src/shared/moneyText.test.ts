import { describe, expect, it } from 'vitest';
import { formatMoneyText, parseMoneyText } from './moneyText';

describe('money typed by staff', () => {
  it('reads a comma and a dot alike, and spaces between thousands', () => {
    expect(parseMoneyText('45,50')).toBe(45.5);
    expect(parseMoneyText('45.50')).toBe(45.5);
    expect(parseMoneyText('1 234,5')).toBe(1234.5);
    expect(parseMoneyText('12')).toBe(12);
  });

  it('refuses what is not an amount instead of guessing', () => {
    for (const text of ['45,505', '4,5,0', 'abc', '-3', '', '45,']) expect(parseMoneyText(text)).toBeNull();
  });

  it('shows a stored amount with a decimal comma', () => {
    expect(formatMoneyText(45.5)).toBe('45,50');
    expect(formatMoneyText(undefined)).toBe('');
  });
});
