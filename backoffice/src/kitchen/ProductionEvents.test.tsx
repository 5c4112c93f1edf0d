import { describe, expect, it } from 'vitest';
import { breakdown } from './ProductionEvents';

const NBSP = /\u00a0/g;

describe('an event’s breakdown on the production sheet', () => {
  it('totals the services of a quote apart from the dishes', () => {
    const text = breakdown({ items_total: 300, services_total: 100, delivery_cost: 7, adjustments_total: -10, total_cost: 297 });
    expect(text.replace(NBSP, ' ')).toBe('Блюда: 200,00 byn + Услуги: 100,00 byn + 7,00 byn − 10,00 byn = 297,00 byn');
  });

  it('keeps the short form without services', () => {
    const text = breakdown({ items_total: 79, services_total: 0, delivery_cost: 5, adjustments_total: 0, total_cost: 84 });
    expect(text.replace(NBSP, ' ')).toBe('79,00 byn + 5,00 byn = 84,00 byn');
  });
});
