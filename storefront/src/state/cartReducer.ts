import { multiplyMoney, sumMoney } from '@bulbash/rules';
/** Local cart rules of spec section 4: counts and line totals, kept in kopecks-safe arithmetic. */
export interface LocalCartItem {
  id: number;
  count: number;
  price: number;
  totalPrice: number;
}

export type CartAction =
  | { type: 'add'; item: { id: number; count: number; price: number } }
  | { type: 'increase'; id: number }
  | { type: 'decrease'; id: number }
  | { type: 'change'; id: number; count: number }
  | { type: 'remove'; id: number }
  | { type: 'sync'; items: { id: number; count: number; price: number }[] }
  | { type: 'clear' };

export function lineTotal(count: number, price: number): number {
  return multiplyMoney(price, count);
}

function line(id: number, count: number, price: number): LocalCartItem {
  return { id, count, price, totalPrice: lineTotal(count, price) };
}

function update(state: LocalCartItem[], id: number, next: (item: LocalCartItem) => LocalCartItem): LocalCartItem[] {
  return state.map((item) => (item.id === id ? next(item) : item));
}

export function cartReducer(state: LocalCartItem[], action: CartAction): LocalCartItem[] {
  switch (action.type) {
    case 'add': {
      const { id, count, price } = action.item;
      const existing = state.find((item) => item.id === id);
      if (!existing) return [...state, line(id, count, price)];
      return update(state, id, (item) => line(id, item.count + count, item.price));
    }
    case 'increase':
      return update(state, action.id, (item) => line(item.id, item.count + 1, item.price));
    case 'decrease':
      return update(state, action.id, (item) => (item.count <= 1 ? item : line(item.id, item.count - 1, item.price)));
    case 'change':
      return update(state, action.id, (item) => line(item.id, action.count, item.price));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
    case 'sync':
      return action.items.map((item) => line(item.id, item.count, item.price));
    case 'clear':
      return state.length === 0 ? state : [];
  }
}

/** Sum of the line totals, added in kopecks so floats never drift. */
export function cartTotal(items: LocalCartItem[]): number {
  return sumMoney(items.map((item) => item.totalPrice));
}

export function isLocalCart(value: unknown): value is LocalCartItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        item && typeof item === 'object' && typeof item.id === 'number' && typeof item.count === 'number' && typeof item.price === 'number',
    )
  );
}
