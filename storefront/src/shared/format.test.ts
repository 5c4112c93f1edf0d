import { describe, expect, it } from 'vitest';
import { badgeText, formatPrice, formatServing } from './format';
import { paymentLabel, statusLabel } from './labels';

describe('formatting', () => {
  it('prices, servings, badge and labels', () => {
    expect(formatPrice(45)).toBe('45 byn');
    expect(formatPrice(45.5)).toBe('45.50 byn');
    expect(formatServing(6, 1200)).toBe('на 6 чел., 1200 гр.');
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
