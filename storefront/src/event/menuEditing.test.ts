import { describe, expect, it } from 'vitest';
import type { EventFormat, EventMenu } from '../api/types';
import { cartItems, evaluateEdited, menuRequest, proposedQuantities, setQuantity, swapDish } from './menuEditing';
import { parseEventParams } from './eventParams';

const format: EventFormat = {
  id: 1,
  code: 'buffet',
  name: 'Фуршет',
  description: '',
  min_guests: 1,
  categories: [{ category_id: 1, category_name: 'Боксы', portions_per_guest: 1 }],
};

const dish = (product_id: number, price: number, people_numbers: number, vegetarian = false) => ({
  product_id,
  name: `Бокс ${product_id}`,
  category_id: 1,
  price,
  people_numbers,
  vegetarian,
  allergens: [],
  image_path: null,
});

const menu: EventMenu = {
  guests: 10,
  format: 'buffet',
  lines: [
    { product_id: 1, name: 'Бокс 1', category_id: 1, quantity: 1, unit_price: 30, line_total: 30 },
    { product_id: 2, name: 'Бокс 2', category_id: 1, quantity: 1, unit_price: 40, line_total: 40 },
  ],
  coverage: [],
  total: 70,
  per_guest: 7,
  within_budget: true,
  min_per_guest: 7,
  min_total: 70,
  vegetarian: 0,
  exclude_allergens: [],
  dishes: [dish(1, 30, 5), dish(2, 40, 5), dish(3, 50, 10, true)],
};

describe('editing a proposed menu', () => {
  const request = menuRequest(menu, format, 8);

  it('re-checks the proposal with the planner’s rules: coverage, totals, budget', () => {
    const plan = evaluateEdited(request, proposedQuantities(menu), menu);
    expect(plan.coverage[0]).toMatchObject({ needed: 10, covered: 10, dishes: 2, ok: true });
    expect(plan).toMatchObject({ total: 70, per_guest: 7, within_budget: true, min_per_guest: 7 });
  });

  it('updates totals and coverage at once when a quantity changes or a dish is swapped or removed', () => {
    const more = evaluateEdited(request, setQuantity(proposedQuantities(menu), 1, 3), menu);
    expect(more).toMatchObject({ total: 130, per_guest: 13, within_budget: false });
    expect(more.coverage[0].covered).toBe(20);
    const swapped = evaluateEdited(request, swapDish(proposedQuantities(menu), 2, 3), menu);
    expect(swapped.lines.map((line) => line.product_id)).toEqual([1, 3]);
    expect(swapped.coverage[0]).toMatchObject({ covered: 15, ok: true });
    expect(swapped.total).toBe(80);
    const removed = evaluateEdited(request, setQuantity(proposedQuantities(menu), 2, 0), menu);
    expect(removed.coverage[0]).toMatchObject({ covered: 5, ok: false });
    expect(cartItems(removed)).toEqual([{ product_id: 1, quantity: 1 }]);
  });
});

describe('parseEventParams', () => {
  const base = { date: '2026-12-05', time: '', guests: '60', format: 'buffet', budget: '30', vegetarian: '8', allergens: [] };

  it('reads the numbers of a complete form', () => {
    expect(parseEventParams(base)).toEqual({ parsed: { guests: 60, budget: 30, vegetarian: 8 }, errors: {} });
    expect(parseEventParams({ ...base, budget: '' }).parsed).toMatchObject({ budget: null });
  });

  it('names what is wrong and asks for no menu', () => {
    expect(parseEventParams({ ...base, guests: '0' })).toMatchObject({ parsed: null, errors: { guests: expect.any(String) } });
    expect(parseEventParams({ ...base, vegetarian: '61' })).toMatchObject({
      parsed: null,
      errors: { vegetarian: 'не больше числа гостей' },
    });
    expect(parseEventParams({ ...base, budget: '-3' })).toMatchObject({ parsed: null, errors: { budget: expect.any(String) } });
    expect(parseEventParams({ ...base, guests: '' }).parsed).toBeNull();
  });
});
