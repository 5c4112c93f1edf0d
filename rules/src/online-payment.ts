import type { PaymentPosition } from './payment-status';

/** What a customer pays online: the deposit, the rest after it, or the whole order at once. */
export const ONLINE_PAY_WHATS = ['deposit', 'balance', 'full'] as const;
export type OnlinePayWhat = (typeof ONLINE_PAY_WHATS)[number];

/** How the customer pays online: bePaid's hosted card page, or an ERIP («Расчёт») invoice. */
export const ONLINE_PAY_METHODS = ['card', 'erip'] as const;
export type OnlinePayMethod = (typeof ONLINE_PAY_METHODS)[number];

/** An online payment attempt's life (backend online_payments): waiting for bePaid, then paid, failed or expired. */
export const ONLINE_ATTEMPT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type OnlineAttemptStatus = (typeof ONLINE_ATTEMPT_STATUSES)[number];

/** The back office's words for an attempt («Онлайн-платежи» of the order page). */
export const ONLINE_ATTEMPT_STATUS_LABELS: Record<OnlineAttemptStatus, string> = {
  pending: 'ожидает оплаты',
  successful: 'оплачен',
  failed: 'не прошёл',
  expired: 'истёк',
};

export const ONLINE_PAY_METHOD_LABELS: Record<OnlinePayMethod, string> = {
  card: 'Картой онлайн',
  erip: 'ЕРИП',
};

export const ONLINE_PAY_WHAT_LABELS: Record<OnlinePayWhat, string> = {
  deposit: 'предоплата',
  balance: 'остаток',
  full: 'весь заказ',
};

/**
 * Kopecks a customer can pay online now for `what`, 0 when nothing is due: the deposit still to
 * pay (never more than the balance), or the whole unpaid balance ('balance' and 'full' differ only
 * in what the customer chose; both are what is left to pay). Never more than the balance.
 */
export function onlineAmountDue(position: Pick<PaymentPosition, 'balanceDueMinor' | 'depositDue'>, what: OnlinePayWhat): number {
  const balance = Math.max(position.balanceDueMinor, 0);
  if (what === 'deposit') return Math.min(position.depositDue ? Math.max(position.depositDue.amountMinor, 0) : 0, balance);
  return balance;
}

/**
 * An online refund's life (backend online_refunds): recorded before bePaid is asked (pending),
 * unknown when its answer was lost, settled as refunded or failed.
 */
export const ONLINE_REFUND_STATUSES = ['pending', 'unknown', 'refunded', 'failed'] as const;
export type OnlineRefundStatus = (typeof ONLINE_REFUND_STATUSES)[number];

/** What the back office shows for each (an unknown refund is being checked with bePaid). */
export const ONLINE_REFUND_STATUS_LABELS: Record<OnlineRefundStatus, string> = {
  pending: 'Возврат выполняется',
  unknown: 'Возврат проверяется',
  refunded: 'Возврат выполнен',
  failed: 'Возврат не выполнен',
};

/** Why money taken online is to be given back: its attempt had been replaced or expired, or its order canceled. */
export const REFUND_FLAGS = ['attempt_expired', 'order_canceled'] as const;
export type RefundFlag = (typeof REFUND_FLAGS)[number];
export const REFUND_FLAG_LABELS: Record<RefundFlag, string> = {
  attempt_expired: 'Оплата пришла по устаревшей ссылке: верните её',
  order_canceled: 'Оплата пришла после отмены заказа: верните её',
};
