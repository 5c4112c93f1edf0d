import { cancellationFeeMinor } from './delivery-rules';

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

/** The terms in one sentence, for the quote (page, PDF), the order and the cancel dialog. */
export function cancellationTermsText(terms: CancellationTerms, depositPercent: number | null): string {
  if (terms === 'deposit_kept')
    return (
      `Предоплата${depositPercent ? ` ${depositPercent} %` : ''} бронирует дату: после оплаты при отмене она не возвращается ` +
      '(кроме отмены в течение 15 минут после оформления); отмена позже чем за 24 часа до мероприятия — не менее 50 % стоимости.'
    );
  return 'Отмена в течение 15 минут после оформления и не позднее чем за 24 часа до времени доставки бесплатна, позже — 50 % стоимости заказа.';
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
