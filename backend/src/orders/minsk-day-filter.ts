import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { minskDayRange } from '../common/minsk-days';

/** Restricts `column` (a UTC datetime) to the Minsk days from..to, both inclusive; `field` names the parameters and errors. */
export function whereMinskDays<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  column: string,
  from: string | undefined,
  to: string | undefined,
  field: string,
): void {
  const { start, end } = minskDayRange(from, to, field);
  if (start) builder.andWhere(`${column} >= :${field}Start`, { [`${field}Start`]: start });
  if (end) builder.andWhere(`${column} < :${field}End`, { [`${field}End`]: end });
}
