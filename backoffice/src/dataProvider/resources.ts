/**
 * The back office's resources on the REST admin API (`/api/v1/admin/{resource}`, the dialect of
 * ra-data-simple-rest), plus the dashboard, which lives with the documented admin endpoints.
 */

export const REST_API = '/api/v1/admin';
export const DASHBOARD_URL = '/api/v1/bulbash_admin/dashboard';

export interface ResourceConfig {
  /** Path segment under REST_API. */
  path: string;
  /** Writable fields: what create and update send. Empty: the resource is read-only here. */
  fields: readonly string[];
  /** Fields sent as numbers (ids coming from pickers may be strings). */
  numeric: readonly string[];
  /** Whether create/update send multipart/form-data with `img_file` when a file was chosen. */
  image: boolean;
  /** Whether the back office creates and deletes these. */
  createAndDelete: boolean;
  /** Notifications after an update and a delete (the texts of the documented endpoints). */
  updated: string;
  deleted?: string;
  /** Whether updateMany of `status_enabled` alone is one request (PATCH of the collection, one transaction). */
  bulkStatus?: boolean;
  /** Whether updateMany of one diet tag or allergen (`{ diet_tag | allergen, present }`) is one request (PATCH {path}/dietary). */
  bulkDietary?: boolean;
  /** Filter keys of react-admin that this resource's API spells differently (the search box is `q`). */
  filterAliases?: Readonly<Record<string, string>>;
  /**
   * Whether an update sends the `version` of the record as loaded: the API answers 409 when
   * someone changed it since, instead of writing over their change.
   */
  versioned?: boolean;
  /** Fields a create sends when they differ from `fields` (orders: the order desk); also allows create without delete. */
  createFields?: readonly string[];
  /**
   * Create and update send the form's body as the screen built it (quotes: the whole quote with
   * its lines, each save a full version), not the changed fields; also allows create without delete.
   */
  wholeBody?: boolean;
  /** Optional fields an update sends as null when the admin empties them (instead of ''). */
  nullable?: readonly string[];
}

/** The catalogue lists search by `name`. */
const NAME_SEARCH = { q: 'name' } as const;

const CATEGORY: ResourceConfig = {
  path: 'categories',
  fields: ['name', 'description', 'status_enabled', 'position'],
  numeric: ['position'],
  image: true,
  createAndDelete: true,
  updated: 'Категория успешно обновлена',
  deleted: 'Категория успешно удалена',
  filterAliases: NAME_SEARCH,
};

const SUBCATEGORY: ResourceConfig = {
  path: 'subcategories',
  fields: ['name', 'status_enabled', 'category_id'],
  numeric: ['category_id'],
  image: false,
  createAndDelete: true,
  updated: 'Подкатегория успешно обновлена',
  deleted: 'Подкатегория успешно удалена',
  filterAliases: NAME_SEARCH,
};

const PRODUCT: ResourceConfig = {
  path: 'products',
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
    'allergens',
    'diet_tags',
  ],
  numeric: ['price', 'weight', 'people_numbers', 'category_id', 'subcategory_id'],
  image: true,
  createAndDelete: true,
  updated: 'Товар успешно обновлен',
  deleted: 'Товар успешно удален',
  bulkStatus: true,
  bulkDietary: true,
  filterAliases: NAME_SEARCH,
};

const ORDER: ResourceConfig = {
  path: 'orders',
  // The order page's two editors: status, payment and total; dishes, guests, delivery and time (force: book a full slot anyway).
  fields: [
    'payment_method',
    'status',
    'total_cost',
    'lines',
    'remove_line_ids',
    'guests',
    'delivery_method',
    'delivery_address',
    'delivery_distance_km',
    'delivery_at',
    'force',
  ],
  numeric: ['total_cost', 'user_id', 'guests', 'delivery_distance_km', 'vegetarian_guests'],
  image: false,
  createAndDelete: false,
  updated: 'Заказ успешно обновлен',
  versioned: true,
  createFields: [
    'user_id',
    'customer',
    'lines',
    'guests',
    'delivery_at',
    'delivery_method',
    'delivery_address',
    'delivery_distance_km',
    'payment_method',
    'comment',
    'time_override_reason',
    'exclude_allergens',
    'vegetarian_guests',
    'dietary_note',
  ],
};

/** Read-only: accounts with their order totals; the search box is the API's `q` (name, surname, e-mail). */
const CUSTOMER: ResourceConfig = {
  path: 'customers',
  fields: [],
  numeric: [],
  image: false,
  createAndDelete: false,
  updated: '',
};

/** Read-only: the outbox of letters and Telegram messages («Почта»), filters status, channel and recipient. */
const OUTBOX: ResourceConfig = {
  path: 'outbox',
  fields: [],
  numeric: [],
  image: false,
  createAndDelete: false,
  updated: '',
};

/** Customers' change requests: read here; accepted or declined through their own POST routes. */
const CHANGE_REQUEST: ResourceConfig = {
  path: 'change-requests',
  fields: [],
  numeric: [],
  image: false,
  createAndDelete: false,
  updated: '',
};

/** Enquiries: the manager changes the status and adds notes (PUT { status, note }); nothing is created here. */
const ENQUIRY: ResourceConfig = {
  path: 'enquiries',
  fields: ['status', 'note'],
  numeric: [],
  image: false,
  createAndDelete: false,
  updated: 'Заявка обновлена',
};

const EVENT_FORMAT: ResourceConfig = {
  path: 'event-formats',
  fields: ['code', 'name', 'description', 'min_guests', 'categories'],
  numeric: ['min_guests'],
  image: false,
  createAndDelete: true,
  updated: 'Формат мероприятия обновлён',
  deleted: 'Формат мероприятия удалён',
};

/** Quotes (issue #28): the editor sends the whole quote; a save of a sent quote makes its next version. */
const QUOTE: ResourceConfig = {
  path: 'quotes',
  fields: [
    'enquiry_id',
    'user_id',
    'contact_name',
    'contact_email',
    'contact_phone',
    'company_name',
    'company_unp',
    'company_address',
    'company_account',
    'company_bic',
    'event_at',
    'guests',
    'format',
    'delivery_method',
    'delivery_address',
    'delivery_distance_km',
    'lines',
    'discount_amount',
    'discount_percent',
    'valid_until',
    'deposit_percent',
    'terms',
    'internal_note',
  ],
  numeric: [],
  image: false,
  createAndDelete: false,
  updated: 'Предложение сохранено',
  wholeBody: true,
};

/** Ingredients (issue #38): the kitchen's purchases with their last price; the API keeps the price history. */
const INGREDIENT: ResourceConfig = {
  path: 'ingredients',
  fields: ['name', 'unit', 'price_per_unit', 'pack_size', 'supplier', 'allergens'],
  numeric: ['price_per_unit', 'pack_size'],
  image: false,
  createAndDelete: true,
  updated: 'Ингредиент сохранён',
  deleted: 'Ингредиент удалён',
  nullable: ['pack_size', 'supplier'],
};

/**
 * Staff accounts (#36, owner only): create sends e-mail, name, surname and role (the API e-mails a
 * «set your password» link); update changes name, surname, role or `active`; delete deactivates.
 */
const STAFF: ResourceConfig = {
  path: 'staff',
  fields: ['name', 'surname', 'role', 'active', 'phone'],
  numeric: [],
  image: false,
  createAndDelete: true,
  createFields: ['email', 'name', 'surname', 'role', 'phone'],
  updated: 'Сотрудник сохранён',
  deleted: 'Сотрудник отключён',
};

/** The audit log (#36): read-only, filters actor_id, entity, entity_id, from, to (Minsk days). */
const AUDIT_LOG: ResourceConfig = {
  path: 'audit-log',
  fields: [],
  numeric: [],
  image: false,
  createAndDelete: false,
  updated: '',
};

/**
 * Office lunch contracts (#46): a company's standing order. Never deleted: paused or ended through
 * `status` (the show page's actions); the company's requisites travel as one `company` object.
 */
const LUNCH_CONTRACT_FIELDS = [
  'company',
  'contact_user_id',
  'contact_phone',
  'delivery_address',
  'weekdays',
  'delivery_time',
  'headcount',
  'price_per_person',
  'cutoff_time',
  'late_charge_percent',
  'po_number',
  'starts_on',
  'ends_on',
] as const;
const LUNCH_CONTRACT: ResourceConfig = {
  path: 'lunch-contracts',
  fields: [...LUNCH_CONTRACT_FIELDS, 'status'],
  createFields: LUNCH_CONTRACT_FIELDS,
  numeric: ['contact_user_id', 'headcount', 'price_per_person', 'late_charge_percent'],
  image: false,
  createAndDelete: false,
  updated: 'Договор сохранён',
  nullable: ['po_number', 'ends_on', 'contact_phone'],
};

/**
 * react-admin resource name → REST resource. The pickers (`short-*`) read the same lists
 * (their rows carry `id` and `name` like the short lists).
 */
export const RESOURCES: Record<string, ResourceConfig> = {
  orders: ORDER,
  'admin-categories': CATEGORY,
  'admin-subcategories': SUBCATEGORY,
  'admin-products': PRODUCT,
  customers: CUSTOMER,
  outbox: OUTBOX,
  'change-requests': CHANGE_REQUEST,
  enquiries: ENQUIRY,
  'event-formats': EVENT_FORMAT,
  quotes: QUOTE,
  ingredients: INGREDIENT,
  staff: STAFF,
  'audit-log': AUDIT_LOG,
  'lunch-contracts': LUNCH_CONTRACT,
  'short-categories': { ...CATEGORY, fields: [], createAndDelete: false },
  'short-subcategories': { ...SUBCATEGORY, fields: [], createAndDelete: false },
};

/** Largest range the REST lists serve (200 rows). */
export const MAX_PER_PAGE = 200;
