import { fittedDishes } from './packing-labels-pdf';

const dishes = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `Блюдо ${index + 1}`, quantity: index + 1 }));

describe('fittedDishes', () => {
  it('lists every dish that fits, with its quantity', () => {
    expect(fittedDishes(dishes(2), 3)).toEqual(['Блюдо 1 × 1', 'Блюдо 2 × 2']);
    expect(fittedDishes(dishes(3), 3)).toEqual(['Блюдо 1 × 1', 'Блюдо 2 × 2', 'Блюдо 3 × 3']);
  });

  it('ends a longer list with «и ещё N» on its last line', () => {
    expect(fittedDishes(dishes(10), 4)).toEqual(['Блюдо 1 × 1', 'Блюдо 2 × 2', 'Блюдо 3 × 3', 'и ещё 7']);
    expect(fittedDishes(dishes(2), 1)).toEqual(['и ещё 2']);
  });
});
