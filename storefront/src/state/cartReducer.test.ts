import { describe, expect, it } from 'vitest';
import { cartReducer, cartTotal, type LocalCartItem } from './cartReducer';

const start: LocalCartItem[] = [{ id: 1, count: 2, price: 12.5, totalPrice: 25 }];

describe('local cart rules', () => {
  it('adds a new item with count × price', () => {
    const state = cartReducer([], { type: 'add', item: { id: 7, count: 3, price: 4.1 } });
    expect(state).toEqual([{ id: 7, count: 3, price: 4.1, totalPrice: 12.3 }]);
  });

  it('adding an existing item adds to its count and total price', () => {
    const state = cartReducer(start, { type: 'add', item: { id: 1, count: 3, price: 12.5 } });
    expect(state).toEqual([{ id: 1, count: 5, price: 12.5, totalPrice: 62.5 }]);
  });

  it('increase and decrease adjust the count and keep total = count × price', () => {
    let state = cartReducer(start, { type: 'increase', id: 1 });
    expect(state[0]).toMatchObject({ count: 3, totalPrice: 37.5 });
    state = cartReducer(state, { type: 'decrease', id: 1 });
    expect(state[0]).toMatchObject({ count: 2, totalPrice: 25 });
  });

  it('decrease does nothing at 1', () => {
    const one: LocalCartItem[] = [{ id: 1, count: 1, price: 12.5, totalPrice: 12.5 }];
    expect(cartReducer(one, { type: 'decrease', id: 1 })).toEqual(one);
  });

  it('a manual change sets the count', () => {
    expect(cartReducer(start, { type: 'change', id: 1, count: 10 })[0]).toMatchObject({ count: 10, totalPrice: 125 });
  });

  it('remove, sync and clear', () => {
    expect(cartReducer(start, { type: 'remove', id: 1 })).toEqual([]);
    expect(cartReducer(start, { type: 'sync', items: [{ id: 9, count: 2, price: 0.1 }] })).toEqual([
      { id: 9, count: 2, price: 0.1, totalPrice: 0.2 },
    ]);
    expect(cartReducer(start, { type: 'clear' })).toEqual([]);
  });

  it('totals never drift with float prices', () => {
    const state = cartReducer([], {
      type: 'sync',
      items: [
        { id: 1, count: 3, price: 0.1 },
        { id: 2, count: 1, price: 0.2 },
      ],
    });
    expect(state[0].totalPrice).toBe(0.3);
    expect(cartTotal(state)).toBe(0.5);
  });
});
