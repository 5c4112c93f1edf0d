import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  DELIVERY_METHOD_LABELS,
  ENQUIRY_STATUS_LABELS,
  LUNCH_STATUS_LABELS,
  ONLINE_PAYMENT_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  STAFF_ROLE_LABELS,
  formatDay,
  formatMinskStamp,
  toInstant,
} from '@bulbash/rules';
import { CHANGE_REQUEST_STATUS } from '../change-requests/changeRequests';
import { OUTBOX_STATUS_LABELS } from '../outbox/outboxLabels';
import { roleLabel } from '../staff/staffRoles';

/** One audit entry as `GET /api/v1/admin/audit-log` answers it (#36). */
export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  actor_role: string | null;
  entity: string;
  entity_id: string | number | null;
  action: string;
  changes: AuditChange[] | null;
}

export const ENTITY_CHOICES = AUDIT_ENTITIES.map((id) => ({ id, name: AUDIT_ENTITY_LABELS[id] }));

const labelOf = (labels: Readonly<Record<string, string>>, name: string): string => (Object.hasOwn(labels, name) ? labels[name] : name);
export const entityLabel = (entity: string): string => labelOf(AUDIT_ENTITY_LABELS, entity);
export const actionLabel = (action: string): string => labelOf(AUDIT_ACTION_LABELS, action);

/** Who made the change: e-mail and role, «система» for scheduled jobs (no actor). */
export const actorText = (entry: Pick<AuditEntry, 'actor_email' | 'actor_role' | 'actor_id'>): string => {
  if (!entry.actor_email && entry.actor_id === null) return 'система';
  const role = entry.actor_role ? roleLabel(entry.actor_role) : 'клиент';
  return `${entry.actor_email ?? `#${entry.actor_id}`} (${role})`;
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Labels = Readonly<Record<string, string>>;

/** The words the screens use for an entity's coded fields (a status, a method, a role), so the log shows those too. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, Labels>>>> = {
  order: {
    status: ORDER_STATUS_LABELS,
    payment_method: PAYMENT_METHOD_LABELS,
    payment_status: PAYMENT_STATUS_LABELS,
    delivery_method: DELIVERY_METHOD_LABELS,
  },
  payment: { method: { ...PAYMENT_METHOD_LABELS, ...ONLINE_PAYMENT_LABELS } },
  quote: { status: QUOTE_STATUS_LABELS },
  enquiry: { status: ENQUIRY_STATUS_LABELS },
  change_request: { status: CHANGE_REQUEST_STATUS },
  lunch_contract: { status: LUNCH_STATUS_LABELS },
  staff: { role: STAFF_ROLE_LABELS },
  letter: { status: OUTBOX_STATUS_LABELS },
};

/** The labels of an entity's coded field, when it has them. */
export const valueLabels = (entity: string, field: string): Labels | undefined =>
  Object.hasOwn(VALUE_LABELS, entity) && Object.hasOwn(VALUE_LABELS[entity], field) ? VALUE_LABELS[entity][field] : undefined;

/**
 * A value as the log shows it: «—» for none, a coded value in the words of `labels` (an unknown
 * code as it is), times of date fields in Minsk («05.12.2026 12:00»), days as «05.12.2026»,
 * yes/no in Russian, lists and objects as JSON.
 */
export const valueText = (value: unknown, labels?: Labels): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (labels && typeof value === 'string' && Object.hasOwn(labels, value)) return labels[value];
  const instant = typeof value === 'string' && ISO_DATE_TIME.test(value) ? toInstant(value) : null;
  if (instant) return formatMinskStamp(instant);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDay(value);
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The back-office resource whose field labels (i18n `resources.<name>.fields`) name an entity's fields. */
const ENTITY_RESOURCES: Readonly<Record<string, string>> = {
  order: 'orders',
  quote: 'quotes',
  enquiry: 'enquiries',
  product: 'admin-products',
  category: 'admin-categories',
  subcategory: 'admin-subcategories',
  letter: 'outbox',
  staff: 'staff',
  ingredient: 'ingredients',
  lunch_contract: 'lunch-contracts',
};

/** The i18n key of an audited field's label, when its entity has a resource with labels. */
export const fieldLabelKey = (entity: string, field: string): string | null =>
  Object.hasOwn(ENTITY_RESOURCES, entity) ? `resources.${ENTITY_RESOURCES[entity]}.fields.${field}` : null;

/**
 * «Поле: было → стало», one per changed field of an `entity`; `label` names a field (its API name
 * when it has no label), coded values are in the screens' words.
 */
export const changeLines = (
  entity: string,
  changes: AuditChange[] | null | undefined,
  label: (field: string) => string = (field) => field,
): string[] =>
  (changes ?? []).map((change) => {
    const labels = valueLabels(entity, change.field);
    return `${label(change.field)}: ${valueText(change.old, labels)} → ${valueText(change.new, labels)}`;
  });

/** The entry's time in Minsk with seconds («28.11.2026 00:30:07»), whatever the browser's zone. */
export function minskTime(iso: string): string {
  const instant = toInstant(iso);
  return instant ? formatMinskStamp(instant, { seconds: true }) : iso;
}
