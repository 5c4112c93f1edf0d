import { formatByn, fromMinor } from './money';
import type { PaymentMethodCode } from './payment-due';

/** What the driver (or the pickup desk) takes from the customer: one figure for every sheet, label and screen. */
export interface Collection {
  /** Kopecks to take at the door: the unpaid balance for cash or card, 0 when paid or paid by transfer. */
  amountMinor: number;
  /** The unpaid balance whatever the method (a transfer still owed shows it without collecting it). */
  balanceMinor: number;
  /** «оплачено», «получить наличными 120,00 byn», «получить картой …», «не оплачено по счёту: …». */
  label: string;
}

export const PAID_LABEL = 'оплачено';

/**
 * The amount to collect on delivery is the unpaid balance (what paymentPosition calls
 * balanceDueMinor): nothing once the order is paid («оплачено»), whatever its payment method says.
 * A bank-transfer order still owing is shown, but the driver takes no money for it.
 */
export function amountToCollect(
  method: PaymentMethodCode,
  balanceDueMinor: number,
  money: (byn: number) => string = formatByn,
): Collection {
  const balanceMinor = Math.max(balanceDueMinor, 0);
  if (balanceMinor === 0) return { amountMinor: 0, balanceMinor, label: PAID_LABEL };
  const amount = money(fromMinor(balanceMinor));
  if (method === 'transfer') return { amountMinor: 0, balanceMinor, label: `не оплачено по счёту: ${amount}` };
  return { amountMinor: balanceMinor, balanceMinor, label: `получить ${method === 'cash' ? 'наличными' : 'картой'} ${amount}` };
}
