import { isoWeekday } from './availability';
import { LUNCH_CONTRACT_STATUSES, LUNCH_STATUS_LABELS, weekdaysText, type LunchContractStatus } from './lunch-days';
import { formatDay, shiftDay } from './minsk-time';

/**
 * Office lunches (#46) on the screens: what the calendars, the menu of the week and the status
 * chips say beside the rules of lunch-days.ts (statuses, working days, cutoff, terms).
 */

export const isLunchContractStatus = (value: unknown): value is LunchContractStatus =>
  typeof value === 'string' && (LUNCH_CONTRACT_STATUSES as readonly string[]).includes(value);

/** The status in Russian; an unknown value as it is. */
export const lunchContractStatusLabel = (status: unknown): string =>
  isLunchContractStatus(status) ? LUNCH_STATUS_LABELS[status] : String(status ?? '');

/** ISO days of the week with their short names («пн» … «вс»), for the working days' checkboxes. */
export const WEEKDAY_CHOICES = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: weekdaysText([id]) }));

/** Full names (Monday first): the menu of the week's headings. */
export const WEEKDAY_FULL_NAMES = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;

/** Monday of the week of a calendar day 'YYYY-MM-DD' (a week's menu is keyed by it). */
export const mondayOf = (day: string): string => shiftDay(day, 1 - isoWeekday(day));

/** 'ср, 09.12' */
export function shortDayTitle(day: string): string {
  return `${weekdaysText([isoWeekday(day)])}, ${formatDay(day).slice(0, 5)}`;
}

/** «понедельник, 07.12.2026» */
export function fullDayTitle(day: string): string {
  return `${WEEKDAY_FULL_NAMES[isoWeekday(day) - 1]}, ${formatDay(day)}`;
}
