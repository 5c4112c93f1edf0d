/** An outbox row's state, as the list, its filter and the audit log name it. */
export const OUTBOX_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Ожидает отправки',
  sent: 'Отправлено',
  failed: 'Не отправлено',
};

/** How a row goes out: a letter, or a Telegram message (its recipient is then the chat id). */
export const OUTBOX_CHANNEL_LABELS: Readonly<Record<string, string>> = { email: 'Почта', telegram: 'Telegram' };
