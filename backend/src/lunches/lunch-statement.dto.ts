import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNumber, IsOptional, IsString, Matches, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { isCalendarDay, isCalendarMonth } from '@bulbash/rules';
import { FILL_IN } from '../common/fields/field-messages';
import { Trim } from '../common/query-transforms';
import { LUNCH_DAY_OUTCOMES, LunchDayOutcome } from './lunch-day.entity';
import { LUNCH_FIELD_RULES } from './lunch.messages';

const Month = () =>
  ValidateBy(
    { name: 'calendar_month', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarMonth(value) } },
    { message: LUNCH_FIELD_RULES.month },
  );

export class LunchMonthQuery {
  @ApiProperty({ example: '2026-11', description: 'YYYY-MM' })
  @IsDefined({ message: FILL_IN })
  @IsString({ message: LUNCH_FIELD_RULES.month })
  @Month()
  month!: string;
}

export class LunchCloseMonthBody extends LunchMonthQuery {}

/** A bank transfer received against a month's invoice. */
export class LunchTransferBody extends LunchMonthQuery {
  @ApiProperty({ example: 2250, description: 'BYN received; at most what is still due' })
  @IsDefined({ message: FILL_IN })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: LUNCH_FIELD_RULES.amount })
  @Min(0.01, { message: LUNCH_FIELD_RULES.amount })
  amount!: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the money arrived; absent: now. Not in the future' })
  @IsOptional()
  @IsString({ message: 'paid_at: ожидается дата и время в формате ISO 8601' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'paid_at: ожидается дата и время в формате ISO 8601',
  })
  paid_at?: string;

  @ApiPropertyOptional({ example: 'п/п № 118 от 03.12.2026', maxLength: 300 })
  @Trim()
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: 'note: ожидается строка до 300 символов' })
  @MaxLength(300, { message: 'note: ожидается строка до 300 символов' })
  note?: string | null;
}

export class LunchStatementDay {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ example: 30 }) headcount!: number;
  @ApiProperty({ example: 450, description: 'BYN billed for the day (0 when not delivered)' }) amount!: number;
  @ApiProperty({ example: 0, description: 'BYN, a change after the cutoff' }) late_charge!: number;
  @ApiProperty({ description: 'The day’s order was delivered (or is due to be: not canceled)' }) delivered!: boolean;
  @ApiProperty({ type: Number, nullable: true }) order_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'completed', description: 'The order’s status' }) order_status!: string | null;
}

export class LunchStatementResponse {
  @ApiProperty({ example: 3 }) contract_id!: number;
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ type: [LunchStatementDay], description: 'The month’s days with an order or a late charge, in order' })
  days!: LunchStatementDay[];
  @ApiProperty({ example: 20 }) delivered_days!: number;
  @ApiProperty({ example: 9000, description: 'BYN, Σ the delivered days' }) delivered_total!: number;
  @ApiProperty({ example: 60, description: 'BYN, Σ late charges' }) late_charges!: number;
  @ApiProperty({ example: 9060, description: 'BYN charged: the invoice’s total once issued, else what it would be' }) total!: number;
  @ApiProperty({ type: String, nullable: true, example: 'BC-2026-000045', description: 'null until the month is closed' })
  invoice_number!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) issued_on!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Paid by then' }) due_on!: string | null;
  @ApiProperty({ example: 0, description: 'BYN entered in the ledger against the month’s orders' }) paid!: number;
  @ApiProperty({ example: 9060, description: 'BYN still to pay (never below 0)' }) due!: number;
}

export class LunchRunCutoffBody {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-04',
    description: 'The day to close now; absent: each active contract’s next day (after today)',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: LUNCH_FIELD_RULES.day })
  @ValidateBy(
    { name: 'calendar_day', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } },
    { message: LUNCH_FIELD_RULES.day },
  )
  date?: string | null;
}

export class LunchClosedDay {
  @ApiProperty({ example: 3 }) contract_id!: number;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: LUNCH_DAY_OUTCOMES }) outcome!: LunchDayOutcome;
  @ApiProperty({ type: Number, nullable: true }) order_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why no order was made' }) note!: string | null;
  @ApiProperty({ description: 'false: this run found the day already closed (idempotent)' }) closed_now!: boolean;
}

export class LunchRunCutoffResponse {
  @ApiProperty({ type: [LunchClosedDay] }) days!: LunchClosedDay[];
}
