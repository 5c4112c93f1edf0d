import { DomainEvent } from '../database/domain-events';
import type { LedgerMethod } from './ledger-methods';
import type { ReminderKind } from './payment-reminder-rules';

/** Money entered an order's ledger (LedgerService.enter, in the caller's transaction): a payment, or a refund (amount < 0). */
export const PAYMENT_ENTERED = new DomainEvent<{ orderId: number; paymentId: number; amount: number; method: LedgerMethod }>(
  'payments.payment-entered',
);

/** bePaid reported an online payment attempt declined (it was pending), published in the transaction that marks it failed. */
export const ONLINE_PAYMENT_FAILED = new DomainEvent<{
  orderId: number;
  attemptId: number;
  amount: number;
  method: LedgerMethod;
  reason: string | null;
}>('payments.online-payment-failed');

/** A payment reminder fell due and was recorded (its letter queued), in that transaction: the customer's other channels follow. */
export const PAYMENT_REMINDER_DUE = new DomainEvent<{ orderId: number; kind: ReminderKind; amountMinor: number; dueDay: string }>(
  'payments.payment-reminder-due',
);
