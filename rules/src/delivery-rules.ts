/**
 * The shop's delivery and cancellation terms (spec section 9) as pure functions of "now".
 * The API enforces them and the storefront imports this very file to offer only allowed
 * times, so the two can never disagree. No framework or Node imports here.
 *
 * Business time is Minsk (./minsk-time).
 */
import {
  DAY_MS,
  HOUR_MS,
  MINSK_OFFSET,
  MINUTE_MS,
  formatMinskDateTime,
  formatMinute,
  fromMinskTime,
  nextDay,
  toMinskTime,
} from './minsk-time';

/** Deliveries happen 09:00–21:00 Minsk time, both ends included. */
export const OPENING_MINUTE = 9 * 60;
export const CLOSING_MINUTE = 21 * 60;
/** An order is placed at least this long before its delivery time ... */
export const MIN_LEAD_HOURS = 24;
/** ... except an order placed from 09:00 (included) until 12:00 (excluded) ... */
export const SAME_DAY_ORDER_FROM_MINUTE = 9 * 60;
export const SAME_DAY_ORDER_UNTIL_MINUTE = 12 * 60;
/** ... which may name the same day, up to 20:00 and at least 3 hours ahead. */
export const SAME_DAY_LATEST_MINUTE = 20 * 60;
export const SAME_DAY_LEAD_HOURS = 3;
/** An event may be booked at most this many days ahead (staff included). */
export const MAX_ADVANCE_DAYS = 365;
/** The storefront offers times every 30 minutes. */
export const SLOT_MINUTES = 30;

/** Beyond the ring road (MKAD): whole km, 1 BYN each, at most 25; farther is agreed by phone. */
export const MAX_DELIVERY_KM = 25;
export const PRICE_PER_KM_MINOR = 100;
/** Cancelling less than 24 hours before the delivery time costs 50 % of the total. */
export const FREE_CANCELLATION_HOURS = 24;
/**
 * ... and a change of mind within this many minutes of placing the order is free whatever the
 * event time: the default of the payment settings' `free_cancel_minutes` (0 turns the grace off).
 */
export const DEFAULT_FREE_CANCEL_MINUTES = 15;
export const CANCELLATION_FEE_PERCENT = 50;

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The rules in one sentence, shown beside the time picker and in the letters. */
export const DELIVERY_TIME_RULE =
  'Доставляем с 09:00 до 21:00, заказ — не позднее чем за 24 часа; заказ, оформленный с 09:00 до 12:00, можно получить в тот же день до 20:00, но не раньше чем через 3 часа.';

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads an ISO 8601 date and time; one without an offset is Minsk time. null when it is not
 * one or names a day or time that does not exist (2026-02-30, 24:10).
 */
export function parseDeliveryAt(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [, year, month, date, hours, minutes, seconds = '00', offset = MINSK_OFFSET] = match;
  const day = `${year}-${month}-${date}`;
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const offsetMatch = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (offset !== 'Z' && (!offsetMatch || Number(offsetMatch[2]) > 14 || Number(offsetMatch[3]) > 59)) return null;
  const instant = new Date(`${value.slice(0, 16)}:${seconds}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export type DeliveryTimeProblem =
  /** Not after the moment of ordering. */
  | 'past'
  /** More than 365 days ahead. */
  | 'too_far'
  /** Before 09:00 or after 21:00. */
  | 'hours'
  /** Today, but the order is placed outside 09:00–12:00. */
  | 'same_day_closed'
  /** Today after 20:00. */
  | 'same_day_late'
  /** Today, less than 3 hours ahead. */
  | 'same_day_lead'
  /** Another day, less than 24 hours ahead. */
  | 'lead';

/** Whether an event time lies within the next 365 days: the bound for everyone, staff included. */
export function deliveryWindowProblem(deliveryAt: Date, now: Date): 'past' | 'too_far' | null {
  if (deliveryAt.getTime() <= now.getTime()) return 'past';
  if (deliveryAt.getTime() - now.getTime() > MAX_ADVANCE_DAYS * DAY_MS) return 'too_far';
  return null;
}

/** Which rule a delivery time breaks for an order placed at `now`, or null when it is allowed. */
export function deliveryTimeProblem(deliveryAt: Date, now: Date): DeliveryTimeProblem | null {
  const window = deliveryWindowProblem(deliveryAt, now);
  if (window) return window;
  const when = toMinskTime(deliveryAt);
  const exactMinute = deliveryAt.getTime() % MINUTE_MS === 0;
  if (when.minute < OPENING_MINUTE || when.minute > CLOSING_MINUTE || (when.minute === CLOSING_MINUTE && !exactMinute)) return 'hours';
  const placed = toMinskTime(now);
  if (when.day === placed.day) {
    if (placed.minute < SAME_DAY_ORDER_FROM_MINUTE || placed.minute >= SAME_DAY_ORDER_UNTIL_MINUTE) return 'same_day_closed';
    if (when.minute > SAME_DAY_LATEST_MINUTE || (when.minute === SAME_DAY_LATEST_MINUTE && !exactMinute)) return 'same_day_late';
    if (deliveryAt.getTime() - now.getTime() < SAME_DAY_LEAD_HOURS * HOUR_MS) return 'same_day_lead';
    return null;
  }
  if (deliveryAt.getTime() - now.getTime() < MIN_LEAD_HOURS * HOUR_MS) return 'lead';
  return null;
}

/** The allowed delivery slots (every 30 minutes, 09:00–21:00) of a Minsk day for an order placed at `now`. */
export function deliverySlots(day: string, now: Date): string[] {
  const slots: string[] = [];
  for (let minute = OPENING_MINUTE; minute <= CLOSING_MINUTE; minute += SLOT_MINUTES) {
    if (deliveryTimeProblem(fromMinskTime(day, minute), now) === null) slots.push(formatMinute(minute));
  }
  return slots;
}

/** The earliest slot an order placed at `now` may name. */
export function earliestDeliveryAt(now: Date): Date {
  let day = toMinskTime(now).day;
  // The 24-hour rule always leaves a slot within the next three days.
  for (let step = 0; step < 4; step += 1) {
    const [first] = deliverySlots(day, now);
    if (first) {
      const [hours, minutes] = first.split(':').map(Number);
      return fromMinskTime(day, hours * 60 + minutes);
    }
    day = nextDay(day);
  }
  throw new Error('No delivery slot within four days');
}

const PROBLEM_TEXT: Record<DeliveryTimeProblem, string> = {
  past: 'эти дата и время уже прошли',
  too_far: 'заказ принимается не более чем на 365 дней вперёд',
  hours: 'доставляем только с 09:00 до 21:00',
  same_day_closed: 'заказ на сегодня принимается только с 09:00 до 12:00',
  same_day_late: 'заказ на сегодня доставляем не позднее 20:00',
  same_day_lead: 'заказ на сегодня — не раньше чем через 3 часа после оформления',
  lead: 'заказ оформляется не позднее чем за 24 часа',
};

/** The Russian 400 detail: which rule, and the earliest time that is possible. */
export function deliveryTimeMessage(problem: DeliveryTimeProblem, now: Date): string {
  return `delivery_at: ${PROBLEM_TEXT[problem]}. Ближайшее возможное время — ${formatMinskDateTime(earliestDeliveryAt(now))}`;
}

/** Delivery cost in kopecks; null when the distance is beyond what the shop delivers to. */
export function deliveryCostMinor(method: DeliveryMethod, distanceKm: number): number | null {
  if (method === 'pickup') return 0;
  if (distanceKm > MAX_DELIVERY_KM) return null;
  return distanceKm * PRICE_PER_KM_MINOR;
}

/**
 * Until when a cancellation is free whatever the event time: `minutes` after placing the order
 * (the payment settings' free_cancel_minutes); null when the grace is off (0 minutes).
 */
export function freeCancelUntil(placedAt: Date, minutes: number): Date | null {
  return minutes > 0 ? new Date(placedAt.getTime() + minutes * MINUTE_MS) : null;
}

/**
 * The fee in kopecks for cancelling at `now`: free within the grace period after placing
 * (`freeUntil`), free 24 hours or more ahead (or with no time agreed yet), else half the total.
 */
export function cancellationFeeMinor(totalMinor: number, deliveryAt: Date | null, now: Date, freeUntil: Date | null = null): number {
  if (freeUntil !== null && now.getTime() <= freeUntil.getTime()) return 0;
  if (deliveryAt === null || deliveryAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * HOUR_MS) return 0;
  return Math.round((totalMinor * CANCELLATION_FEE_PERCENT) / 100);
}

/** 'с 09:00 до 21:00' — the hours orders are taken and delivered, from the rules above (one source for every page). */
export const SHOP_HOURS_TEXT = `с ${formatMinute(OPENING_MINUTE)} до ${formatMinute(CLOSING_MINUTE)}`;

/** 'с 09:00 до 12:00 … до 20:00' — the same-day window, from the rules above. */
export const SAME_DAY_TEXT = `Заказы «день в день» принимаются с ${formatMinute(SAME_DAY_ORDER_FROM_MINUTE)} до ${formatMinute(SAME_DAY_ORDER_UNTIL_MINUTE)} и доставляются до ${formatMinute(SAME_DAY_LATEST_MINUTE)}.`;
