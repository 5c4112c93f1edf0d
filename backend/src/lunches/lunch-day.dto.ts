import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDay, MAX_LUNCH_HEADCOUNT } from '@bulbash/rules';
import { Trim } from '../common/query-transforms';
import { FILL_IN } from '../common/fields/field-messages';
import { LUNCH_DAY_OUTCOMES, LUNCH_DIET_NOTE_MAX, LUNCH_SET_NAME_MAX } from './lunch-day.entity';
import { LUNCH_FIELD_RULES } from './lunch.messages';

const CalendarDay = () =>
  ValidateBy(
    { name: 'calendar_day', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } },
    { message: LUNCH_FIELD_RULES.day },
  );

/** `from` and `to` of a contract's days (Minsk days, inclusive, at most 62). */
export class LunchDaysQuery {
  @ApiProperty({ format: 'date', example: '2026-11-02' })
  @IsDefined({ message: FILL_IN })
  @IsString({ message: LUNCH_FIELD_RULES.day })
  @CalendarDay()
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-11-15' })
  @IsDefined({ message: FILL_IN })
  @IsString({ message: LUNCH_FIELD_RULES.day })
  @CalendarDay()
  to!: string;
}

/** A change of one day: the fields sent change (null clears set and diet_note). */
export class LunchDayChangeBody {
  @ApiPropertyOptional({ example: 26, minimum: 1, maximum: MAX_LUNCH_HEADCOUNT })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsInt({ message: LUNCH_FIELD_RULES.headcount })
  @Min(1, { message: LUNCH_FIELD_RULES.headcount })
  @Max(MAX_LUNCH_HEADCOUNT, { message: LUNCH_FIELD_RULES.headcount })
  headcount?: number;

  @ApiPropertyOptional({ example: true, description: 'true: no lunch that day' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean({ message: LUNCH_FIELD_RULES.skipped })
  skipped?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Набор Б', description: 'One of the day’s set names; null: the first set' })
  @Trim()
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: LUNCH_FIELD_RULES.set })
  @MaxLength(LUNCH_SET_NAME_MAX, { message: LUNCH_FIELD_RULES.set })
  set?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2 вегетарианских', maxLength: LUNCH_DIET_NOTE_MAX })
  @Trim()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: LUNCH_FIELD_RULES.dietNote })
  @MaxLength(LUNCH_DIET_NOTE_MAX, { message: LUNCH_FIELD_RULES.dietNote })
  diet_note?: string | null;
}

export class LunchSetDishResponse {
  @ApiProperty({ example: 41 }) product_id!: number;
  @ApiProperty({ example: 'Борщ с пампушками' }) name!: string;
  @ApiProperty({ example: 1 }) quantity_per_person!: number;
}

export class LunchDaySetResponse {
  @ApiProperty({ example: 'Набор А' }) name!: string;
  @ApiProperty({ type: [LunchSetDishResponse] }) dishes!: LunchSetDishResponse[];
}

export const LUNCH_DAY_STATES = ['open', 'locked', ...LUNCH_DAY_OUTCOMES] as const;
export type LunchDayState = (typeof LUNCH_DAY_STATES)[number];

/** One day of a contract as the contact's calendar (and the manager's) shows it. */
export class LunchDayResponse {
  @ApiProperty({ format: 'date', example: '2026-11-04' }) date!: string;
  @ApiProperty({ example: 30, description: 'The day’s people (the standing headcount unless changed)' }) headcount!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Набор Б', description: 'The chosen set; null: the first (or no menu yet)' })
  set!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2 вегетарианских' }) diet_note!: string | null;
  @ApiProperty({ example: false, description: 'No lunches that day; a public holiday starts skipped (the contact may order it)' })
  skipped!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Новый год',
    description: 'The public holiday (a day off in Belarus) the day falls on, else null',
  })
  holiday!: string | null;
  @ApiProperty({ description: 'Whether the contact may still change it (before the cutoff, the day still open)' }) editable!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-11-03T10:00:00+03:00', description: 'When its changes close, Minsk time' })
  cutoff_at!: string;
  @ApiProperty({ type: Number, nullable: true, example: 812, description: 'The order made at the cutoff' }) order_id!: number | null;
  @ApiProperty({
    enum: LUNCH_DAY_STATES,
    description:
      'open (editable), locked (past the cutoff, the order not made yet, or the contract paused/ended), ordered, skipped, closed (the kitchen does not work: no order), refused (the kitchen could not take it)',
  })
  state!: LunchDayState;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Изменения на 04.11.2026 принимались до 10:00 03.11.2026',
    description: 'Why the day cannot be changed; null while editable',
  })
  reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The kitchen’s closed-day reason when the day falls on one' }) closed_reason!:
    string | null;
  @ApiProperty({
    type: [LunchDaySetResponse],
    description: 'The week’s menu for the day: one set, or a choice of two or three; [] before it is published',
  })
  sets!: LunchDaySetResponse[];
  @ApiProperty({ example: 450, description: 'BYN: the day’s people at the contract’s price (0 when skipped)' }) amount!: number;
  @ApiProperty({ example: 0, description: 'BYN charged for a change after the cutoff (late terms)' }) late_charge!: number;
}
