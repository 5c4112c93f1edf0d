import { describe, expect, it } from 'vitest';
import { avatarSrc, formatDate, formatDateTime, formatMoney } from './format';
import { PAYMENT_CHOICES, STATUS_CHOICES, paymentLabel, statusLabel } from './labels';

describe('labels', () => {
  it('names statuses and payment methods in Russian', () => {
    expect(STATUS_CHOICES).toEqual([
      { id: 'pending', name: 'в обработке' },
      { id: 'processing', name: 'готовится' },
      { id: 'completed', name: 'выполнен' },
      { id: 'canceled', name: 'отменён' },
    ]);
    expect(PAYMENT_CHOICES).toEqual([
      { id: 'card', name: 'банковская карта' },
      { id: 'cash', name: 'наличные' },
      { id: 'transfer', name: 'безналичный перевод по счёту' },
    ]);
    expect(statusLabel('processing')).toBe('готовится');
    expect(paymentLabel('cash')).toBe('наличные');
    expect(statusLabel('weird')).toBe('weird');
  });
});

describe('format', () => {
  it('formats money with two decimals and byn', () => {
    expect(formatMoney(45.5)).toBe('45,50\u00a0byn');
    expect(formatMoney(1234)).toBe('1\u00a0234,00\u00a0byn');
    expect(formatMoney('5305.8')).toBe('5\u00a0305,80\u00a0byn');
    expect(formatMoney(null)).toBe('—');
  });

  it('formats dates in the Russian way and times in Minsk, whatever the browser’s zone', () => {
    expect(formatDate('2025-03-05')).toBe('05.03.2025');
    expect(formatDateTime('2025-03-05T11:07:00.000Z')).toBe('05.03.2025 14:07');
    expect(formatDate('2025-03-05T22:30:00.000Z')).toBe('06.03.2025');
    expect(formatDateTime('nonsense')).toBe('—');
  });
});

describe('avatarSrc', () => {
  it('makes an upload path absolute so the phone lists show it as a picture', () => {
    expect(avatarSrc('/uploads/a1b2.webp')).toBe(`${window.location.origin}/uploads/a1b2.webp`);
    expect(avatarSrc('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(avatarSrc(null)).toBeUndefined();
    expect(avatarSrc('')).toBeUndefined();
  });
});
