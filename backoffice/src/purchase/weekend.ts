import { minskDay } from '../kitchen/minskDays';

/** Day of the week of a 'YYYY-MM-DD', Monday 0 … Sunday 6. */
const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The coming Saturday in Minsk: today when it is Saturday, else the next one. */
export function comingSaturday(now: Date): string {
  const today = minskDay(now);
  return minskDay(now, (5 - weekdayOf(today) + 7) % 7);
}

/** The coming weekend, Saturday and Sunday (from today when it is Sunday: only Sunday). */
export function comingWeekend(now: Date): { from: string; to: string } {
  const today = minskDay(now);
  if (weekdayOf(today) === 6) return { from: today, to: today };
  const saturday = comingSaturday(now);
  return { from: saturday, to: minskDay(new Date(`${saturday}T12:00:00Z`), 1) };
}

/** '2026-11-28' → «28.11». */
export const shortDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
