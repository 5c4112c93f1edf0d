/**
 * Staff roles and what each may do: the one table both the API's permission guard and the back
 * office's `canAccess` read (the back office receives a role's map with `GET /users/me`).
 * A customer account has no role. `read` covers lists, pages and downloads; `write` covers every
 * change. A resource a role does not name is closed to it.
 */
export const STAFF_ROLES = ['owner', 'manager', 'kitchen', 'driver', 'accountant'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = ['read', 'write'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Each area a permission is given for, with its Russian name for refusals and the docs. */
export const STAFF_RESOURCES = {
  catalogue: 'каталог и цены',
  orders: 'заказы',
  enquiries: 'заявки на мероприятия',
  quotes: 'предложения',
  customers: 'клиенты',
  customer_contacts: 'телефоны и e-mail клиентов',
  payments: 'оплаты',
  refunds: 'возвраты денег',
  cash_report: 'касса',
  invoices: 'счета',
  production: 'производство: повестка и лист производства',
  labels: 'этикетки',
  deliveries: 'доставка',
  capacity: 'загрузка кухни',
  settings: 'настройки магазина',
  payment_settings: 'настройки оплаты',
  staff: 'сотрудники',
  audit_log: 'журнал изменений',
  outbox: 'почта',
  costing: 'ингредиенты и техкарты',
  purchase_list: 'закупка',
} as const;
export type StaffResource = keyof typeof STAFF_RESOURCES;

export type StaffPermissions = Partial<Record<StaffResource, readonly StaffAction[]>>;

const READ = ['read'] as const;
const READ_WRITE = ['read', 'write'] as const;

const everything: StaffPermissions = Object.fromEntries(Object.keys(STAFF_RESOURCES).map((resource) => [resource, READ_WRITE]));

export const ROLE_PERMISSIONS: Record<StaffRole, StaffPermissions> = {
  owner: everything,
  manager: {
    catalogue: READ_WRITE,
    orders: READ_WRITE,
    enquiries: READ_WRITE,
    quotes: READ_WRITE,
    customers: READ_WRITE,
    customer_contacts: READ,
    payments: READ_WRITE,
    invoices: READ,
    production: READ,
    labels: READ,
    deliveries: READ_WRITE,
    capacity: READ,
    settings: READ,
    outbox: READ,
    costing: READ,
    purchase_list: READ,
  },
  kitchen: {
    catalogue: READ,
    production: READ,
    labels: READ,
    capacity: READ,
    costing: READ,
    purchase_list: READ,
  },
  driver: {
    deliveries: READ_WRITE,
    labels: READ,
    // The phone on a day's labels and delivery cards: the driver calls the customer at the door.
    customer_contacts: READ,
  },
  accountant: {
    catalogue: READ,
    orders: READ,
    customers: READ,
    customer_contacts: READ,
    payments: READ_WRITE,
    cash_report: READ,
    invoices: READ,
    payment_settings: READ,
    audit_log: READ,
  },
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Владелец',
  manager: 'Менеджер',
  kitchen: 'Кухня',
  driver: 'Водитель',
  accountant: 'Бухгалтер',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a role (null: a customer) may do the action on the resource. */
export function roleCan(role: StaffRole | null | undefined, resource: StaffResource, action: StaffAction): boolean {
  if (!role) return false;
  return ROLE_PERMISSIONS[role][resource]?.includes(action) ?? false;
}

/** The Russian refusal for a role that may not do the action: names the role and the area. */
export function refusalText(role: StaffRole | null | undefined, resource: StaffResource, action: StaffAction): string {
  if (!role) return 'Доступ только для сотрудников';
  const area = STAFF_RESOURCES[resource];
  const who = `Роль «${STAFF_ROLE_LABELS[role]}»`;
  return action === 'read' ? `${who} не имеет доступа к разделу «${area}»` : `${who} не может изменять раздел «${area}»`;
}

/** The roles that may do the action on the resource, in the order of STAFF_ROLES. */
export function rolesAllowed(resource: StaffResource, action: StaffAction): StaffRole[] {
  return STAFF_ROLES.filter((role) => roleCan(role, resource, action));
}

/**
 * The permission table as Markdown (docs/architecture.md carries it between markers; a backend
 * unit spec checks the copy matches this table): one row per resource, one column per role.
 */
export function permissionTableMarkdown(): string {
  const cell = (role: StaffRole, resource: StaffResource) =>
    roleCan(role, resource, 'write') ? 'read, write' : roleCan(role, resource, 'read') ? 'read' : '—';
  const header = `| resource | area | ${STAFF_ROLES.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(STAFF_ROLES.length + 2)}`;
  const rows = (Object.keys(STAFF_RESOURCES) as StaffResource[]).map(
    (resource) => `| \`${resource}\` | ${STAFF_RESOURCES[resource]} | ${STAFF_ROLES.map((role) => cell(role, resource)).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
