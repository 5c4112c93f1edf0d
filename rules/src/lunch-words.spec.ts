import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekday } from './availability';
import {
  lateChargeText,
  lunchContractStatusLabel,
  lunchCutoffText,
  mondayOf,
  monthTitle,
  shiftMonth,
  shortDayTitle,
  WEEKDAY_SHORT_NAMES,
  weekdaysText,
} from './lunch-words';

describe('lunch contract words', () => {
  it('names the working days with runs of three or more joined by a dash', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('пн–пт');
    expect(weekdaysText([5, 3, 1])).toBe('пн, ср, пт');
    expect(weekdaysText([1, 2, 3, 5])).toBe('пн–ср, пт');
    expect(weekdaysText([1, 2, 4, 5])).toBe('пн, вт, чт, пт');
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe('ежедневно');
    expect(weekdaysText([6, 7, 7, 0, 9])).toBe('сб, вс');
    expect(weekdaysText([])).toBe('');
  });

  it('names exactly the days of the set, in week order (read back from the text)', () => {
    const readBack = (text: string): number[] =>
      text
        .split(', ')
        .filter(Boolean)
        .flatMap((part) => {
          const [from, to = from] = part.split('–').map((name) => WEEKDAY_SHORT_NAMES.indexOf(name as never) + 1);
          return Array.from({ length: to - from + 1 }, (_, index) => from + index);
        });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 6 }), (days) => {
        expect(readBack(weekdaysText(days))).toEqual([...days].sort((a, b) => a - b));
      }),
    );
  });

  it('states the cutoff, the late terms and the status in Russian', () => {
    expect(lunchCutoffText('10:00')).toBe('до 10:00 накануне');
    expect(lateChargeText(100)).toBe('Отмена или уменьшение числа порций после этого срока оплачиваются полностью.');
    expect(lateChargeText(50)).toBe('Отмена или уменьшение числа порций после этого срока оплачиваются в размере 50 % стоимости.');
    expect(lateChargeText(0)).toBe('Изменения после этого срока не оплачиваются.');
    expect(lunchContractStatusLabel('paused')).toBe('приостановлен');
    expect(lunchContractStatusLabel('odd')).toBe('odd');
  });

  it('reads days and months', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-13')).toBe(7);
    expect(shortDayTitle('2026-12-09')).toBe('ср, 09.12');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(monthTitle('2026-11')).toBe('ноябрь 2026');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
  });
});
