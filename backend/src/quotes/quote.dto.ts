import { DayFilter } from '../common/filter-fields';
import { DietaryNoteField, ExcludeAllergensField, VegetarianGuestsField } from '../common/dietary-columns';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CANCELLATION_TERMS,
  CancellationTerms,
  DeliveryMethod,
  MAX_EVENT_GUESTS,
  MIN_EVENT_GUESTS,
  QUOTE_LINE_KINDS,
  QUOTE_STATUSES,
  QuoteLineKind,
} from '@bulbash/rules';
import { AdminListQuery, SortField } from '../http/list-query';
import { GuestsField, QuantityField } from '../cart/cart.dto';
import { IdField } from '../common/dto-fields';
import { LABELS, mustBe } from '../common/field-labels';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { MultiLine } from '../common/text-hygiene';
import { EmailRules, EmptyToNull, PhoneField } from '../common/fields/contact-fields';
import { DateTimeRules, DeliveryAddressField, DeliveryDistanceField, DeliveryMethodField } from '../common/fields/delivery-fields';
import { FILL_IN } from '../common/fields/field-messages';
import { CompanyPayerFields } from '../users/company-payer.dto';

export const MAX_QUOTE_LINES = 200;
export const QUOTE_TEXT_MAX = 5000;
const MAX_LINE_PRICE = 1_000_000;
const PRICE_RULE = 'цена — число от 0 до 1 000 000 с не более чем двумя знаками после запятой';
const DAY_RULE = 'укажите дату в формате ГГГГ-ММ-ДД';

const LinePrice = (required: boolean) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: FILL_IN })] : [IsOptional()]),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PRICE_RULE }),
    Min(0, { message: PRICE_RULE }),
    Max(MAX_LINE_PRICE, { message: PRICE_RULE }),
  );

const isService = (line: QuoteLineInput) => line.kind === 'service';
const isDish = (line: QuoteLineInput) => line.kind !== 'service';

/** A dish `{kind:"dish", product_id, quantity, unit_price?}` or a service `{kind:"service", name, unit, quantity, unit_price}`. */
export class QuoteLineInput {
  @ApiProperty({ enum: QUOTE_LINE_KINDS, example: 'dish' })
  @IsDefined({ message: 'укажите dish или service' })
  @IsIn(QUOTE_LINE_KINDS as unknown as string[], { message: 'укажите dish (блюдо) или service (услуга)' })
  kind!: QuoteLineKind;

  @ApiPropertyOptional({ example: 12, description: 'Dishes: the product (name, category and catalogue price are copied)' })
  @ValidateIf(isDish)
  @IdField(true, LABELS.productId)
  product_id?: number;

  @ApiPropertyOptional({ example: 'Официант', maxLength: 200, description: 'Services: what it is' })
  @ValidateIf(isService)
  @IsDefined({ message: FILL_IN })
  @Trim()
  @IsString({ message: 'название должно быть строкой' })
  @Matches(/\S/, { message: FILL_IN })
  @MaxLength(200, { message: 'не более 200 символов' })
  name?: string;

  @ApiPropertyOptional({ example: 'час', maxLength: 20, description: 'Services: «час», «шт.», «чел.»…' })
  @ValidateIf(isService)
  @IsDefined({ message: FILL_IN })
  @Trim()
  @IsString({ message: 'единица должна быть строкой' })
  @Matches(/\S/, { message: FILL_IN })
  @MaxLength(20, { message: 'не более 20 символов' })
  unit?: string;

  @ApiProperty({ example: 4, minimum: 1, maximum: 1000 })
  @QuantityField()
  quantity!: number;

  @ApiPropertyOptional({
    example: 25,
    description: 'BYN per unit. Services: required. Dishes: optional, the catalogue price when left out (kept per quote)',
  })
  @ValidateIf((line: QuoteLineInput) => isService(line) || line.unit_price !== undefined)
  @LinePrice(true)
  unit_price?: number;
}

const DiscountPercent = () =>
  applyDecorators(
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'скидка в процентах — число от 0 до 100' }),
    Min(0, { message: 'скидка в процентах — число от 0 до 100' }),
    Max(100, { message: 'скидка в процентах — число от 0 до 100' }),
  );

/**
 * `POST /admin/quotes` and `PUT /admin/quotes/{id}`: every field optional here; the service asks
 * for what a proposal needs (after an enquiry's prefill) and names the missing field.
 */
export class QuoteBody extends CompanyPayerFields {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 17,
    description: 'Create only: prefill from this enquiry (its menu, event, contacts). On PUT it may be sent back unchanged',
  })
  @IsOptional()
  @IdField(false, LABELS.enquiryId)
  enquiry_id?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 3, description: 'The customer’s account, when known' })
  @IsOptional()
  @IdField(false, LABELS.customerId)
  user_id?: number | null;

  @ApiPropertyOptional({ example: 'Анна Ковалёва', maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'должно быть строкой' })
  @Matches(/\S/, { message: FILL_IN })
  @MaxLength(100, { message: 'не более 100 символов' })
  contact_name?: string;

  @ApiPropertyOptional({ example: 'anna@example.by', description: 'Only an account with this e-mail may accept' })
  @IsOptional()
  @Trim()
  @EmailRules()
  contact_email?: string;

  @ApiPropertyOptional({ example: '375291234567', description: 'Typed the usual ways; stored as 375XXXXXXXXX' })
  @PhoneField(false)
  contact_phone?: string;

  @ApiPropertyOptional({ example: '2026-12-19T18:00:00+03:00', description: 'Event time, Minsk time without an offset; within 365 days' })
  @IsOptional()
  @DateTimeRules('2026-12-19T18:00:00+03:00')
  event_at?: string;

  @ApiPropertyOptional({ example: 40, minimum: MIN_EVENT_GUESTS, maximum: MAX_EVENT_GUESTS })
  @GuestsField(false)
  guests?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'banquet',
    description: 'An event format code (GET /events/formats); unknown → 400',
  })
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'неизвестный формат мероприятия' })
  @MaxLength(40, { message: 'неизвестный формат мероприятия' })
  format?: string | null;

  @DeliveryMethodField()
  delivery_method?: DeliveryMethod;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Минск, ул. Немига, 5' })
  @DeliveryAddressField()
  delivery_address?: string | null;

  @DeliveryDistanceField()
  delivery_distance_km?: number;

  @ApiPropertyOptional({ type: [QuoteLineInput], maxItems: MAX_QUOTE_LINES, description: 'Replaces the lines when sent' })
  @IsOptional()
  @IsArray({ message: 'должен быть списком позиций' })
  @ArrayMaxSize(MAX_QUOTE_LINES, { message: `не более ${MAX_QUOTE_LINES} позиций` })
  @IsObject({ each: true, message: 'каждая позиция должна быть объектом' })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineInput)
  lines?: QuoteLineInput[];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 50,
    description: 'BYN off dishes and services; not with discount_percent; null clears',
  })
  @LinePrice(false)
  discount_amount?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 5,
    description: '% off dishes and services (not delivery); not with discount_amount; null clears',
  })
  @DiscountPercent()
  discount_percent?: number | null;

  @ApiPropertyOptional({
    example: '2026-12-10',
    description: 'Minsk day the proposal holds through (default: 14 days on); extending it re-opens an expired one',
  })
  @IsOptional()
  @IsString({ message: DAY_RULE })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DAY_RULE })
  valid_until?: string;

  @ApiPropertyOptional({ example: 50, minimum: 0, maximum: 100, description: 'Default: payment settings’ quote_deposit_percent (50)' })
  @IsOptional()
  @IsInt({ message: mustBe(LABELS.depositPercent, 'целым числом от 0 до 100') })
  @Min(0, { message: mustBe(LABELS.depositPercent, 'целым числом от 0 до 100') })
  @Max(100, { message: mustBe(LABELS.depositPercent, 'целым числом от 0 до 100') })
  deposit_percent?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUOTE_TEXT_MAX, description: 'Terms printed for the customer' })
  @MultiLine()
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'должно быть строкой' })
  @MaxLength(QUOTE_TEXT_MAX, { message: `не более ${QUOTE_TEXT_MAX} символов` })
  terms?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUOTE_TEXT_MAX, description: 'Staff only' })
  @MultiLine()
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'должно быть строкой' })
  @MaxLength(QUOTE_TEXT_MAX, { message: `не более ${QUOTE_TEXT_MAX} символов` })
  internal_note?: string | null;

  @ExcludeAllergensField()
  exclude_allergens?: string[] | null;

  @VegetarianGuestsField()
  vegetarian_guests?: number | null;

  @DietaryNoteField()
  dietary_note?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: QUOTE_TEXT_MAX,
    description: 'The customer’s own words (time window, wishes; prefilled from the enquiry); becomes the order’s comment',
  })
  @MultiLine()
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'должно быть строкой' })
  @MaxLength(QUOTE_TEXT_MAX, { message: `не более ${QUOTE_TEXT_MAX} символов` })
  comment?: string | null;

  @ApiPropertyOptional({
    enum: CANCELLATION_TERMS,
    description: 'deposit_kept (default): a paid deposit is kept on cancellation except within the grace period; standard: the shop’s rule',
  })
  @IsOptional()
  @IsIn(CANCELLATION_TERMS as unknown as string[], { message: 'укажите deposit_kept или standard' })
  cancellation_terms?: CancellationTerms;

  /** Read-only fields of an answer sent back by react-admin are ignored. */
  @Allow() id?: unknown;
  @Allow() token?: unknown;
  @Allow() status?: unknown;
  @Allow() version?: unknown;
}

export const QUOTE_SORT = [
  'id',
  'date_created',
  'date_updated',
  'event_at',
  'guests',
  'status',
  'total',
  'valid_until',
  'contact_name',
  'version',
] as const;

export class QuoteListQuery extends AdminListQuery {
  @SortField(QUOTE_SORT)
  sort?: string;

  @ApiPropertyOptional({
    enum: QUOTE_STATUSES,
    description: 'As read now: `expired` is a sent quote past valid_until, `sent` one still valid; unknown → 400',
  })
  @BlankAsAbsent()
  @Allow()
  status?: unknown;

  @ApiPropertyOptional({ example: 17 })
  @BlankAsAbsent()
  @IdField(false, LABELS.enquiryId)
  enquiry_id?: number;

  @ApiPropertyOptional({ example: 'анна', description: 'Substring of the contact name, e-mail or company name' })
  @BlankAsAbsent()
  @IsOptional()
  @IsString({ message: 'q: должно быть строкой' })
  @MaxLength(100, { message: 'q: не более 100 символов' })
  q?: string;

  @DayFilter('Events on or after this day (Minsk time, inclusive)')
  event_from?: string;

  @DayFilter('Events on or before this day (Minsk time, inclusive)')
  event_to?: string;

  @ApiPropertyOptional({ example: false, description: 'true: only the latest version of each proposal (replaced ones left out)' })
  @BlankAsAbsent()
  @Allow()
  current?: unknown;
}

export class QuoteChangesBody {
  @ApiProperty({ example: 'Можно заменить рыбу на курицу и добавить ещё одного официанта?', maxLength: 2000 })
  @MultiLine()
  @IsDefined({ message: 'comment: напишите, что изменить' })
  @Trim()
  @IsString({ message: 'comment: должно быть строкой' })
  @Matches(/\S/, { message: 'comment: напишите, что изменить' })
  @MaxLength(2000, { message: 'comment: не более 2000 символов' })
  comment!: string;
}

export class QuoteDeclineBody {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, example: 'Мероприятие перенесли' })
  @MultiLine()
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'comment: должно быть строкой' })
  @MaxLength(2000, { message: 'comment: не более 2000 символов' })
  comment?: string | null;
}

export class QuoteAcceptBody {
  @ApiPropertyOptional({
    enum: ['cash', 'card', 'transfer'],
    description: 'How the customer will pay: required for a person; a company payer defaults to transfer',
  })
  @IsOptional()
  @IsIn(['cash', 'card', 'transfer'], { message: 'payment_method: выберите способ оплаты: cash, card или transfer' })
  payment_method?: 'cash' | 'card' | 'transfer';
}
