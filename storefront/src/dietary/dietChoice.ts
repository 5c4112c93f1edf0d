import { sortAllergens, splitCodes, type AllergenCode } from './dietaryCodes';

/**
 * The allergens the shopper excluded in the menu's «Исключить аллергены» filter, kept for this tab
 * (sessionStorage): the cart's guest plan leaves them out of its suggestions and the checkout
 * prefills its «Аллергии и ограничения» with them.
 */
const KEY = 'bulbash.excluded-allergens';

export function readExcludedAllergens(): AllergenCode[] {
  try {
    return sortAllergens(splitCodes(sessionStorage.getItem(KEY) ?? ''));
  } catch {
    return [];
  }
}

export function writeExcludedAllergens(codes: readonly string[]): void {
  try {
    const sorted = sortAllergens(codes);
    if (sorted.length > 0) sessionStorage.setItem(KEY, sorted.join(','));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: the choice is simply not carried
  }
}
