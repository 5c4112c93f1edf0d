import type { ProductFilter } from '../api/types';
import { normalizeDecimal } from '../shared/format';

import { NUMBER_FILTER_KEYS, PRODUCT_FILTER_KEYS, type NumberFilterKey } from './filterKeys';

export { NUMBER_FILTER_KEYS, PRODUCT_FILTER_KEYS };
export type { NumberFilterKey };
export type NumberFilterValues = Record<NumberFilterKey, string>;

/** Orders the products page offers; the value goes to the API's `sort` as it is. */
export const SORT_OPTIONS = [
  { value: '', label: 'По умолчанию' },
  { value: 'price_asc', label: 'Сначала дешевле' },
  { value: 'price_desc', label: 'Сначала дороже' },
  { value: 'name', label: 'По названию' },
  { value: 'new', label: 'Сначала новые' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
/** Longest search the API accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** Parameters that "Сбросить фильтр" keeps: the category, the search and the order. */
const KEPT_ON_RESET = ['category_id', 'subcategory_id', 'q', 'sort'] as const;

const isSort = (value: string): value is Exclude<SortValue, ''> =>
  SORT_OPTIONS.some((option) => option.value !== '' && option.value === value);

/** The product list request of a /products URL: prices typed with a comma go as «39.90», unknown values stay out. */
export function readFilter(params: URLSearchParams): ProductFilter {
  const filter: ProductFilter = {};
  for (const key of PRODUCT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'price_min' || key === 'price_max') {
      const price = normalizeDecimal(value);
      if (price !== null) filter[key] = price;
    } else if (key === 'q') {
      filter.q = value.slice(0, SEARCH_MAX_LENGTH);
    } else if (key === 'sort') {
      if (isSort(value)) filter.sort = value;
    } else if (key === 'diet' || key === 'exclude_allergens') {
      // Read by dietaryParams.ts (dietaryFilter), which knows the codes.
      continue;
    } else {
      filter[key] = value;
    }
  }
  return filter;
}

/** The search text of the URL ('' when none). */
export function searchText(params: URLSearchParams): string {
  return params.get('q')?.trim() ?? '';
}

/** The order chosen in the URL ('' for the default). */
export function sortValue(params: URLSearchParams): SortValue {
  const value = params.get('sort') ?? '';
  return isSort(value) ? value : '';
}

/** New query with another order; back to the first page. */
export function withSort(params: URLSearchParams, sort: SortValue): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  next.delete('page');
  return next;
}

/** Where the header's search goes: every category, the text trimmed to what the API accepts. */
export function searchUrl(text: string): string {
  const q = text.trim().slice(0, SEARCH_MAX_LENGTH);
  return q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products';
}

export function numberValues(params: URLSearchParams): NumberFilterValues {
  return Object.fromEntries(NUMBER_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as NumberFilterValues;
}

/** New query with the given filter values applied; any filter change goes back to the first page. */
export function withNumberValues(params: URLSearchParams, values: Partial<NumberFilterValues>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

export function resetFilter(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of KEPT_ON_RESET) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

export function withSubcategory(params: URLSearchParams, subcategoryId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (subcategoryId === null) next.delete('subcategory_id');
  else next.set('subcategory_id', String(subcategoryId));
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
