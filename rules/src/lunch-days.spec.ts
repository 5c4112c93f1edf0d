import fc from 'fast-check';
import { isoWeekday } from './availability';
import {
  clockMinute,
  firstWorkingDayOfMonth,
  formatMonth,
  isLunchDay,
  lunchCutoffAt,
  lunchCutoffPassedText,
  lunchDayOpen,
  lunchDaysBetween,
  lunchDeliveryAt,
  monthBounds,
  nextLunchDay,
  previousMonth,
  weekdaysText,
} from './lunch-days';
import { shiftDay, toMinskIso, toMinskTime } from './minsk-time';
import { publicHoliday } from './public-holidays';

const SEED = { seed: 46, numRuns: 300 };

/** A Minsk day between 2025 and 2030. */
const dayArb = fc.integer({ min: 0, max: 365 * 5 }).map((offset) => shiftDay('2025-01-01', offset));
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const weekdaysArb = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });

describe('the cutoff of a lunch day (Minsk time)', () => {
  it('is 10:00 Minsk the calendar day before, whatever the machine zone', () => {
    expect(toMinskIso(lunchCutoffAt('2026-11-04', '10:00'))).toBe('2026-11-03T10:00:00+03:00');
    expect(lunchCutoffAt('2026-11-04', '10:00').toISOString()).toBe('2026-11-03T07:00:00.000Z');
    // Monday's changes close on Sunday.
    expect(toMinskIso(lunchCutoffAt('2026-11-02', '10:00'))).toBe('2026-11-01T10:00:00+03:00');
    expect(toMinskIso(lunchDeliveryAt('2026-11-04', '12:30'))).toBe('2026-11-04T12:30:00+03:00');
  });

  it('is always on the day before at the cutoff time, before the delivery, and open strictly before it', () => {
    fc.assert(
      fc.property(dayArb, timeArb, timeArb, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (day, cutoff, delivery, offset) => {
        const at = lunchCutoffAt(day, cutoff);
        const minsk = toMinskTime(at);
        expect(minsk.day).toBe(shiftDay(day, -1));
        expect(minsk.minute).toBe(clockMinute(cutoff));
        expect(at.getTime()).toBeLessThan(lunchDeliveryAt(day, delivery).getTime());
        const now = new Date(at.getTime() + offset);
        expect(lunchDayOpen(day, cutoff, now)).toBe(offset < 0);
      }),
      SEED,
    );
  });

  it('reads only real clock times', () => {
    expect(clockMinute('00:00')).toBe(0);
    expect(clockMinute('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:30', '12:60', '12-30', '', '12:30:00']) expect(clockMinute(bad)).toBeNull();
    expect(() => lunchCutoffAt('2026-11-04', '25:00')).toThrow();
  });

  it('names the cutoff in its refusal', () => {
    expect(lunchCutoffPassedText('2026-11-04', '10:00')).toBe('Изменения на 04.11.2026 принимались до 10:00 03.11.2026');
  });
});

describe('the days of a contract', () => {
  it('are its weekdays within its dates, in order, and the next one is the first of them after a day', () => {
    fc.assert(
      fc.property(
        weekdaysArb,
        dayArb,
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 90 })),
        (weekdays, from, span, length) => {
          const schedule = { weekdays, startsOn: from, endsOn: length === null ? null : shiftDay(from, length) };
          const to = shiftDay(from, span);
          const days = lunchDaysBetween(schedule, shiftDay(from, -3), to);
          for (const day of days) {
            expect(weekdays).toContain(isoWeekday(day));
            expect(day >= from).toBe(true);
            if (schedule.endsOn) expect(day <= schedule.endsOn).toBe(true);
            expect(isLunchDay(schedule, day)).toBe(true);
          }
          expect([...days].sort()).toEqual(days);
          // Every day in the window that is not listed is not a lunch day.
          for (let day = shiftDay(from, -3); day <= to; day = shiftDay(day, 1)) expect(days.includes(day)).toBe(isLunchDay(schedule, day));
          const before = shiftDay(from, -1);
          const next = nextLunchDay(schedule, before);
          if (next !== null) {
            expect(isLunchDay(schedule, next)).toBe(true);
            expect(lunchDaysBetween(schedule, from, shiftDay(next, -1))).toEqual([]);
          }
        },
      ),
      SEED,
    );
  });

  it('Monday to Friday by default reads as words', () => {
    expect(weekdaysText([5, 1, 2, 3, 4])).toBe('пн, вт, ср, чт, пт');
    const schedule = { weekdays: [1, 2, 3, 4, 5], startsOn: '2026-11-02', endsOn: '2026-11-06' };
    expect(lunchDaysBetween(schedule, '2026-10-30', '2026-11-10')).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
    expect(nextLunchDay(schedule, '2026-11-06')).toBeNull();
    expect(nextLunchDay(schedule, '2026-10-31')).toBe('2026-11-02');
  });
});

describe('months', () => {
  it('bound, precede and name a month; its first working day is Monday to Friday', () => {
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2028-02').last).toBe('2028-02-29');
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(formatMonth('2026-11')).toBe('ноябрь 2026');
    // 1 November 2026 is a Sunday.
    expect(firstWorkingDayOfMonth('2026-11')).toBe('2026-11-02');
    // New Year's two days off: 1–2 January 2026 are Thursday and Friday, 2027's Friday and Saturday.
    expect(firstWorkingDayOfMonth('2026-01')).toBe('2026-01-05');
    expect(firstWorkingDayOfMonth('2027-01')).toBe('2027-01-04');
    fc.assert(
      fc.property(dayArb, (day) => {
        const month = day.slice(0, 7);
        const first = firstWorkingDayOfMonth(month);
        expect(first.slice(0, 7)).toBe(month);
        expect(isoWeekday(first)).toBeLessThanOrEqual(5);
        expect(publicHoliday(first)).toBeNull();
        expect(first <= shiftDay(`${month}-01`, 4)).toBe(true);
      }),
      SEED,
    );
  });
});
