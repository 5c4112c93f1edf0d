import type { StaffAction, StaffPermissions, StaffResource } from '@bulbash/rules';

/**
 * What each react-admin resource, custom page and gated feature of the back office belongs to in
 * the one permission table (`ROLE_PERMISSIONS` of `@bulbash/rules`, sent with `GET /users/me`).
 * A name missing here is closed to every role (fail closed).
 */
export const ACCESS_RESOURCES: Readonly<Record<string, StaffResource>> = {
  // react-admin resources
  orders: 'orders',
  enquiries: 'enquiries',
  quotes: 'quotes',
  customers: 'customers',
  outbox: 'outbox',
  'change-requests': 'orders',
  'admin-categories': 'catalogue',
  'admin-subcategories': 'catalogue',
  'admin-products': 'catalogue',
  'event-formats': 'catalogue',
  'short-categories': 'catalogue',
  'short-subcategories': 'catalogue',
  staff: 'staff',
  'audit-log': 'audit_log',
  ingredients: 'costing',
  // Office lunches (#46): contracts are standing orders, gated as orders are.
  'lunch-contracts': 'orders',
  // custom pages (their path under the basename)
  dashboard: 'orders',
  agenda: 'production',
  'production-sheet': 'production',
  'delivery-sheet': 'deliveries',
  'my-deliveries': 'deliveries',
  'kitchen-load': 'capacity',
  'cash-report': 'cash_report',
  settings: 'settings',
  'purchase-list': 'purchase_list',
  'lunch-calendar': 'orders',
  // The week's lunch menu is made of catalogue dishes: the API gates it as the catalogue.
  'lunch-menus': 'catalogue',
  // features inside pages
  payments: 'payments',
  refunds: 'refunds',
  invoices: 'invoices',
  labels: 'labels',
  capacity: 'capacity',
  'customer-contacts': 'customer_contacts',
  'payment-settings': 'payment_settings',
  'shop-settings': 'settings',
};

/** react-admin's actions that only look: everything else (create, edit, delete, clone, write…) changes. */
const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

export const permissionAction = (action: string): StaffAction => (READ_ACTIONS.has(action) ? 'read' : 'write');

const can = (permissions: StaffPermissions, area: StaffResource, action: StaffAction): boolean =>
  permissions[area]?.includes(action) ?? false;

/**
 * Whether a role's permissions allow a react-admin action on a back-office resource, page or
 * feature. The settings page opens to a role that may read the shop's settings or only the
 * payment settings (the accountant); each card checks its own area.
 */
export function allows(permissions: StaffPermissions | undefined | null, resource: string, action: string): boolean {
  const area = ACCESS_RESOURCES[resource];
  if (!area || !permissions) return false;
  const wanted = permissionAction(action);
  if (resource === 'settings' && wanted === 'read')
    return can(permissions, 'settings', 'read') || can(permissions, 'payment_settings', 'read');
  return can(permissions, area, wanted);
}

/** Where a role lands after sign-in: the driver on its phone screen, the others on the first page they may open. */
export const DRIVER_HOME = 'my-deliveries';
