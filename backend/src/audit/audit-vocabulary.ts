/**
 * The audit log's vocabulary (documented in the OpenAPI text of GET /api/v1/admin/audit-log).
 * `entity` names what changed; `entity_id` is that row's id.
 */
export const AUDIT_ENTITIES = {
  product: 'Блюдо',
  category: 'Категория',
  subcategory: 'Подкатегория',
  event_format: 'Формат мероприятия',
  order: 'Заказ',
  payment: 'Платёж',
  capacity: 'Лимиты загрузки',
  closing_day: 'Выходной день',
  payment_settings: 'Настройки оплаты',
  contacts: 'Контакты',
  about_us: 'О нас',
  quote: 'Коммерческое предложение',
  enquiry: 'Заявка',
  staff: 'Сотрудник',
  ingredient: 'Ингредиент',
  recipe: 'Техкарта (entity_id: блюдо)',
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_NAMES = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

/** What happened to the row. */
export const AUDIT_ACTIONS = {
  create: 'создание',
  update: 'изменение полей (для заказа: и строк)',
  delete: 'удаление (для сотрудника: деактивация)',
  status: 'смена статуса',
  force: 'смена статуса в обход правил (force)',
  cancel: 'отмена заказа клиентом',
  reschedule: 'перенос даты или времени',
  refund: 'возврат денег (отрицательный платёж)',
  deliver: 'отметка «Доставлено»',
  send: 'отправка предложения клиенту',
  accept: 'принятие предложения клиентом',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];
