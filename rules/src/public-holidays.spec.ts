import { orthodoxEaster, publicHoliday, RADUNITSA } from './public-holidays';

describe('Belarus public holidays', () => {
  it('knows Orthodox Easter in the Gregorian calendar', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
  });

  it('names the fixed days off and Radunitsa, the Tuesday nine days after Easter; other days are not holidays', () => {
    expect(publicHoliday('2027-01-01')).toBe('Новый год');
    expect(publicHoliday('2027-01-02')).toBe('Новый год');
    expect(publicHoliday('2027-01-07')).toBe('Рождество Христово (православное)');
    expect(publicHoliday('2027-03-08')).toBe('День женщин');
    expect(publicHoliday('2026-07-03')).toBe('День Независимости');
    expect(publicHoliday('2026-11-07')).toBe('День Октябрьской революции');
    expect(publicHoliday('2026-12-25')).toBe('Рождество Христово (католическое)');
    expect(publicHoliday('2026-04-21')).toBe(RADUNITSA);
    expect(publicHoliday('2027-05-11')).toBe(RADUNITSA);
    expect(new Date('2027-05-11T12:00:00Z').getUTCDay()).toBe(2);
    for (const day of ['2026-12-24', '2026-12-31', '2027-01-03', '2026-04-20', '2026-04-22', '2027-05-10'])
      expect(publicHoliday(day)).toBeNull();
  });
});
