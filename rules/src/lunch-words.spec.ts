import { describe, expect, it } from 'vitest';
import { fullDayTitle, lunchContractStatusLabel, mondayOf, shortDayTitle, WEEKDAY_CHOICES } from './lunch-words';

describe('lunch words on the screens', () => {
  it('names a contract’s status in Russian, an unknown one as it is', () => {
    expect(lunchContractStatusLabel('active')).toBe('действует');
    expect(lunchContractStatusLabel('paused')).toBe('приостановлен');
    expect(lunchContractStatusLabel('odd')).toBe('odd');
    expect(lunchContractStatusLabel(null)).toBe('');
  });

  it('offers the seven ISO weekdays by their short names', () => {
    expect(WEEKDAY_CHOICES).toEqual([
      { id: 1, name: 'пн' },
      { id: 2, name: 'вт' },
      { id: 3, name: 'ср' },
      { id: 4, name: 'чт' },
      { id: 5, name: 'пт' },
      { id: 6, name: 'сб' },
      { id: 7, name: 'вс' },
    ]);
  });

  it('titles days and finds the Monday of their week', () => {
    expect(shortDayTitle('2026-12-09')).toBe('ср, 09.12');
    expect(fullDayTitle('2026-12-13')).toBe('воскресенье, 13.12.2026');
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-07')).toBe('2026-12-07');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
