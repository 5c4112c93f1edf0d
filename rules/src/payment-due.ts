import { isoWeekday } from './availability';
import { shiftDay, toMinskTime } from './minsk-time';
import type { DepositTerms, PaymentFacts } from './payment-status';
import { publicHoliday } from './public-holidays';

/**
 * When an order's balance falls due, by how it is paid. Dates are Minsk calendar days
 * ('YYYY-MM-DD'); a working (banking) day is Monday to Friday and not a public holiday.
 */
export const PAYMENT_METHOD_CODES = ['card', 'cash', 'transfer'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export type PayerKind = 'person' | 'company';

export const isWorkingDay = (day: string): boolean => isoWeekday(day) <= 5 && publicHoliday(day) === null;

/** The day itself when a working day, else the last working day before it. */
export function workingDayOnOrBefore(day: string): string {
  let working = day;
  while (!isWorkingDay(working)) working = shiftDay(working, -1);
  return working;
}

/** The day itself when a working day, else the first working day after it. */
export function workingDayOnOrAfter(day: string): string {
  let working = day;
  while (!isWorkingDay(working)) working = shiftDay(working, 1);
  return working;
}

/** Cash or card is paid to the driver at the door (or at pickup): the balance is due at the event. */
export const paidOnDelivery = (method: PaymentMethodCode | undefined): boolean => method === 'cash' || method === 'card';

/** The days before the event a bank transfer is due: the company term for a company payer. */
export const transferDays = (terms: DepositTerms, payer: PayerKind | undefined): number =>
  payer === 'company' ? (terms.companyPaymentDays ?? terms.balanceDueDays) : terms.balanceDueDays;

/**
 * The Minsk day the balance falls due; null without an event time.
 * - cash or card on delivery: the event day (never late before the driver arrives);
 * - bank transfer: `transferDays` before the event, moved back to a working day; never before the
 *   first working day after the order was placed (a transfer needs a banking day), and never after
 *   the event day (when no working day lies between, the event day itself).
 */
export function dueDayOfBalance(
  facts: Pick<PaymentFacts, 'eventAt' | 'placedAt' | 'method' | 'payer'>,
  terms: DepositTerms,
): string | null {
  if (!facts.eventAt) return null;
  const eventDay = toMinskTime(facts.eventAt).day;
  if (paidOnDelivery(facts.method)) return eventDay;
  const due = workingDayOnOrBefore(shiftDay(eventDay, -transferDays(terms, facts.payer)));
  const earliest = workingDayOnOrAfter(shiftDay(toMinskTime(facts.placedAt).day, 1));
  if (due >= earliest) return due;
  return earliest < eventDay ? earliest : eventDay;
}

/** Something is due before `today` (a Minsk day) and still unpaid: the deposit or the balance. */
export function isOverdue(
  position: { balanceDueMinor: number; balanceDueDay: string | null; depositDue: { dueDay: string } | null },
  today: string,
): boolean {
  if (position.depositDue && position.depositDue.dueDay < today) return true;
  return position.balanceDueMinor > 0 && position.balanceDueDay !== null && position.balanceDueDay < today;
}
