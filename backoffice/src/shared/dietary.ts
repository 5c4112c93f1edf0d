/** The allergen and diet tag codes with their Russian names, as the API has them (@bulbash/rules). */
export {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  DIET_TAG_CODES,
  DIET_TAG_NAMES,
  allergenPhrase,
  type AllergenCode,
  type DietTagCode,
} from '@bulbash/rules';
import { ALLERGEN_CODES, ALLERGEN_NAMES, DIET_TAG_CODES, DIET_TAG_NAMES } from '@bulbash/rules';

/** Choices for react-admin's inputs, in the stable order. */
export const DIET_TAG_CHOICES = DIET_TAG_CODES.map((code) => ({ id: code, name: DIET_TAG_NAMES[code] }));
export const ALLERGEN_CHOICES = ALLERGEN_CODES.map((code) => ({ id: code, name: ALLERGEN_NAMES[code] }));
