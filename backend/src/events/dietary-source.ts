import { ALLERGEN_CODES } from '@bulbash/rules';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The allergen codes exclude_allergens accepts: the catalogue's fourteen (@bulbash/rules). */
export const KNOWN_ALLERGENS: readonly string[] = ALLERGEN_CODES;

export interface DietaryRow {
  vegetarian?: number | string | null;
  allergens?: string | null;
}

/**
 * Adds the dish's vegetarian tag and allergen codes (the catalogue's join tables, issue #24) to a
 * product query as two correlated subqueries, so the planner's dishes stay one query.
 * GROUP_CONCAT joins with ',' by default on SQLite and MySQL/MariaDB alike.
 */
export function dietarySelect<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, productAlias: string): SelectQueryBuilder<T> {
  return query
    .addSelect(
      `(SELECT COUNT(*) FROM product_diet_tags dt WHERE dt.product_id = ${productAlias}.id AND dt.code = 'vegetarian')`,
      'vegetarian',
    )
    .addSelect(`(SELECT GROUP_CONCAT(pa.code) FROM product_allergens pa WHERE pa.product_id = ${productAlias}.id)`, 'allergens');
}

export function readDietary(row: DietaryRow): { vegetarian: boolean; allergens: string[] } {
  return {
    vegetarian: Number(row.vegetarian ?? 0) >= 1,
    allergens: row.allergens ? row.allergens.split(',').filter((code) => code !== '') : [],
  };
}
