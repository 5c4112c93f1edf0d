import { ALLERGENS } from '@bulbash/rules';

/** The allergens a shopper may exclude (the API's codes) with their Russian names, from the shared rules. */
export const ALLERGEN_OPTIONS = ALLERGENS;
