import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isCalendarDay, isCalendarMonth } from '@bulbash/rules';
import { LUNCH_FIELD_RULES } from './lunch.messages';

/** A path month 'YYYY-MM', else 400. */
@Injectable()
export class LunchMonthPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isCalendarMonth(value)) throw new BadRequestException(`month: ${LUNCH_FIELD_RULES.month}`);
    return value;
  }
}

/** A path day 'YYYY-MM-DD', else 400. */
@Injectable()
export class LunchDayPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isCalendarDay(value)) throw new BadRequestException(`date: ${LUNCH_FIELD_RULES.day}`);
    return value;
  }
}
