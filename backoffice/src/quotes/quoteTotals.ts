import {
  deliveryCostMinor,
  discountExceedsGoods,
  fromMinor,
  quoteTotals as sharedQuoteTotals,
  toMinor,
  type DeliveryMethod,
  type QuoteDiscount,
} from '@bulbash/rules';

/**
 * The editor's live totals: the form's values (BYN) through the shared rule the API, the PDF and
 * the customer's page use (rules/src/quote-totals.ts), so the editor shows what will be saved.
 */
export interface TotalsLine {
  kind: 'dish' | 'service';
  quantity: number;
  unit_price: number;
}

export interface TotalsInput {
  guests: number;
  lines: readonly TotalsLine[];
  delivery_method: DeliveryMethod;
  delivery_distance_km: number;
  discount_amount?: number | null;
  discount_percent?: number | null;
  deposit_percent: number;
}

export interface QuoteTotals {
  items_total: number;
  services_total: number;
  /** null: farther than the shop delivers. */
  delivery_cost: number | null;
  discount: number;
  total: number;
  per_guest: number;
  deposit: number;
  balance: number;
  /** The discount is more than the dishes and services (the API refuses it). */
  discount_too_big: boolean;
}

const discountOf = (input: TotalsInput): QuoteDiscount => {
  if (input.discount_percent) return { kind: 'percent', percent: input.discount_percent };
  if (input.discount_amount) return { kind: 'amount', amountMinor: toMinor(input.discount_amount) };
  return null;
};

export function quoteTotals(input: TotalsInput): QuoteTotals {
  const lines = input.lines.map((line) => ({ kind: line.kind, unitPriceMinor: toMinor(line.unit_price), quantity: line.quantity }));
  const delivery = deliveryCostMinor(input.delivery_method, input.delivery_distance_km);
  const discount = discountOf(input);
  const totals = sharedQuoteTotals({
    lines,
    deliveryCostMinor: delivery ?? 0,
    discount,
    guests: input.guests,
    depositPercent: input.deposit_percent,
  });
  return {
    items_total: fromMinor(totals.itemsMinor),
    services_total: fromMinor(totals.servicesMinor),
    delivery_cost: delivery === null ? null : fromMinor(totals.deliveryMinor),
    discount: fromMinor(totals.discountMinor),
    total: fromMinor(totals.totalMinor),
    per_guest: fromMinor(totals.perGuestMinor),
    deposit: fromMinor(totals.depositMinor),
    balance: fromMinor(totals.balanceMinor),
    discount_too_big: discountExceedsGoods(discount, lines),
  };
}
