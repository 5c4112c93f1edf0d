import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from '@bulbash/rules';

/** The statuses of a quote (the shared rules' codes and Russian labels) with their chip colours. */
export const QUOTE_STATUS_COLORS: Record<QuoteStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
  replaced: 'default',
};

export const QUOTE_STATUS_CHOICES = QUOTE_STATUSES.map((id) => ({ id, name: QUOTE_STATUS_LABELS[id] }));

const isStatus = (status: unknown): status is QuoteStatus => typeof status === 'string' && status in QUOTE_STATUS_LABELS;

export const quoteStatusLabel = (status: unknown): string => (isStatus(status) ? QUOTE_STATUS_LABELS[status] : String(status ?? ''));
export const quoteStatusColor = (status: unknown) => (isStatus(status) ? QUOTE_STATUS_COLORS[status] : 'default');

/** A quote the customer has seen: changing it makes the next version (the API replaces this one). */
export const isSentQuote = (status: unknown): boolean => status === 'sent';
/** Quotes no longer changed here: accepted, declined, replaced. */
export const isClosedQuote = (status: unknown): boolean => status === 'accepted' || status === 'declined' || status === 'replaced';

/**
 * A sent (or expired) quote is not changed in place: saving makes the next version, which is sent
 * again. Only a new «Действует до» extends it in place.
 */
export const versionNotice = (record: Record<string, unknown>): string | null => {
  if (!isSentQuote(record.status) && record.status !== 'expired') return null;
  const version = Number(record.version) || 1;
  return (
    `Клиент уже получил версию ${version}. Сохранение изменений создаст версию ${version + 1} (черновик, её нужно отправить), а версия ${version} станет «заменена». ` +
    'Если изменить только «Действует до», предложение продлится без новой версии.'
  );
};
