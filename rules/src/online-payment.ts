import type { PaymentPosition } from './payment-status';

/** What a customer pays online: the deposit, the rest after it, or the whole order at once. */
export const ONLINE_PAY_WHATS = ['deposit', 'balance', 'full'] as const;
export type OnlinePayWhat = (typeof ONLINE_PAY_WHATS)[number];

/** How the customer pays online: bePaid's hosted card page, or an ERIP («Расчёт») invoice. */
export const ONLINE_PAY_METHODS = ['card', 'erip'] as const;
export type OnlinePayMethod = (typeof ONLINE_PAY_METHODS)[number];

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
