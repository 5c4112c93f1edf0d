import { AUDIT_ACTION_LABELS, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '@bulbash/rules';
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

/** A value as the log shows it: «—» for none, yes/no in Russian, lists and objects as JSON. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** «поле: было → стало», one per changed field. */
export const changeLines = (changes: AuditChange[] | null | undefined): string[] =>
  (changes ?? []).map((change) => `${change.field}: ${valueText(change.old)} → ${valueText(change.new)}`);

const minskFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Minsk',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The entry's time in Minsk, whatever the browser's zone. */
export const minskTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : minskFormat.format(date);
};
