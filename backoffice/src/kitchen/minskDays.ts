/** Minsk days for the kitchen's filters, computed from an injected "now" (@bulbash/rules). */
import { formatMinskStamp, minskDay, minskWeekday, toInstant } from '@bulbash/rules';

export { minskDay };

export interface DayRange {
  event_from: string;
  event_to: string;
}

export type QuickRange = 'today' | 'tomorrow' | 'week';

export const QUICK_RANGE_LABELS: Record<QuickRange, string> = {
  today: 'Сегодня',
  tomorrow: 'Завтра',
  week: 'Эта неделя',
};

/** The event days of a quick filter; 'Эта неделя' is Monday to Sunday of the current Minsk week. */
export function quickRange(range: QuickRange, now: Date): DayRange {
  if (range === 'today') return { event_from: minskDay(now), event_to: minskDay(now) };
  if (range === 'tomorrow') return { event_from: minskDay(now, 1), event_to: minskDay(now, 1) };
  const monday = -minskWeekday(now);
  return { event_from: minskDay(now, monday), event_to: minskDay(now, monday + 6) };
}

/** An instant as "ДД.ММ.ГГГГ ЧЧ:ММ" in Minsk time, whatever the browser's zone; '—' for none. */
export function minskDateTime(value: unknown): string {
  const instant = typeof value === 'string' ? toInstant(value) : null;
  return instant ? formatMinskStamp(instant) : '—';
}

/** Delivery as the kitchen says it. */
export function deliveryText(order: { delivery_method?: string; delivery_distance_km?: number }): string {
  if (order.delivery_method === 'pickup') return 'Самовывоз';
  return order.delivery_distance_km ? `За МКАД, ${order.delivery_distance_km} км` : 'В пределах МКАД';
}
