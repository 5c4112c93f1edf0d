/**
 * What a caterer's proposal («коммерческое предложение») adds up to. Pure and in integer
 * kopecks, so the back office's live totals, the customer's page, the PDF and the order made on
 * acceptance all read the same numbers.
 *
 * total = dishes + services + delivery − discount. A percent discount applies to the dishes and
 * services (never to delivery); any discount is capped there, so the total never goes below the
 * delivery cost and never below zero. The deposit is rounded up to a kopeck, like an order's.
 */

export const QUOTE_LINE_KINDS = ['dish', 'service'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

/** Units staff pick for a service line (free text is allowed too). */
export const QUOTE_SERVICE_UNITS = ['шт.', 'час', 'чел.', 'комплект', 'услуга'] as const;

/** The proposal's deposit when the settings say nothing else. */
export const DEFAULT_QUOTE_DEPOSIT_PERCENT = 50;

export interface QuoteTotalsLine {
  kind: QuoteLineKind;
  unitPriceMinor: number;
  quantity: number;
}

export type QuoteDiscount = { kind: 'amount'; amountMinor: number } | { kind: 'percent'; percent: number } | null;

export interface QuoteTotalsInput {
  lines: readonly QuoteTotalsLine[];
  deliveryCostMinor: number;
  discount: QuoteDiscount;
  guests: number;
  /** 0..100 */
  depositPercent: number;
}

export interface QuoteTotals {
  itemsMinor: number;
  servicesMinor: number;
  deliveryMinor: number;
  /** What the discount takes off (never more than dishes + services). */
  discountMinor: number;
  totalMinor: number;
  /** total / guests, to a kopeck. */
  perGuestMinor: number;
  depositMinor: number;
  /** What is left after the deposit. */
  balanceMinor: number;
}

const lineMinor = (line: QuoteTotalsLine) => Math.max(0, Math.round(line.unitPriceMinor)) * Math.max(0, Math.trunc(line.quantity));

/** A percent with at most two decimals (7.5 %) of an amount, to the nearest kopeck. */
export function percentOfMinor(amountMinor: number, percent: number): number {
  return Math.round((amountMinor * Math.round(percent * 100)) / 10_000);
}

/** What a discount takes off these dishes and services, before the cap. */
export function rawDiscountMinor(discount: QuoteDiscount, goodsMinor: number): number {
  if (discount === null) return 0;
  if (discount.kind === 'amount') return Math.max(0, Math.round(discount.amountMinor));
  return percentOfMinor(goodsMinor, Math.min(Math.max(discount.percent, 0), 100));
}

export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  let itemsMinor = 0;
  let servicesMinor = 0;
  for (const line of input.lines) {
    if (line.kind === 'service') servicesMinor += lineMinor(line);
    else itemsMinor += lineMinor(line);
  }
  const goodsMinor = itemsMinor + servicesMinor;
  const deliveryMinor = Math.max(0, Math.round(input.deliveryCostMinor));
  const discountMinor = Math.min(rawDiscountMinor(input.discount, goodsMinor), goodsMinor);
  const totalMinor = goodsMinor + deliveryMinor - discountMinor;
  const perGuestMinor = input.guests > 0 ? Math.round(totalMinor / input.guests) : totalMinor;
  const percent = Math.min(Math.max(input.depositPercent, 0), 100);
  const depositMinor = Math.ceil((totalMinor * percent) / 100);
  return {
    itemsMinor,
    servicesMinor,
    deliveryMinor,
    discountMinor,
    totalMinor,
    perGuestMinor,
    depositMinor,
    balanceMinor: totalMinor - depositMinor,
  };
}

/** Whether a discount is more than the dishes and services it applies to (the API refuses it rather than capping silently). */
export function discountExceedsGoods(discount: QuoteDiscount, lines: readonly QuoteTotalsLine[]): boolean {
  const goodsMinor = lines.reduce((sum, line) => sum + lineMinor(line), 0);
  return rawDiscountMinor(discount, goodsMinor) > goodsMinor;
}

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'replaced'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'черновик',
  sent: 'отправлено',
  accepted: 'принято',
  declined: 'отклонено',
  expired: 'истёк срок',
  replaced: 'заменено новой версией',
};

/**
 * The status a reader sees: a sent proposal whose `valid_until` (a Minsk day, valid through its
 * end) is before `today` (the Minsk day of "now") reads as expired; nothing is stored for that.
 */
export function effectiveQuoteStatus(stored: QuoteStatus, validUntil: string, today: string): QuoteStatus {
  return stored === 'sent' && validUntil < today ? 'expired' : stored;
}

export function isQuoteStatus(value: string): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly string[]).includes(value);
}

/**
 * A quote line's unit price: the price staff typed, else (dishes) the chosen dish's catalogue
 * price, else 0. The API stores this and the back-office form totals with it, so what the form
 * shows is what is saved (a replaced dish takes its own catalogue price, never the old one's).
 */
export function quoteLineUnitMinor(typedMinor: number | null | undefined, catalogueMinor: number | null | undefined): number {
  if (typedMinor !== null && typedMinor !== undefined && Number.isFinite(typedMinor)) return Math.max(0, Math.round(typedMinor));
  return catalogueMinor !== null && catalogueMinor !== undefined && Number.isFinite(catalogueMinor) ? Math.round(catalogueMinor) : 0;
}

/** Short forms of the service units staff pick, so a quantity reads right whatever the number («4 ч», «24 ч»). */
const UNIT_SHORT: Record<string, string> = { час: 'ч', 'шт.': 'шт.', 'чел.': 'чел.', комплект: 'компл.', услуга: 'усл.' };

/** «4 ч», «40 компл.», «1 усл.»; a unit typed freely is kept as typed. */
export function serviceQuantityText(quantity: number, unit: string | null | undefined): string {
  const trimmed = (unit ?? '').trim();
  if (!trimmed) return String(quantity);
  return `${quantity} ${UNIT_SHORT[trimmed] ?? trimmed}`;
}
