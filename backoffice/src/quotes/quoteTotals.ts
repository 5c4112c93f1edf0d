import { deliveryCostMinor, fromMinor, toMinor, type DeliveryMethod } from '@bulbash/rules';

/**
 * The live totals of the quote editor. TEMPORARY: mirrors the contract of issue #28 until the
 * shared rules function (rules/src/quote-totals.ts, backend branch) lands; then this file only
 * adapts the form's values to it.
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
}

export interface QuoteTotals {
  items_total: number;
  services_total: number;
  delivery_cost: number;
  discount: number;
  total: number;
  per_guest: number;
}

const sumMinor = (lines: readonly TotalsLine[], kind: TotalsLine['kind']) =>
  lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + toMinor(line.unit_price) * line.quantity, 0);

export function quoteTotals(input: TotalsInput): QuoteTotals {
  const items = sumMinor(input.lines, 'dish');
  const services = sumMinor(input.lines, 'service');
  const delivery = deliveryCostMinor(input.delivery_method, input.delivery_distance_km) ?? 0;
  const before = items + services;
  const discountMinor = input.discount_percent
    ? Math.round((before * input.discount_percent) / 100)
    : Math.min(toMinor(input.discount_amount ?? 0), before);
  const total = before + delivery - discountMinor;
  return {
    items_total: fromMinor(items),
    services_total: fromMinor(services),
    delivery_cost: fromMinor(delivery),
    discount: fromMinor(discountMinor),
    total: fromMinor(total),
    per_guest: input.guests > 0 ? fromMinor(Math.round(total / input.guests)) : 0,
  };
}
