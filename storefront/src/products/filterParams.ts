import type { ProductFilter } from '../api/types';

/** Query parameters of /products that the filter panel controls. */
export const NUMBER_FILTER_KEYS = ['price_min', 'price_max', 'weight_min', 'weight_max', 'people_of_numbers'] as const;
export type NumberFilterKey = (typeof NUMBER_FILTER_KEYS)[number];
export type NumberFilterValues = Record<NumberFilterKey, string>;

/** Parameters that "Сбросить фильтр" keeps: the category ones. */
const KEPT_ON_RESET = ['category_id', 'subcategory_id'] as const;
/** Every query parameter of /products that goes on to the product list request, in request order. */
export const PRODUCT_FILTER_KEYS = ['page', 'category_id', 'subcategory_id', ...NUMBER_FILTER_KEYS] as const;

export function readFilter(params: URLSearchParams): ProductFilter {
  const filter: ProductFilter = {};
  for (const key of PRODUCT_FILTER_KEYS) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter;
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
