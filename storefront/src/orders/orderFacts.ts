import type { OrderShort } from '../api/types';
import { formatPrice } from '../shared/format';
import { cancellationFeeUnderTerms, fromMinor, toMinor } from '@bulbash/rules';
import { formatMinskDateTime } from './catering';

/** '25.11.2026 в 15:30' (Minsk time), or the phone agreement of orders placed without a time. */
export function eventText(order: Pick<OrderShort, 'delivery_at'>): string {
  return order.delivery_at ? formatMinskDateTime(new Date(order.delivery_at)) : 'время согласуем по телефону';
}

export function deliveryText(order: Pick<OrderShort, 'delivery_method' | 'delivery_distance_km' | 'delivery_cost'>): string {
  if (order.delivery_method === 'pickup') return 'самовывоз';
  if (order.delivery_distance_km === 0) return 'доставка в пределах МКАД — бесплатно';
  return `доставка за МКАД, ${order.delivery_distance_km} км — ${formatPrice(order.delivery_cost)}`;
}

/** The customer may cancel while the kitchen has not finished. */
export const isCancellable = (order: Pick<OrderShort, 'status'>) => order.status === 'pending' || order.status === 'processing';

/** What cancelling now would cost, BYN (the server decides; this is what the shopper is told first). */
export function feeIfCancelledNow(
  order: Pick<OrderShort, 'total_cost' | 'delivery_at' | 'free_cancel_until'> &
    Partial<Pick<OrderShort, 'cancellation_terms' | 'deposit_percent' | 'paid_amount'>>,
  now: Date = new Date(),
): number {
  const freeUntil = order.free_cancel_until ? new Date(order.free_cancel_until) : null;
  // The order's own terms (an accepted quote keeps a paid deposit): the rule the API applies.
  return fromMinor(
    cancellationFeeUnderTerms({
      terms: order.cancellation_terms ?? 'standard',
      totalMinor: toMinor(order.total_cost),
      depositPercent: order.deposit_percent ?? null,
      paidMinor: toMinor(order.paid_amount ?? 0),
      deliveryAt: order.delivery_at ? new Date(order.delivery_at) : null,
      now,
      freeUntil,
    }),
  );
}

/** '09:45' when the order is still in its free-cancellation grace period at `now`, else null. */
export function graceEndsAt(order: Pick<OrderShort, 'free_cancel_until'>, now: Date = new Date()): string | null {
  if (!order.free_cancel_until) return null;
  const until = new Date(order.free_cancel_until);
  return now.getTime() <= until.getTime() ? formatMinskDateTime(until).slice(-5) : null;
}

/** What happens to money already paid when the order is cancelled with this fee, or null when nothing was paid. */
export function moneyAfterCancelling(paid: number, fee: number): string | null {
  if (paid <= 0) return null;
  const kept = Math.min(paid, fee);
  const refund = fromMinor(toMinor(paid) - toMinor(kept));
  return `Вы уже оплатили ${formatPrice(paid)}: удерживается ${formatPrice(kept)}, к возврату ${formatPrice(refund)}.`;
}
