import { minskDay, shiftDay } from '@bulbash/rules';
import type { LunchContractRecord, LunchDayRow } from './lunchApi';

/** How many days the manager's calendar shows from its first day. */
export const CALENDAR_SPAN = 7;

export const calendarRange = (from: string) => ({ from, to: shiftDay(from, CALENDAR_SPAN - 1) });

export const todayInMinsk = (now: Date = new Date()) => minskDay(now);

export interface ContractDays {
  contract: LunchContractRecord;
  /** The contract's days by date. */
  days: Map<string, LunchDayRow>;
}

/** The dates any contract delivers on, in order. */
export function calendarDates(rows: readonly ContractDays[]): string[] {
  return [...new Set(rows.flatMap((row) => [...row.days.keys()]))].sort();
}

/** People to cook for on a date: every contract's headcount that day, skipped days left out. */
export function headcountOn(rows: readonly ContractDays[], date: string): number {
  return rows.reduce((sum, row) => {
    const day = row.days.get(date);
    return day && !day.skipped ? sum + day.headcount : sum;
  }, 0);
}

/** What the cutoff job answered, in the manager's words. */
export function cutoffAnswerText(answer: unknown): string {
  const body = (answer ?? {}) as { message?: unknown; detail?: unknown; created?: unknown; orders?: unknown };
  const text = body.message ?? body.detail;
  if (typeof text === 'string' && text) return text;
  const created = typeof body.created === 'number' ? body.created : Array.isArray(body.orders) ? body.orders.length : null;
  return created === null ? 'Завтрашний день закрыт' : `Завтрашний день закрыт: заказов создано — ${created}`;
}
