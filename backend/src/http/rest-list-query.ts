import { BadRequestException, Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Response } from 'express';
import { createValidationPipe } from '../common/validation.pipe';
import { AdminListQuery, MAX_PER_PAGE } from './list-query';

export const CONTENT_RANGE_HEADER = 'Content-Range';

/** A JSON-encoded query parameter is at most this long (the largest, an ids filter, stays far below). */
const MAX_PARAM_LENGTH = 4000;

/**
 * The three list parameters of react-admin's ra-data-simple-rest, each JSON-encoded:
 * `sort=["name","ASC"]`, `range=[0,24]`, `filter={"status_enabled":true,"id":[1,2]}`.
 */
export class RestListQuery {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]; unknown field → 400', example: '["id","ASC"]' })
  @IsOptional()
  @IsString({ message: 'sort: ожидается JSON вида ["поле","ASC"]' })
  @MaxLength(MAX_PARAM_LENGTH, { message: 'sort: слишком длинное значение' })
  sort?: string;

  @ApiPropertyOptional({
    description: `JSON [first, last], 0-based and inclusive; at most ${MAX_PER_PAGE} rows, first a multiple of the length (react-admin pages). Without it, every matching row.`,
    example: '[0,24]',
  })
  @IsOptional()
  @IsString({ message: 'range: ожидается JSON вида [0,24]' })
  @MaxLength(MAX_PARAM_LENGTH, { message: 'range: слишком длинное значение' })
  range?: string;

  @ApiPropertyOptional({
    description:
      'JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]})',
    example: '{"status_enabled":true}',
  })
  @IsOptional()
  @IsString({ message: 'filter: ожидается JSON-объект' })
  @MaxLength(MAX_PARAM_LENGTH, { message: 'filter: слишком длинное значение' })
  filter?: string;
}

/** Keys of the translated query a filter may not set: they come from sort and range. */
const RESERVED_FILTER_KEYS = new Set(['sort', 'order', 'page', 'per_page', 'ids']);

function parseJson(name: string, text: string, shape: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestException(`${name}: некорректный JSON, ожидается ${shape}`);
  }
}

function parseSort(text: string | undefined): { sort?: string; order?: string } {
  if (text === undefined || text.trim() === '') return {};
  const value = parseJson('sort', text, '["поле","ASC"]');
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw new BadRequestException('sort: ожидается ["поле","ASC"] или ["поле","DESC"]');
  }
  return { sort: value[0], order: value[1] };
}

export interface RowRange {
  first: number;
  last: number;
}

function parseRange(text: string | undefined): RowRange | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = parseJson('range', text, '[0,24]');
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isInteger(n) && (n as number) >= 0)) {
    throw new BadRequestException('range: ожидаются два целых числа не меньше 0, например [0,24]');
  }
  const [first, last] = value as [number, number];
  const length = last - first + 1;
  if (length < 1 || length > MAX_PER_PAGE) throw new BadRequestException(`range: диапазон должен содержать от 1 до ${MAX_PER_PAGE} строк`);
  if (first % length !== 0) throw new BadRequestException('range: начало диапазона должно быть кратно его длине');
  return { first, last };
}

/** `{"id": [1, 2]}` or `{"id": 3}` → the ids parameter of the admin lists. */
function idsOf(value: unknown): string {
  const ids = Array.isArray(value) ? value : [value];
  if (ids.some((id) => (typeof id !== 'number' && typeof id !== 'string') || String(id).includes(','))) {
    throw new BadRequestException('filter: id должен быть числом или массивом чисел');
  }
  return ids.map(String).join(',');
}

function parseFilter(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  const value = parseJson('filter', text, 'JSON-объект');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new BadRequestException('filter: ожидается JSON-объект');
  const filters: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (RESERVED_FILTER_KEYS.has(key)) throw new BadRequestException(`filter: недопустимый фильтр «${key}»`);
    if (key === 'id') {
      filters.ids = idsOf(raw);
      continue;
    }
    // A list of codes (`{"diet":["vegan","gluten_free"]}`) becomes the comma-separated form of the query string.
    if (Array.isArray(raw) && raw.every((item) => typeof item === 'string' && !item.includes(','))) {
      filters[key] = raw.join(',');
      continue;
    }
    if (raw !== null && typeof raw === 'object')
      throw new BadRequestException(`filter: значение фильтра «${key}» должно быть строкой, числом, true/false или списком строк`);
    filters[key] = raw;
  }
  return filters;
}

const validation = createValidationPipe();

/**
 * Translates react-admin's sort/range/filter into the list query DTO of the documented admin
 * list (same filters, sort whitelist and messages), validated by the application's own pipe.
 */
export async function toAdminListQuery<T extends AdminListQuery>(
  type: Type<T>,
  query: RestListQuery,
): Promise<{ list: T; range?: RowRange }> {
  const range = parseRange(query.range);
  const plain: Record<string, unknown> = { ...parseFilter(query.filter), ...parseSort(query.sort) };
  if (range) {
    const length = range.last - range.first + 1;
    plain.page = String(range.first / length + 1);
    plain.per_page = String(length);
  }
  const list = (await validation.transform(plain, { type: 'query', metatype: type })) as T;
  return { list, range };
}

// `Content-Range: categories 0-24/319` (react-admin reads the total after the slash);
// `categories */0` when no row is sent.
export function setContentRange(response: Response, resource: string, range: RowRange | undefined, sent: number, total: number): void {
  const first = range?.first ?? 0;
  const value = sent > 0 ? `${resource} ${first}-${first + sent - 1}/${total}` : `${resource} */${total}`;
  response.setHeader(CONTENT_RANGE_HEADER, value);
  response.setHeader('Access-Control-Expose-Headers', CONTENT_RANGE_HEADER);
}
