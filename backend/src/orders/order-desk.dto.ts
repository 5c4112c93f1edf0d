import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  ValidateIf,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { DeliveryMethod } from '@bulbash/rules';
import { CapacityForceField } from '../capacity/capacity.dto';
import { GuestsField, QuantityField } from '../cart/cart.dto';
import { DietaryInput } from '../common/dietary-columns';
import { IdField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { Trim } from '../common/query-transforms';
import { CommentField, MAX_ORDER_LINES, PaymentMethodParam } from './order.dto';
import { EmailRules, NAME_MAX_LENGTH, PersonNameField, PhoneField } from '../common/fields/contact-fields';
import { DeliveryAddressField, DeliveryAtField, DeliveryDistanceField, DeliveryMethodField } from '../common/fields/delivery-fields';

export const TIME_OVERRIDE_MAX_LENGTH = 500;

/** A dish and how many: the order desk's line (priced from the catalogue when saved). */
export class DeskOrderLineDto {
  @ApiProperty({ example: 12 })
  @IdField(true, LABELS.productId)
  product_id!: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: 1000 })
  @QuantityField()
  quantity!: number;
}

export const DeskLinesField = (required: boolean) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: 'добавьте хотя бы одно блюдо' })] : [IsOptional()]),
    IsArray({ message: 'должен быть списком блюд' }),
    ArrayNotEmpty({ message: 'добавьте хотя бы одно блюдо' }),
    ArrayMaxSize(MAX_ORDER_LINES, { message: `не более ${MAX_ORDER_LINES} позиций в одном заказе` }),
    IsObject({ each: true, message: 'каждая позиция должна быть объектом' }),
    ValidateNested({ each: true }),
    Type(() => DeskOrderLineDto),
  );

/** The caller, as the manager writes them down: found by e-mail (or, without one, by phone), or a new account. */
export class DeskCustomerDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'anna@example.by',
    description: 'Optional: without it the account is the one the desk opened for this phone, or a new one without sign-in or letters',
  })
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null && value !== '')
  @Trim()
  @EmailRules()
  email?: string | null;

  @ApiProperty({ example: 'Анна', maxLength: NAME_MAX_LENGTH })
  @PersonNameField()
  first_name!: string;

  @ApiProperty({ example: 'Ковалёва', maxLength: NAME_MAX_LENGTH })
  @PersonNameField()
  surname!: string;

  @ApiProperty({ example: 'Сергеевна', maxLength: NAME_MAX_LENGTH, description: 'Patronymic' })
  @PersonNameField()
  last_name!: string;

  @ApiProperty({ example: '+375 29 123-45-67', description: 'Typed any usual way; stored as 375XXXXXXXXX' })
  @PhoneField(true)
  phone!: string;
}

/** Fields an order desk entry and an edit share. */
export class TimeOverrideField {
  @ApiPropertyOptional({
    type: String,
    maxLength: TIME_OVERRIDE_MAX_LENGTH,
    example: 'Постоянный клиент, кухня согласовала',
    description:
      'Staff may book a time outside the shop’s rules (still within 365 days) by giving the reason; it is recorded in the history',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'причина должна быть строкой' })
  @MaxLength(TIME_OVERRIDE_MAX_LENGTH, { message: `не более ${TIME_OVERRIDE_MAX_LENGTH} символов` })
  time_override_reason?: string;
}

/**
 * `POST /api/v1/admin/orders`: an order taken by phone for an account or a new customer, with the
 * guests' diet the caller gives (the kitchen's sheets, the labels and the order page show it).
 */
export class CreateDeskOrderBody extends IntersectionType(TimeOverrideField, DietaryInput) {
  @CapacityForceField()
  force?: boolean;

  @ApiPropertyOptional({ example: 3, description: 'An existing account; or give `customer`' })
  @IdField(false, LABELS.customerId)
  user_id?: number;

  @ApiPropertyOptional({
    type: DeskCustomerDto,
    description:
      'The caller: an account with this e-mail is used, or created (e-mail verified, no password; a «set your password» letter goes out). With user_id: the order’s contact details',
  })
  @IsOptional()
  @IsObject({ message: 'должен быть объектом' })
  @ValidateNested()
  @Type(() => DeskCustomerDto)
  customer?: DeskCustomerDto;

  @ApiProperty({ type: [DeskOrderLineDto], minItems: 1, maxItems: MAX_ORDER_LINES })
  @DeskLinesField(true)
  lines!: DeskOrderLineDto[];

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 1000 })
  @GuestsField(false)
  guests?: number | null;

  @DeliveryAtField(
    'Event time (Minsk time when no offset): the shop’s rules apply unless time_override_reason is given; always within 365 days',
  )
  delivery_at?: string | null;

  @DeliveryMethodField()
  delivery_method?: DeliveryMethod;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Минск, ул. Немига, 5' })
  @DeliveryAddressField()
  delivery_address?: string | null;

  @DeliveryDistanceField()
  delivery_distance_km?: number;

  @PaymentMethodParam()
  payment_method?: unknown;

  @CommentField()
  comment?: string | null;
}
