import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Response } from 'express';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { BlankAsAbsent, ToNumber, Trim } from '../common/query-transforms';
import { atMostCharacters, LABELS, mustBe } from '../common/field-labels';

export const MAX_PER_PAGE = 200;
export const DEFAULT_PER_PAGE = 25;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * An optional list parameter: blank counts as absent, then the given transforms and rules run
 * in the order listed (stacked property decorators would run bottom-up, so that a "too large"
 * rule could answer for a value that is not even a number).
 */
const ListParam = (...rules: PropertyDecorator[]) => applyDecorators(BlankAsAbsent(), IsOptional(), ...rules);

const PAGE_RULE = mustBe(LABELS.page, 'целым числом не меньше 1');
const PAGE_SIZE_RULE = mustBe(LABELS.pageSize, `целым числом от 1 до ${MAX_PER_PAGE}`);
const ORDER_RULE = 'направление сортировки должно быть ASC или DESC';
const IDS_RULE = 'список id должен быть строкой вида 1,2,3 (не более 200 id)';

/**
 * Optional paging, sorting and getMany parameters shared by every admin list
 * (react-admin's data provider). Without them a list answers exactly as documented;
 * a blank value counts as absent, like the filters.
 */
export class AdminListQuery {
  @ApiPropertyOptional({ description: 'Page number, 1-based. Without page and per_page the whole filtered list is returned.', minimum: 1 })
  @ListParam(ToNumber(), IsInt({ message: PAGE_RULE }), Min(1, { message: PAGE_RULE }))
  page?: number;

  @ApiPropertyOptional({ description: `Rows per page, 1..${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE} when only page is given).`, minimum: 1, maximum: MAX_PER_PAGE })
  @ListParam(ToNumber(), IsInt({ message: PAGE_SIZE_RULE }), Min(1, { message: PAGE_SIZE_RULE }), Max(MAX_PER_PAGE, { message: PAGE_SIZE_RULE }))
  per_page?: number;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], description: 'Sort direction (default ASC; case-insensitive).' })
  @ListParam(IsString({ message: ORDER_RULE }), IsIn(['ASC', 'DESC', 'asc', 'desc'], { message: ORDER_RULE }))
  order?: string;

  @ApiPropertyOptional({ description: 'Comma-separated ids: only these rows (react-admin getMany).', example: '1,2,3' })
  @ListParam(IsString({ message: IDS_RULE }), Matches(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*){0,199}$/, { message: IDS_RULE }))
  ids?: string;
}

/** The `sort` parameter of one list: documented with its whitelist, checked by runListQuery. */
export const SortField = (sortable: Record<string, string>) =>
  applyDecorators(
    ApiPropertyOptional({ enum: Object.keys(sortable), description: 'Field to sort by (unknown → 400); ties are broken by id' }),
    ListParam(IsString({ message: 'поле сортировки должно быть строкой' }), MaxLength(50, { message: 'неизвестное поле сортировки' })),
  );

export function parseIds(ids: string | undefined): number[] | null {
  if (ids === undefined) return null;
  return ids.split(',').map((part) => Number(part.trim()));
}

export interface ListQueryOptions {
  idColumn: string;
  sortable: Record<string, string>;
  defaultSort: Array<[string, 'ASC' | 'DESC']>;
}

/**
 * Applies ids, sort and paging to a filtered query (unknown sort field → 400).
 * `sortable` maps public field names to query expressions; `defaultSort` is used when
 * `sort` is absent. The id column always breaks ties.
 */
export function applyListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: AdminListQuery & { sort?: string },
  options: ListQueryOptions,
): SelectQueryBuilder<T> {
  const ids = parseIds(query.ids);
  if (ids) builder.andWhere(`${options.idColumn} IN (:...listIds)`, { listIds: ids });

  if (query.sort !== undefined) {
    const expression = options.sortable[query.sort];
    if (!Object.prototype.hasOwnProperty.call(options.sortable, query.sort) || !expression) {
      throw new BadRequestException(`sort: неизвестное поле сортировки «${query.sort}»; допустимы: ${Object.keys(options.sortable).join(', ')}`);
    }
    const direction = (query.order ?? 'ASC').toUpperCase() as 'ASC' | 'DESC';
    builder.orderBy(expression, direction);
    if (expression !== options.idColumn) builder.addOrderBy(options.idColumn, direction);
  } else {
    const [first, ...rest] = options.defaultSort;
    builder.orderBy(first[0], first[1]);
    rest.forEach(([expression, direction]) => builder.addOrderBy(expression, direction));
  }

  if (isPaged(query)) {
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const page = query.page ?? 1;
    builder.offset((page - 1) * perPage).limit(perPage);
  }
  return builder;
}

export function isPaged(query: AdminListQuery): boolean {
  return query.page !== undefined || query.per_page !== undefined;
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
  query: AdminListQuery,
  idColumn: string,
): Promise<{ rows: T[]; total: number }> {
  if (!isPaged(query)) {
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }
  const total = await builder.getCount();
  const idRows = await pageIdsQuery(builder, idColumn).getRawMany<{ page_id: number | string }>();
  if (idRows.length === 0) return { rows: [], total };
  const pageIds = idRows.map((row) => Number(row.page_id));
  const position = new Map(pageIds.map((id, index) => [id, index]));
  const idProperty = idColumn.slice(idColumn.indexOf('.') + 1);
  const rows = await builder.clone().where(`${idColumn} IN (:...pageIds)`, { pageIds }).orderBy().offset(undefined).limit(undefined).getMany();
  rows.sort((a, b) => position.get(Number(a[idProperty]))! - position.get(Number(b[idProperty]))!);
  return { rows, total };
}

/** applyListQuery, then the rows plus the total number of filtered rows. */
export async function runListQuery<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: AdminListQuery & { sort?: string },
  options: ListQueryOptions,
): Promise<{ rows: T[]; total: number }> {
  return fetchListPage(applyListQuery(builder, query, options), query, options.idColumn);
}

export function setTotalCount(response: Response, total: number): void {
  response.setHeader(TOTAL_COUNT_HEADER, String(total));
}

/** `name` on a list: a substring of the name, any letter case (see textContains). */
export const NameSearchField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Substring of the name, case-insensitive' }),
    ListParam(Trim(), IsString({ message: mustBe(LABELS.name, 'строкой') }), MaxLength(200, { message: atMostCharacters(LABELS.name, 200) })),
  );
