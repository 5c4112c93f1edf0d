/**
 * What the shop's Telegram bot may post to the staff group (issue 45): the API's codes, which the
 * owner turns on or off in the back office, and the Russian words of its checkboxes.
 */
export const TELEGRAM_EVENTS = [
  'order_created',
  'enquiry_created',
  'quote_accepted',
  'change_request',
  'payment_received',
  'payment_failed',
  'refund',
  'order_canceled',
  'daily_summary',
] as const;
export type TelegramEvent = (typeof TELEGRAM_EVENTS)[number];

export const TELEGRAM_EVENT_LABELS: Record<TelegramEvent, string> = {
  order_created: 'Новый заказ',
  enquiry_created: 'Новая заявка на мероприятие',
  quote_accepted: 'Клиент принял предложение',
  change_request: 'Клиент просит изменить заказ',
  payment_received: 'Получена оплата',
  payment_failed: 'Онлайн-оплата не прошла',
  refund: 'Возврат денег',
  order_canceled: 'Заказ отменён',
  daily_summary: 'Сводка на завтра (в 18:00)',
};

export const isTelegramEvent = (value: unknown): value is TelegramEvent =>
  typeof value === 'string' && (TELEGRAM_EVENTS as readonly string[]).includes(value);
