import { checkoutDeposit, depositLine, parseDeliveryAt, toMinor, type DeliveryMethod, type DepositTerms } from '@bulbash/rules';
import { formatMoney } from '../../shared/format';
import { orderTotals, type EditLine, type Totals } from '../orderLines';

/** The public deposit terms (GET /order/payment-terms) as the rules package reads them. */
export interface PaymentTermsAnswer {
  deposit_percent: number;
  deposit_min_total: number;
  balance_due_days: number;
}

export const toDepositTerms = (answer: PaymentTermsAnswer): DepositTerms => ({
  depositPercent: answer.deposit_percent,
  depositMinTotalMinor: toMinor(answer.deposit_min_total),
  balanceDueDays: answer.balance_due_days,
});

export interface DeskTotals extends Totals {
  /** «Предоплата 50 % — 250,00 byn до 12.12.2026», «Без предоплаты», or null while the terms are unknown. */
  deposit: string | null;
}

/**
 * What the new order will cost, by the rules the server applies (kopecks, delivery by distance,
 * the deposit by the payment settings as the checkout shows it): dishes at today's prices.
 */
export function deskTotals(input: {
  lines: readonly EditLine[];
  deliveryMethod: DeliveryMethod;
  distanceKm: number;
  deliveryAt: string | null;
  terms: DepositTerms | null;
  now: Date;
}): DeskTotals {
  const totals = orderTotals({ lines: input.lines, deliveryMethod: input.deliveryMethod, distanceKm: input.distanceKm, adjustments: 0 });
  if (!input.terms || totals.total === null) return { ...totals, deposit: null };
  const eventAt = input.deliveryAt ? parseDeliveryAt(input.deliveryAt) : null;
  const deposit = checkoutDeposit(toMinor(totals.total), input.now, eventAt, input.terms);
  return { ...totals, deposit: deposit ? depositLine(deposit, formatMoney) : 'Без предоплаты' };
}
