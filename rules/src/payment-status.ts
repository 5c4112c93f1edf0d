import { isOneOf, labelOf } from './codes';
import { formatDay, shiftDay, toMinskTime } from './minsk-time';
import { formatByn, fromMinor } from './money';
import { dueDayOfBalance, paidOnDelivery, PayerKind, PaymentMethodCode } from './payment-due';

/**
 * What an order's payments add up to, derived from the ledger every time (never stored apart
 * from it). Money in integer kopecks; dates are Minsk calendar days ('YYYY-MM-DD').
 */
export const PAYMENT_STATUSES = ['unpaid', 'deposit_paid', 'paid', 'overpaid', 'refund_due'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'не оплачен',
  deposit_paid: 'предоплата внесена',
  paid: 'оплачен',
  overpaid: 'переплата',
  refund_due: 'к возврату',
};

export const isPaymentStatus = isOneOf(PAYMENT_STATUSES);

/** The Russian words of a status; an unknown value as it is. */
export const paymentStatusLabel = labelOf(PAYMENT_STATUS_LABELS, isPaymentStatus);

/** The shop's deposit terms (payment settings). */
export interface DepositTerms {
  /** 0..100; 0: no deposit. */
  depositPercent: number;
  /** Orders whose total is at or above this need the deposit. */
  depositMinTotalMinor: number;
  /** A bank transfer by a person is due this many days before the event (moved to a working day). */
  balanceDueDays: number;
  /** A company's bank transfer is due this many days before the event; absent: balanceDueDays. */
  companyPaymentDays?: number;
}

/** Days after the order is placed within which the deposit is due (never after the balance). */
export const DEPOSIT_DUE_DAYS = 3;

export interface PaymentFacts {
  totalMinor: number;
  /** Σ of the ledger (a refund is negative). */
  paidMinor: number;
  canceled: boolean;
  /** What a canceled order still owes (the late-cancellation fee). */
  cancellationFeeMinor: number;
  placedAt: Date;
  eventAt: Date | null;
  /** How the order is paid; absent: a bank transfer (the settings' terms). */
  method?: PaymentMethodCode;
  /** Who pays; absent: a person. */
  payer?: PayerKind;
}

export interface PaymentPosition {
  status: PaymentStatus;
  /** What the customer still owes (never negative). */
  balanceDueMinor: number;
  /** What the shop owes back (paid beyond what is owed), 0 when nothing. */
  refundDueMinor: number;
  /** The deposit still to pay and by when, or null when none is needed or it is paid. */
  depositDue: { amountMinor: number; dueDay: string } | null;
  /**
   * The Minsk day the balance falls due, null without an event time: the event day for cash or
   * card on delivery, else the transfer terms on a working day (balanceDueDay of payment-due.ts).
   */
  balanceDueDay: string | null;
  /** Cash or card at the door: the balance is collected by the driver (no balance reminders). */
  balanceOnDelivery: boolean;
}

/** The deposit an order of this total needs (rounded up to a kopeck), 0 when none. */
export function depositMinor(totalMinor: number, terms: DepositTerms): number {
  if (terms.depositPercent <= 0 || totalMinor <= 0 || totalMinor < terms.depositMinTotalMinor) return 0;
  return Math.ceil((totalMinor * terms.depositPercent) / 100);
}

export function paymentPosition(facts: PaymentFacts, terms: DepositTerms): PaymentPosition {
  const owedMinor = facts.canceled ? facts.cancellationFeeMinor : facts.totalMinor;
  const paid = facts.paidMinor;
  const balanceDueMinor = Math.max(owedMinor - paid, 0);
  const refundDueMinor = Math.max(paid - owedMinor, 0);
  const deposit = facts.canceled ? 0 : depositMinor(facts.totalMinor, terms);
  const balanceDueDay = dueDayOfBalance(facts, terms);

  let status: PaymentStatus;
  if (paid > owedMinor) status = facts.canceled ? 'refund_due' : 'overpaid';
  else if (paid === owedMinor) status = 'paid';
  else if (paid > 0 && paid >= deposit) status = 'deposit_paid';
  else status = 'unpaid';

  let depositDue: PaymentPosition['depositDue'] = null;
  if (deposit > 0 && paid < deposit) {
    const placedDay = toMinskTime(facts.placedAt).day;
    let dueDay = shiftDay(placedDay, DEPOSIT_DUE_DAYS);
    if (balanceDueDay && balanceDueDay < dueDay) dueDay = balanceDueDay;
    // An event sooner than balance_due_days: the deposit is due at once, not on a day already past.
    if (dueDay < placedDay) dueDay = placedDay;
    depositDue = { amountMinor: deposit - Math.max(paid, 0), dueDay };
  }
  return { status, balanceDueMinor, refundDueMinor, depositDue, balanceDueDay, balanceOnDelivery: paidOnDelivery(facts.method) };
}

/** The deposit an order placed at `placedAt` would need: what the checkout announces before ordering. */
export interface CheckoutDeposit {
  percent: number;
  amountMinor: number;
  dueDay: string;
}

/**
 * The deposit of an order about to be placed (nothing paid yet), by the same paymentPosition the
 * server derives every order's deposit_due with; null when the order needs none.
 */
export function checkoutDeposit(
  totalMinor: number,
  placedAt: Date,
  eventAt: Date | null,
  terms: DepositTerms,
  method?: PaymentMethodCode,
  payer?: PayerKind,
): CheckoutDeposit | null {
  const { depositDue } = paymentPosition(
    { totalMinor, paidMinor: 0, canceled: false, cancellationFeeMinor: 0, placedAt, eventAt, method, payer },
    terms,
  );
  return depositDue ? { percent: terms.depositPercent, ...depositDue } : null;
}

/** «Предоплата 50 % — 250,00 byn до 12.12.2026» (checkout, 'Мои заказы'); `money` formats the BYN amount. */
export function depositLine(deposit: CheckoutDeposit, money: (byn: number) => string = formatByn): string {
  return `Предоплата ${deposit.percent} % — ${money(fromMinor(deposit.amountMinor))} до ${formatDay(deposit.dueDay)}`;
}
