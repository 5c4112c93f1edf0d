import { ALLERGENS, allergenPhrase, dietaryConflict, dietLine, DIET_TAGS, sortAllergens, splitCodes } from './dietary';

describe('dietary rules', () => {
  it('lists 14 allergens and 4 diet tags, each code once, with Russian names', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS.map((entry) => entry.code)).size).toBe(14);
    expect(DIET_TAGS.map((entry) => entry.name)).toEqual(['Вегетарианское', 'Веганское', 'Без глютена', 'Без лактозы']);
    for (const entry of [...ALLERGENS, ...DIET_TAGS]) expect(entry.name).toMatch(/^[А-ЯЁ][а-яё ]+$/);
  });

  it.each([
    [[], ['vegan'], 'vegan'],
    [['gluten'], ['gluten_free'], 'gluten_free'],
    [['milk'], ['vegetarian', 'lactose_free'], 'lactose_free'],
  ])('names the broken rule: allergens %j, diet %j', (allergens, diet, named) => {
    expect(dietaryConflict(allergens, diet)).toContain(named);
  });

  it('accepts lists that agree', () => {
    expect(dietaryConflict(['milk'], ['vegetarian', 'vegan', 'gluten_free'])).toBeNull();
    expect(dietaryConflict(['gluten', 'eggs'], ['lactose_free'])).toBeNull();
    expect(dietaryConflict([], [])).toBeNull();
  });

  it('splits a comma-separated list: trimmed, blanks dropped, each code once', () => {
    expect(splitCodes(' nuts, milk,,nuts ,')).toEqual(['nuts', 'milk']);
    expect(splitCodes('  ')).toEqual([]);
  });

  it('puts codes in the stable order and reads them for a sentence', () => {
    expect(sortAllergens(['milk', 'gluten', 'unknown'])).toEqual(['gluten', 'milk']);
    expect(allergenPhrase(['milk', 'gluten'])).toBe('глютен, молоко и лактоза');
  });

  it('writes an order’s diet in one line as the kitchen reads it', () => {
    expect(
      dietLine({ exclude_allergens: ['nuts', 'peanuts'], vegetarian_guests: 0, dietary_note: 'у одного ребёнка аллергия на орехи' }),
    ).toBe('Без: арахис, орехи · у одного ребёнка аллергия на орехи');
    expect(dietLine({ exclude_allergens: [], vegetarian_guests: 3, dietary_note: null })).toBe('вегетарианцев: 3');
    expect(dietLine({ exclude_allergens: [], vegetarian_guests: 0, dietary_note: '  ' })).toBe('');
  });
});
