import { minskDay, shiftDay } from '@bulbash/rules';
import type { LunchClosedDay, LunchContractRecord, LunchDayRow } from './lunchApi';

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
    return day && !day.skipped && day.state !== 'closed' && day.state !== 'refused' ? sum + day.headcount : sum;
  }, 0);
}

/** What the cutoff job answered, in the manager's words: the orders made now, the days the kitchen could not take. */
export function cutoffAnswerText(answer: { days?: LunchClosedDay[] } | undefined): string {
  const days = answer?.days ?? [];
  const now = days.filter((day) => day.closed_now);
  if (now.length === 0)
    return days.length ? 'Эти дни уже закрыты раньше: ничего не изменилось' : 'Закрывать нечего: завтра доставок по договорам нет';
  const ordered = now.filter((day) => day.outcome === 'ordered').length;
  const missed = now.filter((day) => day.outcome === 'closed' || day.outcome === 'refused');
  const notes = missed.map((day) => day.note).filter(Boolean);
  return [
    `Завтрашний день закрыт: заказов создано — ${ordered}`,
    ...(missed.length ? [`без заказа — ${missed.length}${notes.length ? ` (${notes.join('; ')})` : ''}`] : []),
  ].join(', ');
}
