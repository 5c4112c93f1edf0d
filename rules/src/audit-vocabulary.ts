/**
 * The audit log's vocabulary, once for the API and the back office: `entity` names what changed
 * (its `entity_id` is that row's id), `action` what happened to it. The labels are what the back
 * office shows; the API's documentation adds the details (AUDIT_ENTITY_NOTES, AUDIT_ACTION_NOTES).
 */
export const AUDIT_ENTITY_LABELS = {
  product: 'Блюдо',
  category: 'Категория',
  subcategory: 'Подкатегория',
  event_format: 'Формат мероприятия',
  order: 'Заказ',
  change_request: 'Просьба изменить заказ',
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
  letter: 'Письмо',
  lunch_contract: 'Договор на обеды',
  lunch_day: 'День обедов',
  lunch_menu: 'Меню обедов',
  lunch_invoice: 'Счёт за обеды',
  telegram_settings: 'Настройки Telegram',
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntity[];

export const AUDIT_ACTION_LABELS = {
  create: 'создание',
  update: 'изменение',
  delete: 'удаление',
  status: 'смена статуса',
  force: 'принудительно',
  cancel: 'отмена',
  reschedule: 'перенос',
  refund: 'возврат',
  deliver: 'доставка',
  send: 'отправка',
  accept: 'принятие',
  retry: 'повторная отправка',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** What the short labels leave out, for the API's documentation. */
export const AUDIT_ENTITY_NOTES: Partial<Record<AuditEntity, string>> = {
  quote: 'коммерческое предложение',
  capacity: 'лимиты загрузки',
  recipe: 'entity_id: блюдо',
  change_request: 'решение менеджера: принята или отклонена с причиной',
  letter: 'письмо исходящей почты (outbox)',
  lunch_day: 'день договора: количество, набор, пропуск (entity_id: день; дата и договор в changes)',
  lunch_menu: 'меню недели (entity_id null, понедельник в changes)',
  lunch_invoice: 'счёт и акт за месяц по договору на обеды',
  telegram_settings: 'группа сотрудников и события, которые в неё приходят (entity_id 1)',
};

export const AUDIT_ACTION_NOTES: Partial<Record<AuditAction, string>> = {
  update: 'для заказа: и строк',
  delete: 'для сотрудника: деактивация',
  force: 'смена статуса в обход правил',
  cancel: 'отмена заказа клиентом',
  reschedule: 'перенос даты или времени',
  refund: 'отрицательный платёж',
  deliver: 'отметка «Доставлено»',
  send: 'отправка предложения клиенту',
  accept: 'принятие предложения клиентом',
  retry: '«Отправить ещё раз» для письма, которое не удалось отправить',
};
