import { BadRequestException } from '@nestjs/common';
import { DAY_MS, MINSK_OFFSET_HOURS, minskDayStart, minskToday } from './minsk-days';

describe('Minsk days (UTC+3 all year)', () => {
  it('starts a Minsk day at 21:00 UTC of the day before, in winter and in summer alike', () => {
    expect(MINSK_OFFSET_HOURS).toBe(3);
    expect(minskDayStart('2026-01-15', 'date_from').toISOString()).toBe('2026-01-14T21:00:00.000Z');
    expect(minskDayStart('2026-07-15', 'date_from').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(minskDayStart('2026-01-01', 'date_from').toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(minskDayStart('2026-03-02', 'x').getTime() - minskDayStart('2026-03-01', 'x').getTime()).toBe(DAY_MS);
  });

  it('accepts 29 February only in a leap year', () => {
    expect(minskDayStart('2028-02-29', 'date_to').toISOString()).toBe('2028-02-28T21:00:00.000Z');
    expect(() => minskDayStart('2026-02-29', 'date_to')).toThrow(BadRequestException);
    expect(() => minskDayStart('2026-02-29', 'date_to')).toThrow('date_to: несуществующая дата 2026-02-29');
  });

  it.each(['2026-13-01', '2026-04-31', '2026-00-10', '2026-01-00'])('refuses the impossible date %p', (day) => {
    expect(() => minskDayStart(day, 'date_from')).toThrow(`date_from: несуществующая дата ${day}`);
  });

  it('tells the Minsk date of an instant: it turns at 21:00 UTC', () => {
    expect(minskToday(new Date('2026-11-23T20:59:59.999Z'))).toBe('2026-11-23');
    expect(minskToday(new Date('2026-11-23T21:00:00.000Z'))).toBe('2026-11-24');
    expect(minskToday(new Date('2026-12-31T22:30:00.000Z'))).toBe('2027-01-01');
    expect(minskToday(new Date('2026-06-01T00:00:00.000Z'))).toBe('2026-06-01');
  });
});
