import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  DEFAULT_LATE_CHARGE_PERCENT,
  DEFAULT_LUNCH_CUTOFF,
  DEFAULT_LUNCH_WEEKDAYS,
  isCalendarDay,
  LUNCH_CONTRACT_STATUSES,
  LunchContractStatus,
  MAX_LUNCH_HEADCOUNT,
  normaliseBic,
  normaliseByIban,
  normaliseUnp,
  REQUISITE_MESSAGES,
} from '@bulbash/rules';
import { IdField, PriceField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { FILL_IN } from '../common/fields/field-messages';
import { NormalisedPhone } from '../common/fields/contact-fields';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { CompanyPayerDto } from '../users/company-payer.dto';
import { AdminListQuery, SortField } from '../http/list-query';
import { IdFilter } from '../common/filter-fields';
import { LUNCH_ADDRESS_MAX, LUNCH_PO_MAX } from './lunch-contract.entity';
import { LUNCH_FIELD_RULES } from './lunch.messages';

export const LUNCH_CONTRACT_SORTABLE = [
  'id',
  'company.name',
  'status',
  'starts_on',
  'ends_on',
  'headcount',
  'price_per_person',
  'delivery_time',
  'date_created',
] as const;

const presence = (required: boolean) =>
  required ? IsDefined({ message: FILL_IN }) : ValidateIf((_object: object, value: unknown) => value !== undefined);

const TrimmedText = (required: boolean, max: number, rule: string) =>
  applyDecorators(
    presence(required),
    Trim(),
    IsString({ message: rule }),
    IsNotEmpty({ message: FILL_IN }),
    MaxLength(max, { message: rule }),
  );

const Requisite = (normalise: (value: string) => string | null, message: string, name: string) =>
  applyDecorators(
    IsDefined({ message: FILL_IN }),
    IsString({ message }),
    ValidateBy({ name, validator: { validate: (value: unknown) => typeof value === 'string' && normalise(value) !== null } }, { message }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normalise(value) ?? value) : value)),
  );

/** The company payer's requisites, as every invoice prints them (the same rules as checkout's company fields). */
export class LunchCompanyFields {
  @ApiProperty({ example: 'ООО «Ромашка»', maxLength: 300 })
  @TrimmedText(true, 300, 'название — строка до 300 символов')
  name!: string;

  @ApiProperty({ example: '190123456', description: 'УНП, exactly 9 digits' })
  @Requisite(normaliseUnp, REQUISITE_MESSAGES.company_unp, 'unp')
  unp!: string;

  @ApiProperty({ example: 'г. Минск, ул. Немига, 5, офис 12', maxLength: 500 })
  @TrimmedText(true, 500, 'адрес — строка до 500 символов')
  address!: string;

  @ApiProperty({ example: 'BY13NBRB3600900000002Z00AB00', description: 'Settlement account, a Belarusian IBAN (spaces allowed)' })
  @Requisite(normaliseByIban, REQUISITE_MESSAGES.company_account, 'by_iban')
  account!: string;

  @ApiProperty({ example: 'NBRBBY2X', description: 'Bank BIC, 8 or 11 characters' })
  @Requisite(normaliseBic, REQUISITE_MESSAGES.company_bic, 'bic')
  bic!: string;
}

const DayField = (required: boolean, description: string) =>
  applyDecorators(
    required ? ApiProperty({ example: '2026-11-02', format: 'date', description }) : ApiPropertyOptional({ format: 'date', description }),
    presence(required),
    IsString({ message: LUNCH_FIELD_RULES.day }),
    ValidateBy(
      { name: 'calendar_day', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } },
      { message: LUNCH_FIELD_RULES.day },
    ),
  );

const ClockField = (required: boolean, example: string, description: string) =>
  applyDecorators(
    required ? ApiProperty({ example, description }) : ApiPropertyOptional({ example, description }),
    presence(required),
    IsString({ message: LUNCH_FIELD_RULES.time }),
    Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: LUNCH_FIELD_RULES.time }),
  );

const HeadcountField = (required: boolean) =>
  applyDecorators(
    required
      ? ApiProperty({ example: 30, minimum: 1, maximum: MAX_LUNCH_HEADCOUNT, description: 'The standing number of people a day' })
      : ApiPropertyOptional({ minimum: 1, maximum: MAX_LUNCH_HEADCOUNT }),
    presence(required),
    IsInt({ message: LUNCH_FIELD_RULES.headcount }),
    Min(1, { message: LUNCH_FIELD_RULES.headcount }),
    Max(MAX_LUNCH_HEADCOUNT, { message: LUNCH_FIELD_RULES.headcount }),
  );

/** Fields a contract may leave out on create (their defaults) and every field of an update. */
class LunchContractOptionalFields {
  @ApiPropertyOptional({
    type: [Number],
    example: DEFAULT_LUNCH_WEEKDAYS,
    description: 'ISO weekdays 1 (Monday) … 7 (Sunday), each once; default Monday to Friday',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsArray({ message: LUNCH_FIELD_RULES.weekdays })
  @ArrayMinSize(1, { message: LUNCH_FIELD_RULES.weekdays })
  @ArrayMaxSize(7, { message: LUNCH_FIELD_RULES.weekdays })
  @IsInt({ each: true, message: LUNCH_FIELD_RULES.weekdays })
  @Min(1, { each: true, message: LUNCH_FIELD_RULES.weekdays })
  @Max(7, { each: true, message: LUNCH_FIELD_RULES.weekdays })
  weekdays?: number[];

  @ClockField(
    false,
    DEFAULT_LUNCH_CUTOFF,
    'HH:MM Minsk of the day before each day: its changes close then and its order is made (default 10:00)',
  )
  cutoff_time?: string;

  @ApiPropertyOptional({
    example: DEFAULT_LATE_CHARGE_PERCENT,
    minimum: 0,
    maximum: 100,
    description: 'Share of a change or cancellation after the cutoff charged (default 100: in full)',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsInt({ message: LUNCH_FIELD_RULES.lateChargePercent })
  @Min(0, { message: LUNCH_FIELD_RULES.lateChargePercent })
  @Max(100, { message: LUNCH_FIELD_RULES.lateChargePercent })
  late_charge_percent?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'PO-4471',
    maxLength: LUNCH_PO_MAX,
    description: 'PO number or cost centre printed on the invoice and the act',
  })
  @Trim()
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: LUNCH_FIELD_RULES.poNumber })
  @MaxLength(LUNCH_PO_MAX, { message: LUNCH_FIELD_RULES.poNumber })
  po_number?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', description: 'The last day; null: open-ended' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: LUNCH_FIELD_RULES.day })
  @ValidateBy(
    { name: 'calendar_day', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } },
    { message: LUNCH_FIELD_RULES.day },
  )
  ends_on?: string | null;

  @ApiPropertyOptional({ enum: LUNCH_CONTRACT_STATUSES, description: 'active (default), paused (no orders are made), ended' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsIn(LUNCH_CONTRACT_STATUSES as unknown as string[], { message: LUNCH_FIELD_RULES.status })
  status?: LunchContractStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '375291234567',
    description: 'The contact’s phone for the driver (375XXXXXXXXX); null: the account’s',
  })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @NormalisedPhone()
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: LUNCH_FIELD_RULES.phone })
  @Matches(/^375\d{9}$/, { message: LUNCH_FIELD_RULES.phone })
  contact_phone?: string | null;
}

export class CreateLunchContractBody extends LunchContractOptionalFields {
  @ApiProperty({ type: LunchCompanyFields })
  @IsDefined({ message: FILL_IN })
  @IsObject({ message: LUNCH_FIELD_RULES.company })
  @ValidateNested()
  @Type(() => LunchCompanyFields)
  company!: LunchCompanyFields;

  @ApiProperty({ example: 12, description: 'The contact person’s customer account: sees and changes the days on the storefront' })
  @IdField(true, LABELS.customerId)
  contact_user_id!: number;

  @ApiProperty({ example: 'г. Минск, пр. Победителей, 100, офис 501', maxLength: LUNCH_ADDRESS_MAX })
  @TrimmedText(true, LUNCH_ADDRESS_MAX, LUNCH_FIELD_RULES.address)
  delivery_address!: string;

  @ClockField(true, '12:30', 'HH:MM Minsk, when the lunch arrives')
  delivery_time!: string;

  @HeadcountField(true)
  headcount!: number;

  @ApiProperty({ example: 15, description: 'BYN per person and day' })
  @PriceField(true, LABELS.price)
  price_per_person!: number;

  @DayField(true, 'The first day lunches are delivered')
  starts_on!: string;
}

/** PUT: the fields sent change (react-admin sends the whole record back; read-only fields are ignored). */
export class UpdateLunchContractBody extends LunchContractOptionalFields {
  @ApiPropertyOptional({ type: LunchCompanyFields, description: 'The whole set of requisites when sent' })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsObject({ message: LUNCH_FIELD_RULES.company })
  @ValidateNested()
  @Type(() => LunchCompanyFields)
  company?: LunchCompanyFields;

  @ApiPropertyOptional({ example: 12 })
  @IdField(false, LABELS.customerId)
  contact_user_id?: number;

  @ApiPropertyOptional({ maxLength: LUNCH_ADDRESS_MAX })
  @TrimmedText(false, LUNCH_ADDRESS_MAX, LUNCH_FIELD_RULES.address)
  delivery_address?: string;

  @ClockField(false, '12:30', 'HH:MM Minsk')
  delivery_time?: string;

  @HeadcountField(false)
  headcount?: number;

  @ApiPropertyOptional({ example: 15 })
  @PriceField(false, LABELS.price)
  price_per_person?: number;

  @DayField(false, 'The first day')
  starts_on?: string;
}

export class LunchContractResponse {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ type: CompanyPayerDto }) company!: CompanyPayerDto;
  @ApiProperty({ example: 12 }) contact_user_id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'office@romashka.by' }) contact_email!: string | null;
  @ApiProperty({ example: 'Петрова Анна' }) contact_name!: string;
  @ApiProperty({ type: String, nullable: true, example: '375291234567', description: 'The contract’s own phone, null: the account’s' })
  contact_phone!: string | null;
  @ApiProperty({ example: 'г. Минск, пр. Победителей, 100, офис 501' }) delivery_address!: string;
  @ApiProperty({ type: [Number], example: [1, 2, 3, 4, 5], description: 'ISO weekdays' }) weekdays!: number[];
  @ApiProperty({ example: '12:30' }) delivery_time!: string;
  @ApiProperty({ example: 30 }) headcount!: number;
  @ApiProperty({ example: 15 }) price_per_person!: number;
  @ApiProperty({ example: '10:00', description: 'Of the day before each day, Minsk' }) cutoff_time!: string;
  @ApiProperty({ example: 100 }) late_charge_percent!: number;
  @ApiProperty({ type: String, nullable: true, example: 'PO-4471' }) po_number!: string | null;
  @ApiProperty({ format: 'date', example: '2026-11-02' }) starts_on!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) ends_on!: string | null;
  @ApiProperty({ enum: LUNCH_CONTRACT_STATUSES }) status!: LunchContractStatus;
  @ApiProperty({ example: 'действует' }) status_label!: string;
  @ApiProperty({ description: 'The terms in words, as the contact reads them (lunchTermsText of @bulbash/rules)' }) terms!: string;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
}

export class LunchContractListQuery extends AdminListQuery {
  @ApiPropertyOptional({ enum: LUNCH_CONTRACT_STATUSES })
  @BlankAsAbsent()
  @IsOptional()
  @IsIn(LUNCH_CONTRACT_STATUSES as unknown as string[], { message: LUNCH_FIELD_RULES.status })
  status?: LunchContractStatus;

  @ApiPropertyOptional({ description: 'Substring of the company name, any letter case' })
  @BlankAsAbsent()
  @IsOptional()
  @Trim()
  @IsString({ message: 'q: ожидается строка' })
  @MaxLength(200, { message: 'q: не более 200 символов' })
  q?: string;

  @IdFilter(LABELS.customerId, 'The contact’s account')
  contact_user_id?: number;

  @SortField(LUNCH_CONTRACT_SORTABLE)
  sort?: string;
}
