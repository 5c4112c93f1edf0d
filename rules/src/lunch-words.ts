import { isoWeekday } from './availability';
import { formatDay, shiftDay } from './minsk-time';

/**
 * Office lunches (#46) in words: a contract's status, its working days, its change cutoff and its
 * late terms as the company's contact, the manager and the documents read them.
 */
export const LUNCH_CONTRACT_STATUSES = ['active', 'paused', 'ended'] as const;
export type LunchContractStatus = (typeof LUNCH_CONTRACT_STATUSES)[number];

export const LUNCH_CONTRACT_STATUS_LABELS: Record<LunchContractStatus, string> = {
  active: 'действует',
  paused: 'приостановлен',
  ended: 'завершён',
};

export const isLunchContractStatus = (value: unknown): value is LunchContractStatus =>
  typeof value === 'string' && (LUNCH_CONTRACT_STATUSES as readonly string[]).includes(value);

/** The status in Russian; an unknown value as it is. */
export const lunchContractStatusLabel = (status: unknown): string =>
  isLunchContractStatus(status) ? LUNCH_CONTRACT_STATUS_LABELS[status] : String(status ?? '');

/** ISO days of the week: Monday 1 … Sunday 7. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_SHORT_NAMES = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;
export const WEEKDAY_FULL_NAMES = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;

/** A contract's working days by default: Monday to Friday. */
export const DEFAULT_LUNCH_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
/** The change cutoff by default: 10:00 Minsk time the day before. */
export const DEFAULT_LUNCH_CUTOFF_TIME = '10:00';
/** A change or cancellation after the cutoff is charged in full by default. */
export const DEFAULT_LATE_CHARGE_PERCENT = 100;

/** Monday of the week of a calendar day 'YYYY-MM-DD' (a week's menu is keyed by it). */
export const mondayOf = (day: string): string => shiftDay(day, 1 - isoWeekday(day));

/** 'ср, 09.12' */
export function shortDayTitle(day: string): string {
  return `${WEEKDAY_SHORT_NAMES[isoWeekday(day) - 1]}, ${formatDay(day).slice(0, 5)}`;
}

/**
 * Working days as a contract states them: runs of three or more days joined by a dash
 * ([1,2,3,4,5] → «пн–пт», [1,3,5] → «пн, ср, пт», [1,2,3,5] → «пн–ср, пт»), every day «ежедневно».
 */
export function weekdaysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((day) => Number.isInteger(day) && day >= 1 && day <= 7).sort((a, b) => a - b);
  if (days.length === 7) return 'ежедневно';
  const parts: string[] = [];
  for (let start = 0; start < days.length;) {
    let end = start;
    while (end + 1 < days.length && days[end + 1] === days[end] + 1) end += 1;
    const name = (index: number) => WEEKDAY_SHORT_NAMES[days[index] - 1];
    if (end - start >= 2) parts.push(`${name(start)}–${name(end)}`);
    else for (let index = start; index <= end; index += 1) parts.push(name(index));
    start = end + 1;
  }
  return parts.join(', ');
}

/** «до 10:00 накануне» */
export const lunchCutoffText = (cutoffTime: string): string => `до ${cutoffTime} накануне`;

/** What a change or cancellation after the cutoff costs, in one sentence. */
export function lateChargeText(percent: number): string {
  if (percent <= 0) return 'Изменения после этого срока не оплачиваются.';
  if (percent >= 100) return 'Отмена или уменьшение числа порций после этого срока оплачиваются полностью.';
  return `Отмена или уменьшение числа порций после этого срока оплачиваются в размере ${percent} % стоимости.`;
}

const MONTH_NAMES = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

/** '2026-11' → «ноябрь 2026» */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1];
  return name ? `${name} ${year}` : month;
}

/** 'YYYY-MM' moved by whole months (negative: back). */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
