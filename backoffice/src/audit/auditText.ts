import { AUDIT_ACTION_LABELS, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, formatDay, formatMinskStamp, toInstant } from '@bulbash/rules';
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

/**
 * A value as the log shows it: «—» for none, times of date fields in Minsk («05.12.2026 12:00»),
 * days as «05.12.2026», yes/no in Russian, lists and objects as JSON.
 */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
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

/** «Поле: было → стало», one per changed field; `label` names a field (its API name when it has no label). */
export const changeLines = (changes: AuditChange[] | null | undefined, label: (field: string) => string = (field) => field): string[] =>
  (changes ?? []).map((change) => `${label(change.field)}: ${valueText(change.old)} → ${valueText(change.new)}`);

/** The entry's time in Minsk with seconds («28.11.2026 00:30:07»), whatever the browser's zone. */
export function minskTime(iso: string): string {
  const instant = toInstant(iso);
  return instant ? formatMinskStamp(instant, { seconds: true }) : iso;
}
