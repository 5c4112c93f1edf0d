import {
  formatMinskDate,
  formatMinskStamp,
  formatMinskTime,
  minskDay,
  minskDayStart,
  minskIsoAt,
  minskWeekday,
  parseDay,
  parseDayTime,
  toInstant,
} from './minsk-time';

describe('Minsk time', () => {
  const lateEvening = new Date('2026-12-05T21:30:00Z'); // 00:30 on 6 December in Minsk

  it('names the Minsk day and weekday whatever the UTC date', () => {
    expect(minskDay(lateEvening)).toBe('2026-12-06');
    expect(minskDay(lateEvening, -1)).toBe('2026-12-05');
    expect(minskWeekday(lateEvening)).toBe(6); // Sunday
    expect(minskDayStart('2026-12-06')?.toISOString()).toBe('2026-12-05T21:00:00.000Z');
    expect(minskDayStart('2026-02-30')).toBeNull();
  });

  it('writes instants as Minsk dates and times', () => {
    expect(formatMinskStamp(new Date('2026-12-05T09:00:00.000Z'))).toBe('05.12.2026 12:00');
    expect(formatMinskStamp(new Date('2026-11-27T21:30:07.000Z'), { seconds: true })).toBe('28.11.2026 00:30:07');
    expect(formatMinskDate(lateEvening)).toBe('06.12.2026');
    expect(formatMinskTime(lateEvening)).toBe('00:30');
    expect(minskIsoAt('2026-12-05', '15:30')).toBe('2026-12-05T15:30:00+03:00');
    expect(toInstant('2026-12-05T15:30:00+03:00')?.toISOString()).toBe('2026-12-05T12:30:00.000Z');
    expect(toInstant('скоро')).toBeNull();
    expect(toInstant(null)).toBeNull();
  });

  it('reads a day as a person types it, and only a day of the calendar', () => {
    expect(parseDay('05.12.2026')).toBe('2026-12-05');
    expect(parseDay(' 5.1.2027 ')).toBe('2027-01-05');
    expect(parseDay('05/12/2026')).toBe('2026-12-05');
    expect(parseDay('2026-12-05')).toBe('2026-12-05');
    expect(parseDay('31.02.2026')).toBeNull();
    expect(parseDay('05.12.26')).toBeNull();
    expect(parseDay('завтра')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDayTime('05.12.2026 14:30')).toBe('2026-12-05T14:30');
    expect(parseDayTime('5.12.2026, 9:05')).toBe('2026-12-05T09:05');
    expect(parseDayTime('2026-12-05T14:30')).toBe('2026-12-05T14:30');
    expect(parseDayTime('05.12.2026 24:00')).toBeNull();
    expect(parseDayTime('05.12.2026')).toBeNull();
    expect(parseDayTime('31.02.2026 10:00')).toBeNull();
  });
});
