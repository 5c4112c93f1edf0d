import { BadRequestException } from '@nestjs/common';
import { DAY_MS, minskDay, minskDayStart as dayStart } from '@bulbash/rules';

/** The shop is in Minsk (UTC+3 all year, @bulbash/rules): day filters and dashboard days use Minsk days. */
export { DAY_MS, MINSK_OFFSET_HOURS } from '@bulbash/rules';

/** 'YYYY-MM-DD' (Minsk day) → the UTC instant that day starts; 400 for impossible dates. */
export function minskDayStart(day: string, field: string): Date {
  const start = dayStart(day);
  if (!start) throw new BadRequestException(`${field}: несуществующая дата ${day}`);
  return start;
}

/** The date in Minsk at `now` as 'YYYY-MM-DD'. */
export const minskToday = (now: Date): string => minskDay(now);

/** The half-open UTC range [start, end) of the Minsk days from..to, both inclusive (either may be absent). */
export function minskDayRange(from: string | undefined, to: string | undefined, field: string): { start?: Date; end?: Date } {
  return {
    start: from ? minskDayStart(from, `${field}_from`) : undefined,
    end: to ? new Date(minskDayStart(to, `${field}_to`).getTime() + DAY_MS) : undefined,
  };
}
