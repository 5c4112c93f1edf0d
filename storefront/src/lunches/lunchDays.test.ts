import { describe, expect, it } from 'vitest';
import type { LunchContract, LunchDay } from '../api/lunches';
import {
  calendarRange,
  chosenSet,
  sentences,
  dayChanges,
  documentMonths,
  draftOf,
  lateHint,
  readOnlyReason,
  weeksOf,
  weekTitle,
} from './lunchDays';

const contract = { starts_on: '2026-03-15', ends_on: null, status: 'active', late_charge_percent: 100 } as unknown as LunchContract;
const day = (date: string, extra: Partial<LunchDay> = {}): LunchDay => ({
  date,
  headcount: 30,
  set: null,
  diet_note: null,
  skipped: false,
  editable: true,
  cutoff_at: `${date}T07:00:00Z`,
  order_id: null,
  state: 'open',
  reason: null,
  closed_reason: null,
  holiday: null,
  sets: [],
  amount: 0,
  late_charge: 0,
  ...extra,
});
const now = new Date('2026-12-07T06:00:00Z');

describe('lunch calendar rules', () => {
  it('spans two weeks of Minsk days from today and groups them by week', () => {
    // 22:30 UTC on Sunday is already Monday in Minsk.
    expect(calendarRange(new Date('2026-12-06T22:30:00Z'))).toEqual({ from: '2026-12-07', to: '2026-12-20' });
    const weeks = weeksOf([day('2026-12-14'), day('2026-12-08'), day('2026-12-07')]);
    expect(weeks.map((week) => [week.monday, week.days.map((row) => row.date)])).toEqual([
      ['2026-12-07', ['2026-12-07', '2026-12-08']],
      ['2026-12-14', ['2026-12-14']],
    ]);
    expect(weekTitle('2026-12-28')).toBe('Неделя 28.12 – 03.01');
  });

  it('sends only what changed, an emptied note as null', () => {
    const saved = day('2026-12-08', { set: 'А', diet_note: '2 вегетарианских' });
    expect(dayChanges(saved, draftOf(saved))).toEqual({});
    expect(dayChanges(saved, { ...draftOf(saved), headcount: 26 })).toEqual({ headcount: 26 });
    expect(dayChanges(saved, { ...draftOf(saved), set: 'Б', diet_note: '  ' })).toEqual({ set: 'Б', diet_note: null });
  });

  it('says why a day is closed: the API’s reason, else its cutoff passed or the contract is paused', () => {
    const past = day('2026-12-07', { editable: false, state: 'ordered', cutoff_at: '2026-12-06T07:00:00Z', order_id: 9 });
    expect(readOnlyReason({ ...past, reason: 'День 07.12.2026 уже закрыт' }, contract, now)).toBe('День 07.12.2026 уже закрыт');
    expect(readOnlyReason(past, contract, now)).toBe('Изменения принимались до 06.12.2026 в 10:00 — заказ № 9 передан на кухню.');
    const ahead = day('2026-12-10', { editable: false, state: 'locked', cutoff_at: '2026-12-09T07:00:00Z' });
    expect(readOnlyReason(ahead, { ...contract, status: 'paused' }, now)).toBe('Договор приостановлен: обеды не заказываются.');
    expect(lateHint(contract)).toBe('Изменить день теперь можно только по телефону, по условиям договора.');
    expect(lateHint({ ...contract, late_charge_percent: 0 })).toBeNull();
  });

  it('joins sentences with a full stop where the first has none', () => {
    expect(sentences('День закрыт', 'Звоните.')).toBe('День закрыт. Звоните.');
    expect(sentences('День закрыт.', null)).toBe('День закрыт.');
    expect(sentences('Договор завершён', null)).toBe('Договор завершён');
  });

  it('delivers the chosen set, else the first of the day', () => {
    const sets = [
      { name: 'А', dishes: [] },
      { name: 'Б', dishes: [] },
    ];
    expect(chosenSet(day('2026-12-08', { sets, set: 'Б' }))?.name).toBe('Б');
    expect(chosenSet(day('2026-12-08', { sets, set: null }))?.name).toBe('А');
    expect(chosenSet(day('2026-12-08'))).toBeUndefined();
  });

  it('offers the invoices and acts of past months since the start, six at most, up to the end month', () => {
    expect(documentMonths(contract, now)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06']);
    expect(documentMonths({ ...contract, starts_on: '2026-12-01' }, now)).toEqual([]);
    expect(documentMonths({ ...contract, starts_on: '2026-10-05', ends_on: '2026-10-30' }, now)).toEqual(['2026-10']);
    expect(documentMonths({ ...contract, starts_on: '2026-10-05', ends_on: '2027-03-31' }, now)).toEqual(['2026-11', '2026-10']);
  });
});
