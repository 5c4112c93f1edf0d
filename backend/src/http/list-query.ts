import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Response } from 'express';
import { BlankAsAbsent, ToNumber, Trim } from '../common/query-transforms';
import { atMostCharacters, LABELS, mustBe } from '../common/field-labels';
import { IdListRule } from '../common/filter-fields';
import { DEFAULT_PER_PAGE, ListWindow, MAX_PER_PAGE } from '../database/list-query';

export { MAX_PER_PAGE };
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
const IDS_RULE = 'список id должен быть строкой вида 1,2,3: целые положительные числа без ведущих нулей, не более 200 id';

/**
 * Optional paging, sorting and getMany parameters shared by every admin list
 * (react-admin's data provider). Without them a list answers exactly as documented;
 * a blank value counts as absent, like the filters.
 */
export class AdminListQuery implements ListWindow {
  @ApiPropertyOptional({ description: 'Page number, 1-based. Without page and per_page the whole filtered list is returned.', minimum: 1 })
  @ListParam(ToNumber(), IsInt({ message: PAGE_RULE }), Min(1, { message: PAGE_RULE }))
  page?: number;

  @ApiPropertyOptional({
    description: `Rows per page, 1..${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE} when only page is given).`,
    minimum: 1,
    maximum: MAX_PER_PAGE,
  })
  @ListParam(
    ToNumber(),
    IsInt({ message: PAGE_SIZE_RULE }),
    Min(1, { message: PAGE_SIZE_RULE }),
    Max(MAX_PER_PAGE, { message: PAGE_SIZE_RULE }),
  )
  per_page?: number;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], description: 'Sort direction (default ASC; case-insensitive).' })
  @ListParam(IsString({ message: ORDER_RULE }), IsIn(['ASC', 'DESC', 'asc', 'desc'], { message: ORDER_RULE }))
  order?: string;

  @ApiPropertyOptional({ description: 'Comma-separated ids: only these rows (react-admin getMany).', example: '1,2,3' })
  @ListParam(IsString({ message: IDS_RULE }), IdListRule(MAX_PER_PAGE, IDS_RULE))
  ids?: string;
}

/** The `sort` parameter of one list: documented with its whitelist, checked by applyListQuery (database/list-query.ts). */
export const SortField = (sortable: Record<string, unknown> | readonly string[]) =>
  applyDecorators(
    ApiPropertyOptional({
      enum: Array.isArray(sortable) ? [...sortable] : Object.keys(sortable),
      description: 'Field to sort by (unknown → 400); ties are broken by id',
    }),
    ListParam(IsString({ message: 'поле сортировки должно быть строкой' }), MaxLength(50, { message: 'неизвестное поле сортировки' })),
  );

export function setTotalCount(response: Response, total: number): void {
  response.setHeader(TOTAL_COUNT_HEADER, String(total));
}

/** `name` on a list: a substring of the name, any letter case (see textContains). */
export const NameSearchField = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'Substring of the name, case-insensitive' }),
    ListParam(
      Trim(),
      IsString({ message: mustBe(LABELS.name, 'строкой') }),
      MaxLength(200, { message: atMostCharacters(LABELS.name, 200) }),
    ),
  );
