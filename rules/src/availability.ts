/**
 * Kitchen capacity (issue 25) as pure functions: which days and delivery slots an order of a
 * given size may still take, why a day is not open, and the nearest day that is. The API
 * enforces these rules and the storefront's date picker runs the same code.
 *
 * Built on the shop's time rules (delivery-rules.ts): an order below the first lead-time tier
 * follows them as they are (24 hours, or the same day when ordered 09:00–12:00); an order that
 * reaches a tier needs that tier's notice instead, and never the same day.
 */
import { CLOSING_MINUTE, deliveryTimeProblem, OPENING_MINUTE, SLOT_MINUTES } from './delivery-rules';
import { formatDay, formatMinute, fromMinskTime, nextDay, toMinskTime } from './minsk-time';

const HOUR_MS = 60 * 60 * 1000;

export interface LeadTimeTier {
  /** An order feeding at least this many guests ... */
  min_guests: number;
  /** ... is placed at least this many hours before its delivery time. */
  hours: number;
}

export interface ClosedDate {
  /** 'YYYY-MM-DD' (Minsk day) */
  date: string;
  /** Shown to shoppers instead of «Выходной»; null for none. */
  reason: string | null;
}

export interface CapacitySettings {
  max_guests_per_day: number;
  max_orders_per_slot: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  closed_weekdays: number[];
  closed_dates: ClosedDate[];
  lead_time_tiers: LeadTimeTier[];
}

export const DEFAULT_CAPACITY: CapacitySettings = {
  max_guests_per_day: 300,
  max_orders_per_slot: 4,
  closed_weekdays: [],
  closed_dates: [],
  lead_time_tiers: [
    { min_guests: 50, hours: 48 },
    { min_guests: 150, hours: 72 },
  ],
};

/** What is already booked on one Minsk day: Σ load of its orders and the orders per slot ('HH:MM'). */
export interface DayBookings {
  guests: number;
  slots: Record<string, number>;
}

export const NO_BOOKINGS: DayBookings = { guests: 0, slots: {} };

/** A line of an order or a cart, as the load counts it. */
export interface LoadLine {
  categoryId: number | null;
  peopleNumbers: number;
  quantity: number;
}

/**
 * What an order's lines feed, by the guest plan's measure: Σ people_numbers × quantity per
 * category, the largest (a menu's salads, mains and desserts feed the same guests; ten cakes
 * feeding 35 each feed 350). Lines without a product (services) feed no one.
 */
export function linesFeed(lines: readonly LoadLine[]): number {
  const byCategory = new Map<number | null, number>();
  for (const line of lines) {
    byCategory.set(line.categoryId, (byCategory.get(line.categoryId) ?? 0) + Math.max(0, line.peopleNumbers) * line.quantity);
  }
  return Math.max(0, ...byCategory.values());
}

/**
 * The kitchen load of an order: max(the guests stated, what its lines feed), at least 1. A
 * customer who types 1 guest for ten two-tier cakes still loads the kitchen with 350.
 */
export function orderLoad(guests: number | null | undefined, lines: readonly LoadLine[]): number {
  const stated = guests !== null && guests !== undefined && guests > 0 ? guests : 0;
  return Math.max(1, stated, linesFeed(lines));
}

/** The tier an order of `guests` falls in (the largest one it reaches), or null below the first. */
export function leadTimeTier(settings: CapacitySettings, guests: number): LeadTimeTier | null {
  let found: LeadTimeTier | null = null;
  for (const tier of settings.lead_time_tiers) {
    if (guests >= tier.min_guests && (!found || tier.min_guests > found.min_guests)) found = tier;
  }
  return found;
}

/** '1 час', '3 часа', '48 часов', '72 часа' */
export function hoursText(hours: number): string {
  const lastTwo = hours % 100;
  const last = hours % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return `${hours} часов`;
  if (last === 1) return `${hours} час`;
  if (last >= 2 && last <= 4) return `${hours} часа`;
  return `${hours} часов`;
}

/** '1 гостя', '120 гостей' (genitive, after «для»). */
export function guestsText(guests: number): string {
  const lastTwo = guests % 100;
  return guests % 10 === 1 && lastTwo !== 11 ? `${guests} гостя` : `${guests} гостей`;
}

/** «Для 120 гостей нужно заказать за 48 часов», or null when no tier applies. */
export function leadTimeNotice(settings: CapacitySettings, guests: number): string | null {
  const tier = leadTimeTier(settings, guests);
  return tier ? `Для ${guestsText(guests)} нужно заказать за ${hoursText(tier.hours)}` : null;
}

/** 1 = Monday … 7 = Sunday of a 'YYYY-MM-DD' day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const CLOSED_REASON = 'Выходной';
export const FULL_REASON = 'Нет мест';

/** Why the kitchen does not work on `day` (the closed date's own reason, else «Выходной»), or null. */
export function closedReason(settings: CapacitySettings, day: string): string | null {
  const closed = settings.closed_dates.find((entry) => entry.date === day);
  if (closed) return closed.reason?.trim() || CLOSED_REASON;
  return settings.closed_weekdays.includes(isoWeekday(day)) ? CLOSED_REASON : null;
}

/** The 30-minute slot ('HH:MM') a delivery time falls in, and its Minsk day. */
export function slotOf(deliveryAt: Date): { day: string; time: string } {
  const { day, minute } = toMinskTime(deliveryAt);
  return { day, time: formatMinute(minute - (minute % SLOT_MINUTES)) };
}

/**
 * Whether the time itself suits an order of `guests` placed at `now`: the shop's rules below the
 * first tier; at or above it, within opening hours and at least max(24 h, the tier's hours) ahead.
 * `staff` (the back office) is bound only by the tier's notice.
 */
export function tooSoon(deliveryAt: Date, now: Date, guests: number, settings: CapacitySettings, staff = false): boolean {
  const tier = leadTimeTier(settings, guests);
  if (tier) {
    const aheadMs = deliveryAt.getTime() - now.getTime();
    const problem = staff ? null : deliveryTimeProblem(deliveryAt, now);
    if (problem === 'past' || problem === 'hours') return true;
    return aheadMs < (staff ? tier.hours : Math.max(tier.hours, 24)) * HOUR_MS;
  }
  return !staff && deliveryTimeProblem(deliveryAt, now) !== null;
}

/** The reason shown for a day that is too soon: the tier's notice, or the shop's 24 hours. */
export function tooSoonReason(settings: CapacitySettings, guests: number): string {
  const tier = leadTimeTier(settings, guests);
  return `Нужно заказать за ${hoursText(tier ? tier.hours : 24)}`;
}

export interface SlotAvailability {
  time: string;
  available: boolean;
}

export interface DayAvailability {
  date: string;
  open: boolean;
  /** Why the day is not open (Russian), null when it is. */
  reason: string | null;
  remaining_guests: number;
  slots: SlotAvailability[];
}

/** Every delivery slot of a day: 09:00, 09:30 … 21:00. */
export function slotTimes(): number[] {
  const minutes: number[] = [];
  for (let minute = OPENING_MINUTE; minute <= CLOSING_MINUTE; minute += SLOT_MINUTES) minutes.push(minute);
  return minutes;
}

/**
 * One day for an order of `guests` placed at `now`: not open when the kitchen is closed, the day
 * has fewer places than `guests`, or no slot is far enough ahead (or every such slot is full).
 */
export function dayAvailability(
  day: string,
  now: Date,
  guests: number,
  settings: CapacitySettings,
  booked: DayBookings = NO_BOOKINGS,
): DayAvailability {
  const remaining = Math.max(0, settings.max_guests_per_day - booked.guests);
  const closed = closedReason(settings, day);
  const full = guests > remaining;
  let timely = false;
  const slots = slotTimes().map((minute) => {
    const time = formatMinute(minute);
    const inTime = !tooSoon(fromMinskTime(day, minute), now, guests, settings);
    timely ||= inTime;
    const free = (booked.slots[time] ?? 0) < settings.max_orders_per_slot;
    return { time, available: closed === null && !full && inTime && free };
  });
  let reason: string | null = null;
  if (closed !== null) reason = closed;
  else if (full) reason = FULL_REASON;
  else if (!timely) reason = tooSoonReason(settings, guests);
  else if (!slots.some((slot) => slot.available)) reason = FULL_REASON;
  return { date: day, open: reason === null, reason, remaining_guests: remaining, slots };
}

/** `too_large`: the order alone is more than the kitchen's daily limit, no day can take it. */
export type BookingProblem = 'too_large' | 'closed' | 'full' | 'slot_full' | 'too_soon';

/**
 * Why a delivery time cannot take an order of `load` (`excluded` bookings already removed, e.g.
 * the order being rescheduled), or null when it can. `staff` skips the shop's own time rules
 * (the back office may set any time) but not the kitchen's limits or the tiers' notice.
 */
export function bookingProblem(
  deliveryAt: Date,
  now: Date,
  load: number,
  settings: CapacitySettings,
  booked: DayBookings,
  staff = false,
): BookingProblem | null {
  const { day, time } = slotOf(deliveryAt);
  if (load > settings.max_guests_per_day) return 'too_large';
  if (closedReason(settings, day) !== null) return 'closed';
  if (loadProblem(load, settings, booked)) return 'full';
  if ((booked.slots[time] ?? 0) >= settings.max_orders_per_slot) return 'slot_full';
  if (tooSoon(deliveryAt, now, load, settings, staff)) return 'too_soon';
  return null;
}

/**
 * The day's guest limit alone (an edit that keeps the time but raises the load: more guests, more
 * dishes, a reopened order): `too_large` when the order alone passes it, `full` when the day's
 * other bookings and this load do, else null.
 */
export function loadProblem(load: number, settings: CapacitySettings, booked: DayBookings): 'too_large' | 'full' | null {
  if (load > settings.max_guests_per_day) return 'too_large';
  return booked.guests + load > settings.max_guests_per_day ? 'full' : null;
}

/** The first day from `from` on (at most `limit` days) that is open for `guests`, or null. */
export function nearestOpenDay(
  from: string,
  now: Date,
  guests: number,
  settings: CapacitySettings,
  bookedOn: (day: string) => DayBookings,
  limit = 366,
): string | null {
  let day = from;
  for (let step = 0; step < limit; step += 1) {
    if (dayAvailability(day, now, guests, settings, bookedOn(day)).open) return day;
    day = nextDay(day);
  }
  return null;
}

/** «Заказ на 350 гостей больше дневного лимита кухни (300)»: no day can take it. */
export function orderTooLargeMessage(load: number, settings: CapacitySettings): string {
  return `Заказ на ${guestsText(load)} больше дневного лимита кухни (${settings.max_guests_per_day})`;
}

/**
 * The Russian 409 detail: what is wrong with the day and the nearest open one, e.g.
 * «На 27.12.2026 мест нет. Ближайший свободный день: 28.12.2026».
 */
export function bookingProblemMessage(
  problem: BookingProblem,
  deliveryAt: Date,
  settings: CapacitySettings,
  load: number,
  nearest: string | null,
): string {
  if (problem === 'too_large') return orderTooLargeMessage(load, settings);
  const { day, time } = slotOf(deliveryAt);
  const date = formatDay(day);
  const what: Record<Exclude<BookingProblem, 'too_large'>, string> = {
    closed: `${date} кухня не работает (${closedReason(settings, day) ?? CLOSED_REASON})`,
    full: `На ${date} мест нет`,
    slot_full: `На ${date} в ${time} мест нет`,
    too_soon: `На ${date} уже поздно: для ${guestsText(load)} ${tooSoonReason(settings, load).toLowerCase()}`,
  };
  const next = nearest ? `Ближайший свободный день: ${formatDay(nearest)}` : 'Свободных дней в ближайший год нет';
  return `${what[problem]}. ${next}`;
}
