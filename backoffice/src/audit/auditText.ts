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

/** The audited entities with their Russian names (the «Раздел» filter's choices). */
export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  product: 'Блюдо',
  category: 'Категория',
  subcategory: 'Подкатегория',
  event_format: 'Формат мероприятия',
  order: 'Заказ',
  payment: 'Оплата',
  capacity: 'Загрузка кухни',
  closing_day: 'Выходной день',
  payment_settings: 'Настройки оплаты',
  contacts: 'Контакты',
  about_us: 'О нас',
  quote: 'Предложение',
  enquiry: 'Заявка',
  staff: 'Сотрудник',
  ingredient: 'Ингредиент',
  recipe: 'Техкарта',
};

export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  create: 'создание',
  update: 'изменение',
  delete: 'удаление',
  status: 'смена статуса',
  reschedule: 'перенос',
  refund: 'возврат',
  deliver: 'доставка',
  cancel: 'отмена',
  accept: 'принятие',
  send: 'отправка',
  deactivate: 'отключение',
  force: 'принудительно',
};

export const ENTITY_CHOICES = Object.entries(AUDIT_ENTITIES).map(([id, name]) => ({ id, name }));

export const entityLabel = (entity: string): string => AUDIT_ENTITIES[entity] ?? entity;
export const actionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;

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
