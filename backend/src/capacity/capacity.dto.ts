import { FILL_IN } from '../common/fields/field-messages';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsArray,
  IsDefined,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { GuestsField } from '../cart/cart.dto';
import { MAX_GUESTS, MIN_GUESTS } from '../cart/guest-plan';
import { OptionalNotNull } from '../common/dto-fields';
import { LABELS, mustBe } from '../common/field-labels';
import { Trim } from '../common/query-transforms';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_RULE = mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД');
export const MAX_DAILY_GUESTS = 100_000;
export const MAX_ORDERS_PER_SLOT = 1_000;
export const MAX_TIER_HOURS = 24 * 30;
export const MAX_CLOSED_DATES = 400;
export const MAX_TIERS = 10;
export const CLOSED_REASON_MAX_LENGTH = 100;

const Day = (description: string, example: string) =>
  applyDecorators(
    ApiProperty({ example, description }),
    IsDefined({ message: FILL_IN }),
    IsString({ message: DAY_RULE }),
    Matches(ISO_DAY, { message: DAY_RULE }),
  );

const WholeNumber = (min: number, max: number, each = false) => {
  const message = `${each ? 'каждое значение ' : ''}должно быть целым числом от ${min} до ${max}`;
  return applyDecorators(IsInt({ message, each }), Min(min, { message, each }), Max(max, { message, each }));
};

export class AvailabilityQuery {
  @Day('First Minsk day (inclusive)', '2026-12-01')
  from!: string;

  @Day('Last Minsk day (inclusive), at most 61 days after from', '2026-12-31')
  to!: string;

  @ApiPropertyOptional({ example: 120, minimum: MIN_GUESTS, maximum: MAX_GUESTS, description: 'Head count of the order; default 1' })
  @GuestsField(false)
  guests?: number;
}

export class SlotAvailabilityResponse {
  @ApiProperty({ example: '12:30' }) time!: string;
  @ApiProperty({ description: 'Open day, allowed by the shop’s time rules for this head count now, and below max_orders_per_slot' })
  available!: boolean;
}

export class DayAvailabilityResponse {
  @ApiProperty({ example: '2026-12-27' }) date!: string;
  @ApiProperty() open!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Нет мест',
    description: 'Why the day is not open: «Выходной», the closed date’s reason, «Нет мест», «Нужно заказать за 48 часов»',
  })
  reason!: string | null;
  @ApiProperty({ example: 180, description: 'max_guests_per_day minus the guests already booked' }) remaining_guests!: number;
  @ApiProperty({ type: [SlotAvailabilityResponse] }) slots!: SlotAvailabilityResponse[];
}

export class AvailabilityResponse {
  @ApiProperty({ type: [DayAvailabilityResponse] }) days!: DayAvailabilityResponse[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Для 120 гостей нужно заказать за 48 часов',
    description: 'The notice the head count needs when it reaches a lead-time tier; null below the first tier',
  })
  notice!: string | null;
}

export class ClosedDateDto {
  @Day('Minsk day the kitchen does not work', '2026-12-31')
  date!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Новый год', description: 'Shown to shoppers instead of «Выходной»' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @Trim()
  @IsString({ message: 'должно быть строкой' })
  @MaxLength(CLOSED_REASON_MAX_LENGTH, { message: `не более ${CLOSED_REASON_MAX_LENGTH} символов` })
  reason?: string | null;
}

export class LeadTimeTierDto {
  @ApiProperty({ example: 50, minimum: MIN_GUESTS, maximum: MAX_GUESTS })
  @IsDefined({ message: FILL_IN })
  @WholeNumber(MIN_GUESTS, MAX_GUESTS)
  min_guests!: number;

  @ApiProperty({ example: 48, minimum: 1, maximum: MAX_TIER_HOURS, description: 'Hours of notice an order of this size needs' })
  @IsDefined({ message: FILL_IN })
  @WholeNumber(1, MAX_TIER_HOURS)
  hours!: number;
}

export class CapacitySettingsResponse {
  @ApiProperty({ example: 300 }) max_guests_per_day!: number;
  @ApiProperty({ example: 4, description: 'Orders per 30-minute delivery slot' }) max_orders_per_slot!: number;
  @ApiProperty({ type: [Number], example: [7], description: 'ISO weekdays (1 = Monday … 7 = Sunday)' }) closed_weekdays!: number[];
  @ApiProperty({ type: [ClosedDateDto] }) closed_dates!: ClosedDateDto[];
  @ApiProperty({
    type: [LeadTimeTierDto],
    example: [
      { min_guests: 50, hours: 48 },
      { min_guests: 150, hours: 72 },
    ],
  })
  lead_time_tiers!: LeadTimeTierDto[];
}

/** Only the fields sent change; each list is replaced as a whole. */
export class UpdateCapacityBody {
  @ApiPropertyOptional({ example: 300, minimum: 1, maximum: MAX_DAILY_GUESTS })
  @OptionalNotNull(LABELS.filterValue)
  @WholeNumber(1, MAX_DAILY_GUESTS)
  max_guests_per_day?: number;

  @ApiPropertyOptional({ example: 4, minimum: 1, maximum: MAX_ORDERS_PER_SLOT })
  @OptionalNotNull(LABELS.filterValue)
  @WholeNumber(1, MAX_ORDERS_PER_SLOT)
  max_orders_per_slot?: number;

  @ApiPropertyOptional({ type: [Number], example: [7] })
  @OptionalNotNull(LABELS.filterValue)
  @IsArray({ message: 'должно быть списком' })
  @ArrayMaxSize(7, { message: 'не более 7 дней' })
  @WholeNumber(1, 7, true)
  closed_weekdays?: number[];

  @ApiPropertyOptional({ type: [ClosedDateDto] })
  @OptionalNotNull(LABELS.filterValue)
  @IsArray({ message: 'должно быть списком' })
  @ArrayMaxSize(MAX_CLOSED_DATES, { message: `не более ${MAX_CLOSED_DATES} дат` })
  @ValidateNested({ each: true })
  @Type(() => ClosedDateDto)
  closed_dates?: ClosedDateDto[];

  @ApiPropertyOptional({ type: [LeadTimeTierDto] })
  @OptionalNotNull(LABELS.filterValue)
  @IsArray({ message: 'должно быть списком' })
  @ArrayMaxSize(MAX_TIERS, { message: `не более ${MAX_TIERS} порогов` })
  @ValidateNested({ each: true })
  @Type(() => LeadTimeTierDto)
  lead_time_tiers?: LeadTimeTierDto[];

  @ApiPropertyOptional({
    example: true,
    description: 'Close days (dates or weekdays) that hold orders anyway; without it such a change is a 409 listing the orders',
  })
  @OptionalNotNull(LABELS.filterValue)
  @IsBoolean({ message: 'должно быть true или false' })
  confirm?: boolean;
}

/** One order on a day being closed, as the 409 of the settings change lists it. */
export class OrderOnClosingDayDto {
  @ApiProperty({ example: 12, description: 'Order number' }) id!: number;
  @ApiProperty({ example: '2026-12-05', description: 'Minsk day' }) date!: string;
  @ApiProperty({ example: '15:00', description: 'Delivery slot (Minsk time)' }) time!: string;
  @ApiProperty({ example: 40, description: 'Guests, else what the dishes feed' }) guests!: number;
}

export class ClosingDaysConflictResponse {
  @ApiProperty({
    example: 'На закрываемые дни есть заказы: 05.12.2026 — №12 в 15:00 (гостей: 40). Перенесите или отмените их, или подтвердите закрытие',
  })
  detail!: string;
  @ApiProperty({ type: [OrderOnClosingDayDto] }) orders!: OrderOnClosingDayDto[];
}

export class CalendarQuery {
  @ApiProperty({ example: '2026-12', description: 'Month (Minsk days)' })
  @IsDefined({ message: FILL_IN })
  @IsString({ message: 'в формате ГГГГ-ММ' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'в формате ГГГГ-ММ' })
  month!: string;
}

export class CalendarDayResponse {
  @ApiProperty({ example: '2026-12-27' }) date!: string;
  @ApiProperty({ example: 120, description: 'Σ load of the day’s orders that are not canceled' }) guests!: number;
  @ApiProperty({ example: 3 }) orders!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Выходной' }) closed_reason!: string | null;
}

export class CalendarResponse {
  @ApiProperty({ example: '2026-12' }) month!: string;
  @ApiProperty({ example: 300 }) max_guests_per_day!: number;
  @ApiProperty({ type: [CalendarDayResponse] }) days!: CalendarDayResponse[];
}

/** `force` of the back office's order create and reschedule: book past a capacity refusal (a history note says so). */
export const CapacityForceField = () =>
  applyDecorators(
    ApiPropertyOptional({
      description:
        'A delivery_at the kitchen capacity refuses (closed day, full day or slot, too little notice for the head count) is a 409 ' +
        'naming the nearest open day; true books it anyway and notes the override in the order history',
    }),
    OptionalNotNull(LABELS.filterValue),
    IsBoolean({ message: 'должно быть true или false' }),
  );

/** The 409 of a booking the kitchen cannot take (checkout, enquiry, desk, reschedule). */
export class BookingRefusalResponse {
  @ApiProperty({ example: '05.12.2026 кухня не работает (Санитарный день). Ближайший свободный день: 07.12.2026' })
  detail!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Санитарный день',
    description: 'Why the kitchen is closed that day; null for other refusals',
  })
  reason!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-07',
    description: 'The nearest open day for this head count (Minsk), null when none within a year',
  })
  next_open_day!: string | null;
}
