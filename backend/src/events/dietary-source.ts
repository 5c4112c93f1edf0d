import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Where the planner's eligibility data comes from. Until the catalogue stores allergens and diet
 * tags (issue #24), every dish counts as non-vegetarian without allergens, and only the codes of
 * the EU's fourteen allergens are accepted in exclude_allergens.
 */
export const KNOWN_ALLERGENS: readonly string[] = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
];

export interface DietaryRow {
  vegetarian?: number | string | null;
  allergens?: string | null;
}

/** Adds the dish's vegetarian flag and allergen codes to a product query (alias `productAlias`). */
export function dietarySelect<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, productAlias: string): SelectQueryBuilder<T> {
  void productAlias;
  return query;
}

export function readDietary(row: DietaryRow): { vegetarian: boolean; allergens: string[] } {
  return {
    vegetarian: Number(row.vegetarian ?? 0) === 1,
    allergens: row.allergens ? row.allergens.split(',').filter((code) => code !== '') : [],
  };
}
