import type { PayWhat } from '../api/paymentTypes';
import type { OrderShort } from '../api/types';

/** The order facts the online payment needs («Мои заказы» rows and the order detail both carry them). */
export type PayableOrder = Pick<OrderShort, 'id' | 'status' | 'paid_amount' | 'balance_due' | 'deposit_due'>;

export interface PayChoice {
  what: PayWhat;
  label: string;
  amount: number;
}

/**
 * What the customer can pay online now, deposit first: the deposit still due or the whole order;
 * after the deposit, the rest; nothing for a canceled order or one with nothing due.
 */
export function payChoices(order: PayableOrder): PayChoice[] {
  if (order.status === 'canceled' || !(order.balance_due > 0)) return [];
  const deposit = order.deposit_due?.amount ?? 0;
  if (deposit > 0 && deposit < order.balance_due)
    return [
      { what: 'deposit', label: 'Предоплата', amount: deposit },
      { what: 'full', label: 'Весь заказ', amount: order.balance_due },
    ];
  if (order.paid_amount > 0) return [{ what: 'balance', label: 'Остаток', amount: order.balance_due }];
  return [{ what: 'full', label: 'Весь заказ', amount: order.balance_due }];
}
