import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from './outbox-message.entity';

/** What the back office reads from the outbox's routes. */
export const OUTBOX_NOT_FOUND = 'Письмо не найдено';
export const OUTBOX_STATUS_UNKNOWN = `status: допустимы ${OUTBOX_STATUSES.join(', ')}`;
export const OUTBOX_CHANNEL_UNKNOWN = `channel: допустимы ${OUTBOX_CHANNELS.join(', ')}`;
export const OUTBOX_NOT_FAILED = 'Отправить ещё раз можно только письмо, которое не удалось отправить';
