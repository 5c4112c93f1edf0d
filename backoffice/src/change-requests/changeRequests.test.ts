import { describe, expect, it } from 'vitest';
import { changesOrder, wishedLines, type ChangeRequest } from './changeRequests';

const request = (patch: Partial<ChangeRequest>): ChangeRequest => ({
  id: 1,
  order_id: 7,
  status: 'open',
  guests: null,
  delivery_at: null,
  lines: null,
  comment: null,
  decline_reason: null,
  date_created: '2026-12-01T07:00:00.000Z',
  decided_at: null,
  customer_name: 'Ковалёва Анна',
  summary: [],
  ...patch,
});

describe('change requests in the editor', () => {
  it('keeps the order’s price of a dish it has and today’s price of a new one', () => {
    const wished = request({
      lines: [
        { product_id: 1, name: 'Драники', quantity: 6 },
        { product_id: 2, name: 'Колдуны', quantity: 2 },
        { product_id: 3, name: 'Снятое блюдо', quantity: 1 },
      ],
    });
    const current = [{ product_id: 1, name: 'Драники', price: 11, quantity: 4 }];
    expect(wishedLines(wished, current, new Map([[2, 30]]))).toEqual([
      { product_id: 1, name: 'Драники', price: 11, quantity: 6 },
      { product_id: 2, name: 'Колдуны', price: 30, quantity: 2 },
    ]);
    expect(wishedLines(request({}), current, new Map())).toBeNull();
  });
  it('a comment alone needs no editor', () => {
    expect(changesOrder(request({ comment: 'Салфетки' }))).toBe(false);
    expect(changesOrder(request({ guests: 20 }))).toBe(true);
  });
});
