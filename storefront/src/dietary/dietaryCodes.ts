/** The allergen and diet tag codes, their Russian names and rules, as the API has them (@bulbash/rules). */
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
} from '@bulbash/rules';
