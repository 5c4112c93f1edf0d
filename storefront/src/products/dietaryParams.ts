import type { ProductFilter } from '../api/types';
import { sortAllergens, sortDietTags, splitCodes, type AllergenCode, type DietTagCode } from '../dietary/dietaryCodes';

/*
 * The diet and allergen parameters of /products, apart from filterParams.ts: that file is also
 * imported by the header's search (first load of every page) and by vite.config.ts, and the code
 * lists are only needed on the products page.
 */
export interface DietaryValues {
  diet: DietTagCode[];
  excluded: AllergenCode[];
}

/** The diet tags and excluded allergens chosen in the URL (unknown codes left out). */
export function dietaryValues(params: URLSearchParams): DietaryValues {
  return {
    diet: sortDietTags(splitCodes(params.get('diet') ?? '')),
    excluded: sortAllergens(splitCodes(params.get('exclude_allergens') ?? '')),
  };
}

/** New query with the diet and allergen choice (empty lists leave the URL); back to the first page. */
export function withDietary(params: URLSearchParams, { diet, excluded }: DietaryValues): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, codes: string[]) => (codes.length > 0 ? next.set(key, codes.join(',')) : next.delete(key));
  set('diet', sortDietTags(diet));
  set('exclude_allergens', sortAllergens(excluded));
  next.delete('page');
  return next;
}

/**
 * The diet and allergen part of the product list request: known codes only, in the API's order
 * (one cached answer per choice); a choice left empty is no filter.
 */
export function dietaryFilter(params: URLSearchParams): Pick<ProductFilter, 'diet' | 'exclude_allergens'> {
  const { diet, excluded } = dietaryValues(params);
  const filter: Pick<ProductFilter, 'diet' | 'exclude_allergens'> = {};
  if (diet.length > 0) filter.diet = diet.join(',');
  if (excluded.length > 0) filter.exclude_allergens = excluded.join(',');
  return filter;
}
