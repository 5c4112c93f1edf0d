import type { OnlineAttempt } from './paymentsApi';

/** Russian words of the online payment attempts' fields (the order page's «Онлайн-платежи»). */
export const ATTEMPT_METHOD_LABELS: Record<OnlineAttempt['method'], string> = {
  card: 'Картой онлайн',
  erip: 'ЕРИП',
};

export const ATTEMPT_WHAT_LABELS: Record<OnlineAttempt['what'], string> = {
  deposit: 'предоплата',
  balance: 'остаток',
  full: 'весь заказ',
};

export const ATTEMPT_STATUS_LABELS: Record<OnlineAttempt['status'], string> = {
  pending: 'ожидает оплаты',
  successful: 'оплачен',
  failed: 'не прошёл',
  expired: 'истёк',
};

/**
 * Whether the signed-in staff member may refund online: today's back office knows only
 * administrators ('admin', the owners); with role permissions, the `refunds` write permission.
 */
export function canRefund(permissions: unknown): boolean {
  if (permissions === 'admin' || permissions === 'owner') return true;
  if (permissions && typeof permissions === 'object') {
    const refunds = (permissions as Record<string, unknown>).refunds;
    return Array.isArray(refunds) && refunds.includes('write');
  }
  return false;
}
