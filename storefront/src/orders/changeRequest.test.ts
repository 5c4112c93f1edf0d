import { describe, expect, it } from 'vitest';
import type { Order } from '../api/types';
import { changeRequestBody, initialValues } from './changeRequest';

const order = {
  id: 7,
  guests: 12,
  delivery_at: '2026-12-10T15:00:00+03:00',
  order_items: [
    { product_id: 1, name: 'Драники', quantity: 4, kind: 'dish' },
    { product_id: 2, name: 'Колдуны', quantity: 2, kind: 'dish' },
    { product_id: null, name: 'Официант', quantity: 3, kind: 'service' },
  ],
} as unknown as Order;

describe('change request body', () => {
  it('starts from the order and sends only what changed', () => {
    const start = initialValues(order);
    expect(start).toEqual({ guests: '12', day: '2026-12-10', time: '15:00', quantities: { 1: '4', 2: '2' }, comment: '' });
    expect(changeRequestBody(order, start)).toBeNull();
    expect(changeRequestBody(order, { ...start, guests: '20', time: '16:30' })).toEqual({
      body: { guests: 20, delivery_at: '2026-12-10T16:30:00+03:00' },
    });
    expect(changeRequestBody(order, { ...start, quantities: { 1: '6', 2: '0' }, comment: ' салфетки ' })).toEqual({
      body: { lines: [{ product_id: 1, quantity: 6 }], comment: 'салфетки' },
    });
  });
  it('refuses a head count out of range and an order left without dishes', () => {
    const start = initialValues(order);
    expect(changeRequestBody(order, { ...start, guests: '0' })).toEqual({ error: 'Гостей: целое число от 1 до 1000' });
    expect(changeRequestBody(order, { ...start, quantities: { 1: '0', 2: '' } })).toEqual({
      error: 'Оставьте хотя бы одно блюдо или отмените заказ',
    });
  });
});
