import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Response } from 'express';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ToNumber, Trim } from '../common/query-transforms';

export const MAX_PER_PAGE = 200;
export const DEFAULT_PER_PAGE = 25;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * Optional paging, sorting and getMany parameters shared by every admin list
 * (react-admin's data provider). Without them a list answers exactly as documented.
 */
export class AdminListQuery {
  @ApiPropertyOptional({ description: 'Page number, 1-based. Without page and per_page the whole filtered list is returned.', minimum: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'номер страницы должен быть целым числом не меньше 1' })
  @Min(1, { message: 'номер страницы должен быть целым числом не меньше 1' })
  page?: number;

  @ApiPropertyOptional({ description: `Rows per page, 1..${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE} when only page is given).`, minimum: 1, maximum: MAX_PER_PAGE })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: `размер страницы должен быть целым числом от 1 до ${MAX_PER_PAGE}` })
  @Min(1, { message: `размер страницы должен быть целым числом от 1 до ${MAX_PER_PAGE}` })
  @Max(MAX_PER_PAGE, { message: `размер страницы должен быть целым числом от 1 до ${MAX_PER_PAGE}` })
  per_page?: number;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], description: 'Sort direction (default ASC; case-insensitive).' })
  @IsOptional()
  @IsString({ message: 'направление сортировки должно быть ASC или DESC' })
  @IsIn(['ASC', 'DESC', 'asc', 'desc'], { message: 'направление сортировки должно быть ASC или DESC' })
  order?: string;

  @ApiPropertyOptional({ description: 'Comma-separated ids: only these rows (react-admin getMany).', example: '1,2,3' })
  @IsOptional()
  @IsString({ message: 'список id должен быть строкой вида 1,2,3' })
  @Matches(/^\s*\d{1,9}\s*(,\s*\d{1,9}\s*){0,199}$/, { message: 'список id должен быть строкой вида 1,2,3 (не более 200 id)' })
  ids?: string;
}

/** The `sort` parameter of one list: documented with its whitelist, checked by runListQuery. */
export const SortField = (sortable: Record<string, string>) =>
  applyDecorators(
    ApiPropertyOptional({ enum: Object.keys(sortable), description: 'Field to sort by (unknown → 400); ties are broken by id' }),
    IsOptional(),
    IsString({ message: 'поле сортировки должно быть строкой' }),
    MaxLength(50, { message: 'неизвестное поле сортировки' }),
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

/** `name` on a list: a substring of the name (LIKE, wildcards escaped by the service). */
export const NameSearchField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Substring of the name' }),
    IsOptional(),
    Trim(),
    IsString({ message: 'название должно быть строкой' }),
    MaxLength(200, { message: 'название: не более 200 символов' }),
  );
