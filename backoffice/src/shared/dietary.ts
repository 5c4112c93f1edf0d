/**
 * The allergen and diet tag codes with their Russian names: the pure module the API and the
 * storefront share (it moves to the shared `rules` package once that exists; only this line then changes).
 */
export {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  DIET_TAG_CODES,
  DIET_TAG_NAMES,
  allergenPhrase,
  type AllergenCode,
  type DietTagCode,
} from '../../../backend/src/catalogue/dietary-rules';
import { ALLERGEN_CODES, ALLERGEN_NAMES, DIET_TAG_CODES, DIET_TAG_NAMES } from '../../../backend/src/catalogue/dietary-rules';

/** Choices for react-admin's inputs, in the stable order. */
export const DIET_TAG_CHOICES = DIET_TAG_CODES.map((code) => ({ id: code, name: DIET_TAG_NAMES[code] }));
export const ALLERGEN_CHOICES = ALLERGEN_CODES.map((code) => ({ id: code, name: ALLERGEN_NAMES[code] }));
