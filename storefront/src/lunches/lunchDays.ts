import { formatDay, formatMinskDateTime, minskDay, mondayOf, monthOf, previousMonth, shiftDay, toInstant } from '@bulbash/rules';
import type { LunchContract, LunchDay, LunchDayChange } from '../api/lunches';

/** The calendar's span: two weeks from today (Minsk days, inclusive). */
export const CALENDAR_DAYS = 14;
/** How many past months offer their invoice and act. */
export const DOCUMENT_MONTHS = 6;
/** The longest diet note the API keeps. */
export const DIET_NOTE_MAX = 300;

export function calendarRange(now: Date): { from: string; to: string } {
  return { from: minskDay(now), to: minskDay(now, CALENDAR_DAYS - 1) };
}

export interface CalendarWeek {
  monday: string;
  days: LunchDay[];
}

/** The days in date order, a group per week. */
export function weeksOf(days: readonly LunchDay[]): CalendarWeek[] {
  const weeks = new Map<string, LunchDay[]>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const monday = mondayOf(day.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), day]);
  }
  return [...weeks].map(([monday, list]) => ({ monday, days: list }));
}

/** «Неделя 07.12 – 13.12» */
export const weekTitle = (monday: string): string =>
  `Неделя ${formatDay(monday).slice(0, 5)} – ${formatDay(shiftDay(monday, 6)).slice(0, 5)}`;

/** «08.12.2026 в 10:00» of the day's cutoff; the text itself when it is not a time. */
const cutoffMoment = (day: LunchDay): string => {
  const instant = toInstant(day.cutoff_at);
  return instant ? formatMinskDateTime(instant) : day.cutoff_at;
};

/** What an open day says of its cutoff. */
export const editableUntilText = (day: LunchDay): string => `Изменить можно до ${cutoffMoment(day)}`;

/**
 * Why a day can no longer be changed: the API's reason (the cutoff, the order made, the kitchen
 * closed, the contract paused), else one said here from the day's cutoff.
 */
export function readOnlyReason(day: LunchDay, contract: LunchContract, now: Date): string {
  if (day.reason) return day.reason;
  const cutoff = toInstant(day.cutoff_at);
  if (cutoff && cutoff.getTime() > now.getTime()) {
    if (contract.status === 'paused') return 'Договор приостановлен: обеды не заказываются.';
    if (contract.status === 'ended') return 'Договор завершён.';
    return 'Этот день изменить нельзя.';
  }
  const order = day.order_id ? ` — заказ № ${day.order_id} передан на кухню` : '';
  return `Изменения принимались до ${cutoffMoment(day)}${order}.`;
}

/** What the contact can still do once a day is closed, where the contract charges late changes. */
export const lateHint = (contract: LunchContract): string | null =>
  contract.late_charge_percent > 0 ? 'Изменить день теперь можно только по телефону, по условиям договора.' : null;

/** Sentences joined: the first closed with a full stop when it has none. */
export const sentences = (...parts: Array<string | null>): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .map((part, index, all) => (index < all.length - 1 && !/[.!?]$/.test(part) ? `${part}.` : part))
    .join(' ');

/** The chip of a closed day. */
export const DAY_STATE_LABELS: Partial<Record<LunchDay['state'], { label: string; color: 'default' | 'success' | 'warning' }>> = {
  ordered: { label: 'Принят', color: 'success' },
  skipped: { label: 'Пропущен', color: 'default' },
  closed: { label: 'Кухня не работает', color: 'warning' },
  refused: { label: 'Не принят', color: 'warning' },
  locked: { label: 'Закрыт', color: 'default' },
};

/** The set the day delivers: the chosen one, else the first of the day's menu. */
export const chosenSet = (day: LunchDay) => day.sets.find((set) => set.name === day.set) ?? day.sets[0];

/** The form of one day as the contact edits it. */
export interface DayDraft {
  headcount: number;
  set: string | null;
  diet_note: string;
}

export const draftOf = (day: Pick<LunchDay, 'headcount' | 'set' | 'diet_note'>): DayDraft => ({
  headcount: day.headcount,
  set: day.set,
  diet_note: day.diet_note ?? '',
});

/** Only what the draft changes (the PATCH body); empty when nothing does. */
export function dayChanges(day: LunchDay, draft: DayDraft): LunchDayChange {
  const change: LunchDayChange = {};
  if (draft.headcount !== day.headcount) change.headcount = draft.headcount;
  if (draft.set !== day.set) change.set = draft.set;
  const note = draft.diet_note.trim();
  if (note !== (day.diet_note ?? '')) change.diet_note = note || null;
  return change;
}

/** The contract's terms (the API's words, as its letters and documents say them), then its period and PO number. */
export function contractTerms(contract: LunchContract): string[] {
  const period = contract.ends_on
    ? `с ${formatDay(contract.starts_on)} по ${formatDay(contract.ends_on)}`
    : `с ${formatDay(contract.starts_on)}, без срока окончания`;
  return [
    contract.terms,
    `Договор действует ${period}.${contract.po_number ? ` Номер заказа (PO) на документах: ${contract.po_number}.` : ''}`,
  ];
}

/** The past months whose invoice and act may be asked for, newest first (none before the contract started). */
export function documentMonths(contract: LunchContract, now: Date): string[] {
  const first = monthOf(contract.starts_on);
  const current = monthOf(minskDay(now));
  const last = contract.ends_on && monthOf(contract.ends_on) < current ? monthOf(contract.ends_on) : previousMonth(current);
  const months: string[] = [];
  for (let month = last; month >= first && months.length < DOCUMENT_MONTHS; month = previousMonth(month)) months.push(month);
  return months;
}
