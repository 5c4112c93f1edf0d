import { fromMinor, minskIsoAt, toMinor } from '@bulbash/rules';
import type { CartItem, DeliveryMethod, NewOrder } from '../api/types';
import { deliveryCostMinor, normalisePhone } from '../orders/catering';
import type { CheckoutData } from './CheckoutForm';
import { parseDistance, type CheckoutValues } from './checkoutValidation';
import { readGuests } from './guestCount';
import { parseVegetarians } from './DietFields';

/** Delivery cost in BYN for the form's choice; null when the distance is not one the shop delivers to. */
export function deliveryCostOf(values: Pick<CheckoutValues, 'delivery_method' | 'delivery_distance_km'>): number | null {
  const method = values.delivery_method as DeliveryMethod;
  const km = method === 'pickup' ? 0 : parseDistance(values.delivery_distance_km);
  if (km === null) return null;
  const minor = deliveryCostMinor(method, km);
  return minor === null ? null : fromMinor(minor);
}

/** The event time the form names, as the order sends it (Minsk); null until a day and a time are chosen. */
export function eventAtOf(values: Pick<CheckoutValues, 'delivery_date' | 'delivery_time'>): Date | null {
  if (!values.delivery_date || !values.delivery_time) return null;
  const instant = new Date(eventAtText(values));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const eventAtText = (values: Pick<CheckoutValues, 'delivery_date' | 'delivery_time'>) =>
  minskIsoAt(values.delivery_date, values.delivery_time);

/** Items at the given prices, in kopecks, summed exactly. */
export function itemsTotalMinor(items: Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + toMinor(item.price) * item.quantity, 0);
}

/** The create-order payload for the fresh server cart: prices as the server has them now, total = items + delivery. */
export function buildOrder(data: CheckoutData, items: CartItem[]): NewOrder {
  const pickup = data.delivery_method === 'pickup';
  const delivery = deliveryCostOf(data) ?? 0;
  return {
    first_name: data.first_name.trim(),
    last_name: data.last_name.trim(),
    surname: data.surname.trim(),
    contact_phone: normalisePhone(data.contact_phone) ?? data.contact_phone.trim(),
    contact_email: data.contact_email.trim() || null,
    delivery_address: pickup ? null : data.delivery_address.trim() || null,
    payment_method: data.payment_method,
    ...(data.company
      ? {
          payer_type: 'company' as const,
          company_name: data.company.company_name.trim(),
          company_unp: data.company.company_unp.trim(),
          company_address: data.company.company_address.trim(),
          company_account: data.company.company_account.trim(),
          company_bic: data.company.company_bic.trim(),
        }
      : { payer_type: 'person' as const }),
    delivery_at: eventAtText(data),
    delivery_method: pickup ? 'pickup' : 'delivery',
    delivery_distance_km: pickup ? 0 : (parseDistance(data.delivery_distance_km) ?? 0),
    comment: data.comment.trim() || null,
    guests: readGuests(),
    exclude_allergens: data.diet?.exclude_allergens ?? [],
    vegetarian_guests: parseVegetarians(data.diet?.vegetarian_guests ?? '') ?? 0,
    dietary_note: data.diet?.dietary_note.trim() || null,
    product_list: items.map((item) => ({
      cart_id: item.id,
      product_id: item.product_id,
      quantity: item.quantity,
      product_cost: item.price,
    })),
    total_cost: fromMinor(itemsTotalMinor(items) + toMinor(delivery)),
  };
}

export interface PriceChange {
  name: string;
  before: number;
  after: number;
}

/** Lines whose unit price differs between what the shopper saw and the server's cart now. */
export function priceChanges(seen: Pick<CartItem, 'id' | 'price'>[], fresh: CartItem[]): PriceChange[] {
  const before = new Map(seen.map((item) => [item.id, item.price]));
  return fresh.flatMap((item) => {
    const old = before.get(item.id);
    return old !== undefined && toMinor(old) !== toMinor(item.price) ? [{ name: item.name, before: old, after: item.price }] : [];
  });
}
