import { applyDecorators } from '@nestjs/common';
import { DietaryNoteField, ExcludeAllergensField, VegetarianGuestsField } from '../common/dietary-columns';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { DeliveryMethod, MAX_EVENT_GUESTS, MIN_EVENT_GUESTS } from '@bulbash/rules';
import { GuestsField, MAX_QUANTITY, QuantityField } from '../cart/cart.dto';
import { IdField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { MultiLine } from '../common/text-hygiene';
import { BlankAsAbsent, ToNumber, Trim } from '../common/query-transforms';
import { EmailRules, EmptyToNull, PersonNameField, PhoneField } from '../common/fields/contact-fields';
import { DateTimeRules, DeliveryAddressField, DeliveryDistanceField, DeliveryMethodField } from '../common/fields/delivery-fields';
import { FILL_IN } from '../common/fields/field-messages';
import { ENQUIRY_COMMENT_MAX_LENGTH } from './enquiry.entity';

export const MAX_MENU_LINES = 200;
const BUDGET_RULE = 'бюджет на гостя должен быть числом не меньше 0, не более двух знаков после запятой';
const VEGETARIAN_RULE = `число вегетарианцев должно быть целым числом от 0 до ${MAX_EVENT_GUESTS}`;
const FORMAT_RULE = 'укажите формат мероприятия';

const BudgetField = () =>
  applyDecorators(
    BlankAsAbsent(),
    IsOptional(),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: BUDGET_RULE }),
    Min(0, { message: BUDGET_RULE }),
    Max(100_000, { message: BUDGET_RULE }),
  );

const FormatCodeField = () =>
  applyDecorators(
    IsDefined({ message: FORMAT_RULE }),
    Trim(),
    IsString({ message: FORMAT_RULE }),
    IsNotEmpty({ message: FORMAT_RULE }),
    MaxLength(40, { message: 'неизвестный формат мероприятия' }),
  );

export class MenuQuery {
  @ApiProperty({ example: 80, minimum: MIN_EVENT_GUESTS, maximum: MAX_EVENT_GUESTS })
  @GuestsField(true)
  guests!: number;

  @ApiProperty({ example: 'buffet', description: 'A format code of GET /events/formats; unknown → 400' })
  @FormatCodeField()
  format!: string;

  @ApiPropertyOptional({ example: 35, description: 'BYN per guest; only sets within_budget' })
  @BudgetField()
  budget_per_guest?: number;

  @ApiPropertyOptional({ example: 6, description: 'Guests who eat vegetarian (0..guests)' })
  @BlankAsAbsent()
  @IsOptional()
  @ToNumber()
  @IsInt({ message: VEGETARIAN_RULE })
  @Min(0, { message: VEGETARIAN_RULE })
  @Max(MAX_EVENT_GUESTS, { message: VEGETARIAN_RULE })
  vegetarian?: number;

  @ApiPropertyOptional({ example: 'nuts,fish', description: 'Comma-separated allergen codes (GET /dietary); unknown code → 400' })
  @BlankAsAbsent()
  @IsOptional()
  @IsString({ message: 'exclude_allergens: ожидается список кодов через запятую' })
  @MaxLength(300, { message: 'exclude_allergens: слишком длинный список' })
  exclude_allergens?: string;
}

export class MenuItemInput {
  @ApiProperty({ example: 12 })
  @IdField(true, LABELS.productId)
  product_id!: number;

  @ApiProperty({ example: 4, minimum: 1, maximum: MAX_QUANTITY })
  @QuantityField()
  quantity!: number;
}

const MenuLinesField = (required: boolean) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: 'список блюд пуст' })] : [IsOptional()]),
    IsArray({ message: 'должен быть списком блюд' }),
    ArrayMaxSize(MAX_MENU_LINES, { message: `не более ${MAX_MENU_LINES} блюд` }),
    IsObject({ each: true, message: 'каждое блюдо должно быть объектом' }),
    ValidateNested({ each: true }),
    Type(() => MenuItemInput),
  );

export class CreateEnquiryDto {
  @ApiProperty({
    example: '2026-12-05T15:30:00+03:00',
    description: 'When the event starts, Minsk time; same rules as an order’s delivery_at',
  })
  @IsDefined({ message: 'укажите дату и время мероприятия' })
  @DateTimeRules()
  event_at!: string;

  @ApiProperty({ example: 60, minimum: MIN_EVENT_GUESTS, maximum: MAX_EVENT_GUESTS })
  @GuestsField(true)
  guests!: number;

  @ApiProperty({ example: 'buffet' })
  @FormatCodeField()
  format!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 30 })
  @BudgetField()
  budget_per_guest?: number | null;

  @DeliveryMethodField()
  delivery_method?: DeliveryMethod;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Минск, ул. Немига, 5', maxLength: 500 })
  @DeliveryAddressField()
  delivery_address?: string | null;

  @DeliveryDistanceField()
  delivery_distance_km?: number;

  @ApiProperty({ example: 'Анна Ковалёва', maxLength: 100 })
  @PersonNameField()
  contact_name!: string;

  @ApiProperty({ example: '375291234567', description: 'Typed the usual ways; stored as 375XXXXXXXXX' })
  @PhoneField(true)
  contact_phone!: string;

  @ApiProperty({ example: 'anna@example.by' })
  @IsDefined({ message: FILL_IN })
  @Trim()
  @EmailRules()
  contact_email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'ООО «Рога и копыта»', maxLength: 200 })
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'должно быть строкой' })
  @MaxLength(200, { message: 'не более 200 символов' })
  company_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ENQUIRY_COMMENT_MAX_LENGTH })
  @MultiLine()
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'комментарий должен быть строкой' })
  @MaxLength(ENQUIRY_COMMENT_MAX_LENGTH, { message: `не более ${ENQUIRY_COMMENT_MAX_LENGTH} символов` })
  comment?: string | null;

  @ExcludeAllergensField()
  exclude_allergens?: string[] | null;

  @VegetarianGuestsField()
  vegetarian_guests?: number | null;

  @DietaryNoteField()
  dietary_note?: string | null;

  @ApiPropertyOptional({ type: [MenuItemInput], description: 'The menu the customer built (optional)' })
  @MenuLinesField(false)
  lines?: MenuItemInput[];

  @ApiPropertyOptional({
    type: String,
    description: 'Honeypot: hidden in the form, left empty by people. Filled → 201 and nothing happens',
  })
  @Allow()
  website?: unknown;
}

export class UpdateEnquiryBody {
  @ApiPropertyOptional({ enum: ['new', 'in_progress', 'quoted', 'changes_requested', 'won', 'lost'], description: 'Unknown → 400' })
  @Allow()
  status?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: 'Recorded in the history with the change' })
  @MultiLine()
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'заметка должна быть строкой' })
  @MaxLength(2000, { message: 'не более 2000 символов' })
  note?: string | null;
}

export { MenuLinesField };
