import { BadRequestException } from '@nestjs/common';

/** The shop is in Minsk: UTC+3 all year. Day filters and dashboard days use Minsk days. */
export const SHOP_UTC_OFFSET_HOURS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' (Minsk day) → the UTC instant that day starts; 400 for impossible dates. */
export function minskDayStart(day: string, field: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new BadRequestException(`${field}: несуществующая дата ${day}`);
  }
  return new Date(utcMidnight - SHOP_UTC_OFFSET_HOURS * 60 * 60 * 1000);
}

/** The date in Minsk at `now` as 'YYYY-MM-DD'. */
export function minskToday(now: Date): string {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The half-open UTC range [start, end) of the Minsk days from..to, both inclusive (either may be absent). */
export function minskDayRange(from: string | undefined, to: string | undefined, field: string): { start?: Date; end?: Date } {
  return {
    start: from ? minskDayStart(from, `${field}_from`) : undefined,
    end: to ? new Date(minskDayStart(to, `${field}_to`).getTime() + DAY_MS) : undefined,
  };
}
