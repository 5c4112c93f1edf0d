/**
 * Office lunches' money (issue 46), in kopecks: a day's amount, what a change after the cutoff
 * costs (the late terms), the month's total on the one monthly invoice, its due day, and the
 * contract's terms in words.
 */
import { formatByn } from './money';
import { shiftDay } from './minsk-time';
import { workingDayOnOrAfter } from './payment-due';
import { weekdaysText } from './lunch-days';

/** A delivered day: its people at the contract's price per person. */
export function lunchDayAmountMinor(headcount: number, pricePerPersonMinor: number): number {
  return Math.max(0, headcount) * pricePerPersonMinor;
}

export interface LateChange {
  /** The people the day was closed with (what the kitchen cooks for). */
  before: number;
  /** The people after the change; 0 when the day is cancelled. */
  after: number;
  pricePerPersonMinor: number;
  /** 0–100: the share of the dropped people's price still charged. */
  lateChargePercent: number;
}

/**
 * What a change after the cutoff costs on top of the day's new amount: the people dropped (or the
 * whole day cancelled) at late_charge_percent of their price, rounded half up to a kopeck. More
 * people late cost nothing extra: they are billed as delivered.
 */
export function lateChangeChargeMinor(change: LateChange): number {
  const dropped = Math.max(0, change.before - Math.max(0, change.after));
  const percent = Math.min(100, Math.max(0, change.lateChargePercent));
  return Math.floor((dropped * change.pricePerPersonMinor * percent + 50) / 100);
}

/** One day of the monthly invoice. */
export interface LunchInvoiceDay {
  /** Delivered: its amount is billed; a cancelled day bills only its late charge. */
  delivered: boolean;
  headcount: number;
  amountMinor: number;
  lateChargeMinor: number;
}

export interface LunchMonthTotal {
  deliveredDays: number;
  /** Σ amounts of the delivered days. */
  deliveredMinor: number;
  /** Σ late charges, shown apart. */
  lateMinor: number;
  totalMinor: number;
}

/** The month's invoice total: the delivered days' amounts plus every late charge, each apart. */
export function lunchMonthTotal(days: readonly LunchInvoiceDay[]): LunchMonthTotal {
  let deliveredDays = 0;
  let deliveredMinor = 0;
  let lateMinor = 0;
  for (const day of days) {
    if (day.delivered) {
      deliveredDays += 1;
      deliveredMinor += day.amountMinor;
    }
    lateMinor += day.lateChargeMinor;
  }
  return { deliveredDays, deliveredMinor, lateMinor, totalMinor: deliveredMinor + lateMinor };
}

/** The monthly invoice is paid within `paymentDays` of its day, on a working day. */
export function lunchInvoiceDueDay(issuedDay: string, paymentDays: number): string {
  return workingDayOnOrAfter(shiftDay(issuedDay, Math.max(0, paymentDays)));
}

/** What still has to be paid: never below 0. */
export const lunchDueMinor = (totalMinor: number, paidMinor: number): number => Math.max(0, totalMinor - paidMinor);

/**
 * How a transfer of `amountMinor` is entered against the month's orders: each open order gets up
 * to what it still owes, oldest first; the rest (late charges of cancelled days) goes to the last
 * one. Answers [index, amount] pairs whose sum is the transfer.
 */
export function allocateTransfer(owedMinor: readonly number[], amountMinor: number): Array<[number, number]> {
  const parts: Array<[number, number]> = [];
  let left = amountMinor;
  owedMinor.forEach((owed, index) => {
    const part = Math.min(Math.max(0, owed), left);
    if (part > 0) {
      parts.push([index, part]);
      left -= part;
    }
  });
  if (left > 0 && owedMinor.length > 0) {
    const last = owedMinor.length - 1;
    const existing = parts.find(([index]) => index === last);
    if (existing) existing[1] += left;
    else parts.push([last, left]);
  }
  return parts;
}

export interface LunchTermsFacts {
  headcount: number;
  weekdays: readonly number[];
  deliveryTime: string;
  deliveryAddress: string;
  pricePerPerson: number;
  cutoffTime: string;
  lateChargePercent: number;
}

/** The contract's terms in words, as the contact reads them. */
export function lunchTermsText(facts: LunchTermsFacts): string {
  const late =
    facts.lateChargePercent >= 100
      ? 'изменение или отмена позже оплачивается полностью'
      : facts.lateChargePercent <= 0
        ? 'изменение или отмена позже не оплачивается'
        : `за изменение или отмену позже оплачивается ${facts.lateChargePercent} % стоимости`;
  return (
    `Обеды на ${facts.headcount} чел. по дням: ${weekdaysText(facts.weekdays)}, доставка к ${facts.deliveryTime} по адресу: ${facts.deliveryAddress}. ` +
    `Цена — ${formatByn(facts.pricePerPerson)} за человека. Количество на день можно изменить или день пропустить до ${facts.cutoffTime} ` +
    `накануне; ${late}. Счёт и акт — один раз в месяц.`
  );
}

/** «Обеды по договору · ООО «Ромашка»»: how the kitchen's sheets mark a contract's order. */
export const LUNCH_ORDER_MARKER = 'Обеды по договору';
export const lunchOrderLabel = (companyName: string | null): string =>
  companyName ? `${LUNCH_ORDER_MARKER} · ${companyName}` : LUNCH_ORDER_MARKER;
