import { cancellationFeeMinor, DEFAULT_FREE_CANCEL_MINUTES } from './delivery-rules';

/**
 * What cancelling costs under an order's terms. `standard`: the shop's rule (free within the grace
 * period after placing and 24 hours or more ahead, else half the total). `deposit_kept`: an event
 * booked from a quote — the deposit paid secures the date, so once paid it is kept (the paid part
 * of it, never more than the deposit), except within the grace period after placing; late
 * cancellations still cost at least the shop's fee.
 */
export const CANCELLATION_TERMS = ['standard', 'deposit_kept'] as const;
export type CancellationTerms = (typeof CANCELLATION_TERMS)[number];

/** A new quote's terms (and so the order made from it). */
export const DEFAULT_QUOTE_CANCELLATION_TERMS: CancellationTerms = 'deposit_kept';

export const isCancellationTerms = (value: unknown): value is CancellationTerms =>
  typeof value === 'string' && (CANCELLATION_TERMS as readonly string[]).includes(value);

/** «в течение 15 минут», «в течение 21 минуты» (the genitive after «в течение»). */
const withinMinutes = (minutes: number) => `в течение ${minutes} ${minutes % 10 === 1 && minutes % 100 !== 11 ? 'минуты' : 'минут'}`;

/**
 * The shop's standard rule in one sentence, with the payment settings' `free_cancel_minutes`
 * (0: no free grace period after placing, so the sentence says nothing of one).
 */
export function cancellationRuleText(freeCancelMinutes: number = DEFAULT_FREE_CANCEL_MINUTES): string {
  const grace = freeCancelMinutes > 0 ? `Отмена ${withinMinutes(freeCancelMinutes)} после оформления и не позднее` : 'Отмена не позднее';
  return `${grace} чем за 24 часа до времени доставки бесплатна, позже — 50 % стоимости заказа.`;
}

/**
 * The terms in one sentence, for the quote (page, PDF), the order, the letters and the cancel
 * dialog; `freeCancelMinutes` is the payment settings' grace after placing (0: none).
 */
export function cancellationTermsText(
  terms: CancellationTerms,
  depositPercent: number | null,
  freeCancelMinutes: number = DEFAULT_FREE_CANCEL_MINUTES,
): string {
  if (terms === 'deposit_kept')
    return (
      `Предоплата${depositPercent ? ` ${depositPercent} %` : ''} бронирует дату: после оплаты при отмене она не возвращается` +
      (freeCancelMinutes > 0 ? ` (кроме отмены ${withinMinutes(freeCancelMinutes)} после оформления)` : '') +
      '; отмена позже чем за 24 часа до мероприятия — не менее 50 % стоимости.'
    );
  return cancellationRuleText(freeCancelMinutes);
}

export interface CancellationFacts {
  terms: CancellationTerms;
  totalMinor: number;
  /** The deposit percent agreed for the order (null: none agreed). */
  depositPercent: number | null;
  /** What the customer has paid so far. */
  paidMinor: number;
  deliveryAt: Date | null;
  now: Date;
  /** End of the free grace period after placing (null: none). */
  freeUntil: Date | null;
}

/** The deposit of a total at a percent, rounded up to a kopeck (as a quote's). */
export const depositOfMinor = (totalMinor: number, percent: number | null): number =>
  percent ? Math.ceil((totalMinor * Math.min(Math.max(percent, 0), 100)) / 100) : 0;

/** The fee (kopecks) a cancellation at `now` costs under the order's terms. */
export function cancellationFeeUnderTerms(facts: CancellationFacts): number {
  const standard = cancellationFeeMinor(facts.totalMinor, facts.deliveryAt, facts.now, facts.freeUntil);
  if (facts.terms !== 'deposit_kept') return standard;
  if (facts.freeUntil !== null && facts.now.getTime() <= facts.freeUntil.getTime()) return 0;
  const keptDeposit = Math.min(Math.max(facts.paidMinor, 0), depositOfMinor(facts.totalMinor, facts.depositPercent));
  return Math.max(standard, keptDeposit);
}
