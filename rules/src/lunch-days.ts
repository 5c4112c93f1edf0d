/**
 * Office lunches (issue 46): a company's standing order every working day of its contract. Which
 * days a contract delivers on, when each day's changes close (the cutoff, Minsk time) and when
 * its lunch arrives. The API decides with these rules and the storefront's calendar shows them.
 */
import { isoWeekday } from './availability';
import { formatDay, fromMinskTime, shiftDay } from './minsk-time';
import { workingDayOnOrAfter } from './payment-due';

export const LUNCH_CONTRACT_STATUSES = ['active', 'paused', 'ended'] as const;
export type LunchContractStatus = (typeof LUNCH_CONTRACT_STATUSES)[number];

export const LUNCH_STATUS_LABELS: Record<LunchContractStatus, string> = {
  active: 'действует',
  paused: 'приостановлен',
  ended: 'завершён',
};

/** Monday to Friday (ISO weekdays). */
export const DEFAULT_LUNCH_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
/** Changes of a day close at 10:00 the day before. */
export const DEFAULT_LUNCH_CUTOFF = '10:00';
/** A change or cancellation after the cutoff is charged in full. */
export const DEFAULT_LATE_CHARGE_PERCENT = 100;
/** The most people one contract's day may feed. */
export const MAX_LUNCH_HEADCOUNT = 1000;

const WEEKDAY_SHORT = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

/** 'HH:MM' (00:00–23:59) → minute of the day; null for anything else. */
export function clockMinute(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** What the calendar rules need of a contract. */
export interface LunchSchedule {
  /** ISO weekdays 1–7. */
  weekdays: readonly number[];
  /** 'YYYY-MM-DD', the first day lunches are delivered. */
  startsOn: string;
  /** 'YYYY-MM-DD', the last day; null: open-ended. */
  endsOn: string | null;
}

/** Whether the contract delivers on a Minsk day (its weekday, within its dates). */
export function isLunchDay(schedule: LunchSchedule, day: string): boolean {
  if (day < schedule.startsOn || (schedule.endsOn !== null && day > schedule.endsOn)) return false;
  return schedule.weekdays.includes(isoWeekday(day));
}

/** The contract's days from..to (inclusive), in order. */
export function lunchDaysBetween(schedule: LunchSchedule, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) if (isLunchDay(schedule, day)) days.push(day);
  return days;
}

/** The first day of the contract after `day` (within a year); null when none is left. */
export function nextLunchDay(schedule: LunchSchedule, day: string): string | null {
  for (let next = shiftDay(day, 1), step = 0; step < 366; step += 1, next = shiftDay(next, 1)) {
    if (schedule.endsOn !== null && next > schedule.endsOn) return null;
    if (isLunchDay(schedule, next)) return next;
  }
  return null;
}

/** The instant a day's changes close: the cutoff time ('10:00') of the calendar day before, Minsk time. */
export function lunchCutoffAt(day: string, cutoffTime: string): Date {
  const minute = clockMinute(cutoffTime);
  if (minute === null) throw new Error(`Not a time of day: ${cutoffTime}`);
  return fromMinskTime(shiftDay(day, -1), minute);
}

/** The instant the day's lunch is delivered ('12:30' Minsk). */
export function lunchDeliveryAt(day: string, deliveryTime: string): Date {
  const minute = clockMinute(deliveryTime);
  if (minute === null) throw new Error(`Not a time of day: ${deliveryTime}`);
  return fromMinskTime(day, minute);
}

/** Whether the contact may still change the day at `now` (strictly before its cutoff). */
export function lunchDayOpen(day: string, cutoffTime: string, now: Date): boolean {
  return now.getTime() < lunchCutoffAt(day, cutoffTime).getTime();
}

/** «Изменения на 04.11.2026 принимались до 10:00 03.11.2026»: the refusal after the cutoff. */
export function lunchCutoffPassedText(day: string, cutoffTime: string): string {
  return `Изменения на ${formatDay(day)} принимались до ${cutoffTime} ${formatDay(shiftDay(day, -1))}`;
}

/** «пн, вт, ср, чт, пт» */
export function weekdaysText(weekdays: readonly number[]): string {
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((weekday) => WEEKDAY_SHORT[weekday] ?? String(weekday))
    .join(', ');
}

/** 'YYYY-MM' that names a month. */
export function isCalendarMonth(month: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The first and last day of a month 'YYYY-MM'. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, last: shiftDay(`${next}-01`, -1) };
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  return monthOf(shiftDay(`${month}-01`, -1));
}

/** The month's first working day: Monday to Friday and not a public holiday (public-holidays.ts). */
export function firstWorkingDayOfMonth(month: string): string {
  return workingDayOnOrAfter(`${month}-01`);
}

const MONTH_NAMES = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

/** '2026-11' → «ноябрь 2026» */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}
