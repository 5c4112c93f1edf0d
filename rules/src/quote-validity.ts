import { toMinskTime } from './minsk-time';

/** How long a new proposal holds by default. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A new proposal's «Действует до» ('YYYY-MM-DD', a Minsk day): two weeks from `today`, but no
 * later than the day before the event (the caterer must know before shopping), and never before
 * today. Without an event time yet: two weeks.
 */
export function defaultQuoteValidUntil(today: string, eventAt: Date | null): string {
  const twoWeeks = addDays(today, DEFAULT_QUOTE_VALIDITY_DAYS);
  if (eventAt === null || Number.isNaN(eventAt.getTime())) return twoWeeks;
  const dayBefore = addDays(toMinskTime(eventAt).day, -1);
  const day = dayBefore < twoWeeks ? dayBefore : twoWeeks;
  return day < today ? today : day;
}
