import { describe, expect, it } from 'vitest';
import { badgeText, formatAmount, formatNumber, formatPrice, formatServing, formatWeight, normalizeDecimal } from './format';
import { paymentLabel, statusLabel } from './labels';

/** Tests read a plain space where the helper puts a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the number helper (@bulbash/rules)', () => {
  it('groups thousands with a no-break space and uses a decimal comma', () => {
    expect(formatPrice(1234.5)).toBe('1\u00a0234,50\u00a0byn');
    expect(plain(formatPrice(1234.5))).toBe('1 234,50 byn');
    expect(plain(formatPrice(45))).toBe('45,00 byn');
    expect(plain(formatPrice(45.5))).toBe('45,50 byn');
    expect(plain(formatPrice(0.1 + 0.2))).toBe('0,30 byn');
    expect(plain(formatPrice(1_000_000))).toBe('1 000 000,00 byn');
    expect(plain(formatAmount(999.999))).toBe('1 000,00');
    expect(plain(formatNumber(-1234.567, 2))).toBe('-1 234,57');
    expect(formatNumber(123)).toBe('123');
  });

  it('writes weights and servings in grams', () => {
    expect(plain(formatWeight(1200))).toBe('1 200 г');
    expect(plain(formatWeight(800))).toBe('800 г');
    expect(plain(formatServing(6, 1200))).toBe('на 6 чел., 1 200 г');
  });

  it('reads a decimal typed with a comma or a dot', () => {
    expect(normalizeDecimal('39,90')).toBe('39.90');
    expect(normalizeDecimal('39.90')).toBe('39.90');
    expect(normalizeDecimal(' 1 200 ')).toBe('1200');
    expect(normalizeDecimal('39,')).toBe('39');
    expect(normalizeDecimal('39,999')).toBeNull();
    expect(normalizeDecimal('-5')).toBeNull();
    expect(normalizeDecimal('abc')).toBeNull();
    expect(normalizeDecimal('')).toBeNull();
  });

  it('badge and labels', () => {
    expect(badgeText(10, 10)).toBe('10');
    expect(badgeText(11, 10)).toBe('10+');
    expect(statusLabel('pending')).toBe('в обработке');
    expect(statusLabel('processing')).toBe('готовится');
    expect(statusLabel('completed')).toBe('выполнен');
    expect(statusLabel('canceled')).toBe('отменён');
    expect(paymentLabel('card')).toBe('банковская карта');
    expect(paymentLabel('cash')).toBe('наличные');
  });
});
