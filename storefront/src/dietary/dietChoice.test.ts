import { beforeEach, describe, expect, it } from 'vitest';
import { readExcludedAllergens, writeExcludedAllergens } from './dietChoice';

describe('the excluded allergens kept for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps known codes in the stable order and forgets an empty choice', () => {
    expect(readExcludedAllergens()).toEqual([]);
    writeExcludedAllergens(['nuts', 'gluten', 'chocolate']);
    expect(readExcludedAllergens()).toEqual(['gluten', 'nuts']);
    writeExcludedAllergens([]);
    expect(readExcludedAllergens()).toEqual([]);
  });
});
