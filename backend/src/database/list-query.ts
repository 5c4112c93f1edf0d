import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export const MAX_PER_PAGE = 200;
export const DEFAULT_PER_PAGE = 25;

/**
 * The window of a list: optional ids (getMany), sort field and direction, and paging. Every
 * field is optional; without page and per_page the whole filtered list is read. The admin DTOs
 * (http/list-query.ts) validate these values before they get here.
 */
export interface ListWindow {
  page?: number;
  per_page?: number;
  /** 'ASC' or 'DESC' in any letter case. */
  order?: string;
  /** Comma-separated ids: only these rows. */
  ids?: string;
  /** A public field name of the list's sort whitelist. */
  sort?: string;
}

/**
 * One ORDER BY term of a sort key made of several: an expression, sorted in the requested
 * direction, or always in `fixed` (e.g. "rows without a value last" whichever way the list runs).
 */
export interface SortTerm {
  expression: string;
  fixed?: 'ASC' | 'DESC';
}

/** A sort key: one query expression, or several terms (see SortTerm). */
export type SortExpression = string | readonly SortTerm[];

export interface ListQueryOptions {
  idColumn: string;
  /** Public field name → query expression(s); anything else in `sort` is a 400. */
  sortable: Record<string, SortExpression>;
  defaultSort: Array<[string, 'ASC' | 'DESC']>;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export function parseIds(ids: string | undefined): number[] | null {
  if (ids === undefined) return null;
  return ids.split(',').map((part) => Number(part.trim()));
}

export function isPaged(window: ListWindow): boolean {
  return window.page !== undefined || window.per_page !== undefined;
}

/**
 * Applies ids, sort and paging to a filtered query (unknown sort field → 400).
 * `defaultSort` is used when `sort` is absent. The id column always breaks ties.
 */
export function applyListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  window: ListWindow,
  options: ListQueryOptions,
): SelectQueryBuilder<T> {
  const ids = parseIds(window.ids);
  if (ids) builder.andWhere(`${options.idColumn} IN (:...listIds)`, { listIds: ids });

  if (window.sort !== undefined) {
    const expression = options.sortable[window.sort];
    if (!Object.prototype.hasOwnProperty.call(options.sortable, window.sort) || !expression) {
      throw new BadRequestException(
        `sort: неизвестное поле сортировки «${window.sort}»; допустимы: ${Object.keys(options.sortable).join(', ')}`,
      );
    }
    const direction = (window.order ?? 'ASC').toUpperCase() as 'ASC' | 'DESC';
    const terms: readonly SortTerm[] = typeof expression === 'string' ? [{ expression }] : expression;
    builder.orderBy();
    for (const term of terms) builder.addOrderBy(term.expression, term.fixed ?? direction);
    if (!terms.some((term) => term.expression === options.idColumn)) builder.addOrderBy(options.idColumn, direction);
  } else {
    const [first, ...rest] = options.defaultSort;
    builder.orderBy(first[0], first[1]);
    rest.forEach(([expression, direction]) => builder.addOrderBy(expression, direction));
  }

  if (isPaged(window)) {
    const perPage = window.per_page ?? DEFAULT_PER_PAGE;
    const page = window.page ?? 1;
    builder.offset((page - 1) * perPage).limit(perPage);
  }
  return builder;
}

/**
 * The ids of one page: the list's filters, order and paging, selecting only the id column,
 * so an index on the sort columns serves it without reading the skipped rows.
 */
export function pageIdsQuery<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, idColumn: string): SelectQueryBuilder<T> {
  return builder.clone().select(idColumn, 'page_id');
}

/**
 * Runs a query prepared by applyListQuery: the rows plus the total number of filtered rows.
 * A page is read in two steps, its ids and then those rows by id alone (put back in the ids'
 * order here), because LIMIT/OFFSET over whole rows makes MySQL/MariaDB read or sort every
 * skipped row in full: page 1000 of 50 000 orders was a table scan and a filesort (see
 * docs/benchmarks.md). The second query has neither the filters nor the ORDER BY, so no
 * planner can prefer walking a filter or sort index over the 25 primary-key look-ups.
 */
export async function fetchListPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  window: ListWindow,
  idColumn: string,
): Promise<ListPage<T>> {
  if (!isPaged(window)) {
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }
  const total = await builder.getCount();
  const idRows = await pageIdsQuery(builder, idColumn).getRawMany<{ page_id: number | string }>();
  if (idRows.length === 0) return { rows: [], total };
  const pageIds = idRows.map((row) => Number(row.page_id));
  const position = new Map(pageIds.map((id, index) => [id, index]));
  const idProperty = idColumn.slice(idColumn.indexOf('.') + 1);
  const rows = await builder
    .clone()
    .where(`${idColumn} IN (:...pageIds)`, { pageIds })
    .orderBy()
    .offset(undefined)
    .limit(undefined)
    .getMany();
  rows.sort((a, b) => position.get(Number(a[idProperty]))! - position.get(Number(b[idProperty]))!);
  return { rows, total };
}

/** applyListQuery, then the rows plus the total number of filtered rows. */
export async function runListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  window: ListWindow,
  options: ListQueryOptions,
): Promise<ListPage<T>> {
  return fetchListPage(applyListQuery(builder, window, options), window, options.idColumn);
}
