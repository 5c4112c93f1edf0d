import { shiftDay } from './minsk-time';

/**
 * Belarus's public holidays that are days off (Labour Code, art. 147): fixed dates and Radunitsa,
 * the Tuesday nine days after Orthodox Easter. The government's yearly moves of working days
 * (a Saturday worked for a Monday off) are not here: the shop closes such days by hand.
 */
const FIXED_HOLIDAYS: Readonly<Record<string, string>> = {
  '01-01': 'Новый год',
  '01-02': 'Новый год',
  '01-07': 'Рождество Христово (православное)',
  '03-08': 'День женщин',
  '05-01': 'Праздник труда',
  '05-09': 'День Победы',
  '07-03': 'День Независимости',
  '11-07': 'День Октябрьской революции',
  '12-25': 'Рождество Христово (католическое)',
};

export const RADUNITSA = 'Радуница';

/** Orthodox Easter Sunday of a year (1900–2099) as 'YYYY-MM-DD' in the Gregorian calendar (Meeus's Julian computus). */
export function orthodoxEaster(year: number): string {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // The Julian calendar runs 13 days behind the Gregorian from 1900 to 2099.
  return shiftDay(julian, 13);
}

/** The holiday's name when the Minsk day 'YYYY-MM-DD' is a public day off, else null. */
export function publicHoliday(day: string): string | null {
  const fixed = FIXED_HOLIDAYS[day.slice(5)];
  if (fixed) return fixed;
  return day === shiftDay(orthodoxEaster(Number(day.slice(0, 4))), 9) ? RADUNITSA : null;
}
