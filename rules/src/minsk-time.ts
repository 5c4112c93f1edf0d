/**
 * Business time is Minsk: UTC+3 all year (no daylight saving since 2011). Every Minsk day, time
 * and offset of the API and both front ends comes from here, whatever zone the machine or the
 * browser is in.
 */
export const MINSK_OFFSET = '+03:00';
export const MINSK_OFFSET_HOURS = 3;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MINSK_OFFSET_MS = MINSK_OFFSET_HOURS * HOUR_MS;

/** A Minsk calendar day and minute of that day. */
export interface MinskTime {
  /** 'YYYY-MM-DD' */
  day: string;
  /** 0..1439 */
  minute: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant moved to Minsk wall-clock time, read with the getUTC… methods. */
const minskWallClock = (instant: Date): Date => new Date(instant.getTime() + MINSK_OFFSET_MS);

export function toMinskTime(instant: Date): MinskTime {
  const shifted = minskWallClock(instant);
  return {
    day: shifted.toISOString().slice(0, 10),
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant of a Minsk day ('YYYY-MM-DD') and minute of the day. */
export function fromMinskTime(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MINSK_OFFSET_MS + minute * MINUTE_MS);
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const check = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === day;
}

/** The instant a Minsk day ('YYYY-MM-DD') starts; null for a day that does not exist. */
export function minskDayStart(day: string): Date | null {
  return isCalendarDay(day) ? fromMinskTime(day, 0) : null;
}

/** 'YYYY-MM-DD' of the Minsk day `days` after the one at `now` (0: today in Minsk). */
export function minskDay(now: Date, days = 0): string {
  return new Date(now.getTime() + MINSK_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week in Minsk at `now`: Monday 0 … Sunday 6. */
export function minskWeekday(now: Date): number {
  return (minskWallClock(now).getUTCDay() + 6) % 7;
}

/** 'YYYY-MM-DD' moved by `days` calendar days (negative: back). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of the Minsk day after `day`. */
export function nextDay(day: string): string {
  return shiftDay(day, 1);
}

/** '14:30' */
export function formatMinute(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** ISO 8601 in Minsk time with its offset, e.g. '2026-12-05T15:30:00+03:00'. */
export function toMinskIso(instant: Date): string {
  return `${minskWallClock(instant).toISOString().slice(0, 19)}${MINSK_OFFSET}`;
}

/** A Minsk day and wall-clock time ('2026-12-05', '15:30') as the API's ISO 8601: '2026-12-05T15:30:00+03:00'. */
export function minskIsoAt(day: string, time: string): string {
  return `${day}T${time}:00${MINSK_OFFSET}`;
}

/** '2026-12-12' → '12.12.2026' */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * A day as a person types it, '05.12.2026' (also '5.12.2026', with '/' or '-' between, or the ISO
 * '2026-12-05') → '2026-12-05'; null for anything else or a day the calendar has not (31.02.2026).
 */
export function parseDay(text: string): string | null {
  const typed = text.trim();
  const russian = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(typed);
  const day = russian ? `${russian[3]}-${russian[2].padStart(2, '0')}-${russian[1].padStart(2, '0')}` : typed;
  return isCalendarDay(day) ? day : null;
}

/**
 * A day and a wall-clock time as a person types them, '05.12.2026 14:30' (the day as parseDay
 * reads it, then HH:MM) → '2026-12-05T14:30'; null for anything else.
 */
export function parseDayTime(text: string): string | null {
  const match = /^([^\s,T]+)[\sT,]+(\d{1,2}):(\d{2})$/.exec(text.trim());
  const day = match ? parseDay(match[1]) : null;
  if (!match || !day || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  return `${day}T${match[2].padStart(2, '0')}:${match[3]}`;
}

/** '05.12.2026 в 15:30' (Minsk time), as shoppers read it. */
export function formatMinskDateTime(instant: Date): string {
  const { day, minute } = toMinskTime(instant);
  return `${formatDay(day)} в ${formatMinute(minute)}`;
}

/** '05.12.2026 15:30' (Minsk time): the compact form of tables, logs and CSV cells; with `seconds` '05.12.2026 15:30:07'. */
export function formatMinskStamp(instant: Date, { seconds = false } = {}): string {
  const { day, minute } = toMinskTime(instant);
  const secondText = seconds ? `:${pad(minskWallClock(instant).getUTCSeconds())}` : '';
  return `${formatDay(day)} ${formatMinute(minute)}${secondText}`;
}

/** '05.12.2026' (the Minsk day of the instant). */
export function formatMinskDate(instant: Date): string {
  return formatDay(toMinskTime(instant).day);
}

/** '15:30' (Minsk time of the instant). */
export function formatMinskTime(instant: Date): string {
  return formatMinute(toMinskTime(instant).minute);
}

/** An API value (ISO text or Date) as an instant; null for nothing or text that is not a time. */
export function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}
