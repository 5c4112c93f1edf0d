/**
 * The query parameters of /products. No imports: vite.config.ts reads this file under plain Node
 * (the start-up script needs the list), where the TypeScript source of `@bulbash/rules` cannot load.
 */

/** Query parameters of /products that the filter panel controls. */
export const NUMBER_FILTER_KEYS = ['price_min', 'price_max', 'weight_min', 'weight_max', 'people_of_numbers'] as const;
export type NumberFilterKey = (typeof NUMBER_FILTER_KEYS)[number];

/** Every query parameter of /products that goes on to the product list request, in request order. */
export const PRODUCT_FILTER_KEYS = [
  'page',
  'category_id',
  'subcategory_id',
  ...NUMBER_FILTER_KEYS,
  'q',
  'sort',
  'diet',
  'exclude_allergens',
] as const;
