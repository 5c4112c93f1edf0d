import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Narrows a query to products a shopper may see and buy: the product, its category and its
 * subcategory all enabled. Joins the category as `c` and the subcategory as `s`.
 */
export function onlyVisibleProducts<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  productAlias: string,
  selectNames = false,
): SelectQueryBuilder<T> {
  if (selectNames) {
    query
      .innerJoinAndSelect(`${productAlias}.category`, 'c', 'c.status_enabled = 1')
      .innerJoinAndSelect(`${productAlias}.subcategory`, 's', 's.status_enabled = 1');
  } else {
    query
      .innerJoin(`${productAlias}.category`, 'c', 'c.status_enabled = 1')
      .innerJoin(`${productAlias}.subcategory`, 's', 's.status_enabled = 1');
  }
  return query.andWhere(`${productAlias}.status_enabled <> 0`);
}
