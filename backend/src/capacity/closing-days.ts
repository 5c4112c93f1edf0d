import { CapacitySettings, closedReason, formatDay, nextDay } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { BookedOrder, BookingsSource } from './bookings';

/** How far ahead a newly closed weekday is checked for orders. */
const WEEKDAY_HORIZON_DAYS = 366;

/** An order on a day being closed, as the 409 lists it. */
export type OrderOnClosingDay = {
  id: number;
  date: string;
  time: string;
  guests: number;
};

/**
 * The days from `today` on that are open under `before` and closed under `after`: the dates
 * added to closed_dates, and (when closed_weekdays changed) the year's days of a newly closed weekday.
 */
export function newlyClosedDays(before: CapacitySettings, after: CapacitySettings, today: string): string[] {
  const candidates = new Set(after.closed_dates.map((entry) => entry.date).filter((day) => day >= today));
  if (after.closed_weekdays.some((weekday) => !before.closed_weekdays.includes(weekday))) {
    for (let day = today, step = 0; step < WEEKDAY_HORIZON_DAYS; step += 1, day = nextDay(day)) candidates.add(day);
  }
  return [...candidates].filter((day) => closedReason(before, day) === null && closedReason(after, day) !== null).sort();
}

/** The orders (not canceled) booked on those days, by time, read with the caller's transaction. */
export async function ordersOnDays(source: BookingsSource, manager: EntityManager, days: readonly string[]): Promise<OrderOnClosingDay[]> {
  if (days.length === 0) return [];
  const wanted = new Set(days);
  const booked: BookedOrder[] = await source.readBookings(manager, days[0], days[days.length - 1], { lock: true });
  return booked
    .filter((order) => wanted.has(order.day))
    .sort((a, b) => a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.orderId - b.orderId)
    .map((order) => ({ id: order.orderId, date: order.day, time: order.time, guests: order.load }));
}

/** «На закрываемые дни есть заказы: 05.12.2026 — №12 в 15:00 (40 гостей), …» */
export function closingDaysMessage(orders: readonly OrderOnClosingDay[]): string {
  const byDay = new Map<string, OrderOnClosingDay[]>();
  for (const order of orders) byDay.set(order.date, [...(byDay.get(order.date) ?? []), order]);
  const days = [...byDay].map(
    ([day, list]) => `${formatDay(day)} — ${list.map((order) => `№${order.id} в ${order.time} (гостей: ${order.guests})`).join(', ')}`,
  );
  return `На закрываемые дни есть заказы: ${days.join('; ')}. Перенесите или отмените их, или подтвердите закрытие`;
}
