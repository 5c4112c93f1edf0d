import { SelectQueryBuilder } from 'typeorm';
import { caseFoldedColumn } from '../database/text-search';
import { ProductSort } from './catalogue.dto';
import { Product } from './product.entity';

/**
 * Orders a query over products aliased `p` by the public `sort` parameter; the id breaks ties
 * so that pages never overlap. Without a sort the list stays in id order.
 */
export function orderProductPage(query: SelectQueryBuilder<Product>, sort: ProductSort | undefined): SelectQueryBuilder<Product> {
  switch (sort) {
    case 'price_asc':
      return query.orderBy('p.price', 'ASC').addOrderBy('p.id', 'ASC');
    case 'price_desc':
      return query.orderBy('p.price', 'DESC').addOrderBy('p.id', 'ASC');
    case 'name':
      return query.orderBy(caseFoldedColumn(query, 'p.name'), 'ASC').addOrderBy('p.id', 'ASC');
    case 'new':
      return query.orderBy('p.date_created', 'DESC').addOrderBy('p.id', 'DESC');
    default:
      return query.orderBy('p.id', 'ASC');
  }
}
