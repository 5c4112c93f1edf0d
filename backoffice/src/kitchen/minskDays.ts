/** Minsk days (UTC+3 all year) for the kitchen's filters, computed from an injected "now". */
const MINSK_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the Minsk day `days` after the one at `now`. */
export const minskDay = (now: Date, days = 0): string =>
  new Date(now.getTime() + MINSK_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** Day of the week in Minsk, Monday 0 … Sunday 6. */
const minskWeekday = (now: Date): number => (new Date(now.getTime() + MINSK_OFFSET_MS).getUTCDay() + 6) % 7;

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
  if (typeof value !== 'string' || value === '') return '—';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '—';
  const iso = new Date(time + MINSK_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** Delivery as the kitchen says it. */
export function deliveryText(order: { delivery_method?: string; delivery_distance_km?: number }): string {
  if (order.delivery_method === 'pickup') return 'Самовывоз';
  return order.delivery_distance_km ? `За МКАД, ${order.delivery_distance_km} км` : 'В пределах МКАД';
}
