/** Endpoint map of the admin API (spec section 7, contract "Back office", architecture extras). */

export const ADMIN_API = '/api/v1/bulbash_admin';

export type BodyKind = 'multipart' | 'json';

export interface CatalogueResource {
  kind: 'catalogue';
  list: string;
  one: (id: string | number) => string;
  create: string;
  update: (id: string | number) => string;
  remove: (id: string | number) => string;
  body: BodyKind;
  /** Writable fields, in the order they are sent. */
  fields: readonly string[];
  /** Fields sent as numbers (ids coming from pickers may be strings). */
  numeric: readonly string[];
}

export const CATALOGUE: Record<string, CatalogueResource> = {
  'admin-categories': {
    kind: 'catalogue',
    list: 'get_list_categories',
    one: (id) => `get_category_${id}`,
    create: 'create_category',
    update: (id) => `update_category_${id}`,
    remove: (id) => `delete_category_${id}`,
    body: 'multipart',
    fields: ['name', 'description', 'status_enabled', 'position'],
    numeric: ['position'],
  },
  'admin-subcategories': {
    kind: 'catalogue',
    list: 'get_list_subcategories',
    one: (id) => `get_subcategory_${id}`,
    create: 'create_subcategory',
    update: (id) => `update_subcategory_${id}`,
    remove: (id) => `delete_subcategory_${id}`,
    body: 'json',
    fields: ['name', 'status_enabled', 'category_id'],
    numeric: ['category_id'],
  },
  'admin-products': {
    kind: 'catalogue',
    list: 'get_list_products',
    one: (id) => `get_product_${id}`,
    create: 'create_product',
    update: (id) => `update_product_${id}`,
    remove: (id) => `delete_product_${id}`,
    body: 'multipart',
    fields: [
      'name',
      'description',
      'ingredients',
      'price',
      'weight',
      'people_numbers',
      'category_id',
      'subcategory_id',
      'status_enabled',
    ],
    numeric: ['price', 'weight', 'people_numbers', 'category_id', 'subcategory_id'],
  },
};

export const ORDERS = {
  list: 'get-all-orders',
  one: (id: string | number) => `get-order/${id}`,
  update: 'update-status-order',
} as const;

/** Picker sources: the short `[{id, name}]` lists. */
export const SHORT_LISTS: Record<string, string> = {
  'short-categories': 'get-list-short-categories',
  'short-subcategories': 'get-list-short-subcategories',
};

export const DASHBOARD = 'dashboard';

/** Filter keys of react-admin that the API spells differently. */
export const FILTER_ALIASES: Record<string, string> = { q: 'name' };
