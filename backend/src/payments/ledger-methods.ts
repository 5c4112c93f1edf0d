import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../orders/order-status';

/**
 * How money entered the ledger: the order's own payment methods (staff record them) plus the two
 * online ones, which only bePaid's confirmations record (never typed in by staff).
 */
export const ONLINE_LEDGER_METHODS = ['card_online', 'erip'] as const;
export type OnlineLedgerMethod = (typeof ONLINE_LEDGER_METHODS)[number];
export const LEDGER_METHODS = [...PAYMENT_METHODS, ...ONLINE_LEDGER_METHODS] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/** Russian labels (history notes, e-mails). */
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  ...PAYMENT_METHOD_LABELS,
  card_online: 'картой онлайн',
  erip: 'ЕРИП',
};

export const isOnlineLedgerMethod = (method: LedgerMethod): method is OnlineLedgerMethod =>
  (ONLINE_LEDGER_METHODS as readonly string[]).includes(method);
