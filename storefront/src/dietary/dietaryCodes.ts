/**
 * The allergen and diet tag codes, their Russian names and rules: one pure module shared with the
 * API (it moves to the shared `rules` package once that exists; only this line then changes).
 */
export {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  DIET_TAG_CODES,
  DIET_TAG_NAMES,
  allergenPhrase,
  isAllergenCode,
  isDietTagCode,
  sortAllergens,
  sortDietTags,
  splitCodes,
  type AllergenCode,
  type DietTagCode,
} from '../../../backend/src/catalogue/dietary-rules';
