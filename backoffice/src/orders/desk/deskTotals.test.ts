import { describe, expect, it } from 'vitest';
import { deskTotals } from './deskTotals';

const lines = [
  { product_id: 1, name: 'Драники', price: 12.5, quantity: 20 },
  { product_id: 2, name: 'Колдуны', price: 30.1, quantity: 3 },
];
const terms = { depositPercent: 50, depositMinTotalMinor: 300_00, balanceDueDays: 2 };
const now = new Date('2026-12-01T07:00:00Z');

describe('deskTotals', () => {
  it('adds dishes and delivery in kopecks and states the deposit the server will ask for', () => {
    const totals = deskTotals({ lines, deliveryMethod: 'delivery', distanceKm: 3, deliveryAt: '2026-12-10T15:00:00+03:00', terms, now });
    expect(totals).toMatchObject({ items: 340.3, delivery: 3, total: 343.3 });
    expect(totals.deposit).toMatch(/^Предоплата 50 % — 171,65\sbyn до \d{2}\.12\.2026$/);
  });
  it('says «Без предоплаты» below the minimum, and nothing while the terms or the distance are unknown', () => {
    expect(deskTotals({ lines: lines.slice(0, 1), deliveryMethod: 'pickup', distanceKm: 0, deliveryAt: null, terms, now })).toMatchObject({
      total: 250,
      delivery: 0,
      deposit: 'Без предоплаты',
    });
    expect(deskTotals({ lines, deliveryMethod: 'delivery', distanceKm: 40, deliveryAt: null, terms, now }).deposit).toBeNull();
    expect(deskTotals({ lines, deliveryMethod: 'pickup', distanceKm: 0, deliveryAt: null, terms: null, now }).deposit).toBeNull();
  });
});
