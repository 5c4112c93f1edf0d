import { applyDecorators } from '@nestjs/common';
import { DietaryNoteField, ExcludeAllergensField, VegetarianGuestsField } from '../common/dietary-columns';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { GuestsField, MAX_QUANTITY, QuantityField } from '../cart/cart.dto';
import { MAX_GUESTS, MIN_GUESTS } from '../cart/guest-plan';
import { IdField, PriceField } from '../common/dto-fields';
import { MultiLine } from '../common/text-hygiene';
import { BlankAsAbsent } from '../common/query-transforms';
import { LABELS } from '../common/field-labels';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-status';
import { DeliveryMethod } from '@bulbash/rules';
import { COMMENT_MAX_LENGTH } from './order.entity';
import { CompanyPayerFields } from '../users/company-payer.dto';

import { EmailRules, EmptyToNull, NAME_MAX_LENGTH, PersonNameField, PhoneField } from '../common/fields/contact-fields';
import {
  ADDRESS_MAX_LENGTH,
  DeliveryAddressField,
  DeliveryAtField,
  DeliveryDistanceField,
  DeliveryMethodField,
} from '../common/fields/delivery-fields';

/** More lines than any real catering order has; bounds the work one request can ask for. */
export const MAX_ORDER_LINES = 200;

/** An optional payment method, checked by the service for the spec's exact 400 detail. */
export const PaymentMethodParam = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: PAYMENT_METHODS, description: "Other values → 400 'Payment method does not exist'" }),
    Allow(),
  );

/** An optional order status, checked by the service for the spec's exact 400 detail. */
export const StatusParam = () =>
  applyDecorators(ApiPropertyOptional({ enum: ORDER_STATUSES, description: "Other values → 400 'Status does not exist'" }), Allow());

export class OrderLineDto {
  @ApiProperty({ example: 7, description: 'The caller’s cart item id' })
  @IdField(true, LABELS.cartItemId)
  cart_id!: number;

  @ApiProperty({ example: 12 })
  @IdField(true, LABELS.productId)
  product_id!: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_QUANTITY })
  @QuantityField()
  quantity!: number;

  @ApiProperty({
    example: 45.5,
    description: 'Unit price (or the line total, unit price × quantity) the shopper saw, BYN; more than 0.01 off both → 409',
  })
  @PriceField(true)
  product_cost!: number;
}

const OrderLinesField = () =>
  applyDecorators(
    IsDefined({ message: 'корзина пуста' }),
    IsArray({ message: 'должен быть списком позиций корзины' }),
    ArrayNotEmpty({ message: 'корзина пуста' }),
    ArrayMaxSize(MAX_ORDER_LINES, { message: `не более ${MAX_ORDER_LINES} позиций в одном заказе` }),
    IsObject({ each: true, message: 'каждая позиция должна быть объектом' }),
    ValidateNested({ each: true }),
    Type(() => OrderLineDto),
  );

export const CommentField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: COMMENT_MAX_LENGTH,
      example: '25 гостей, без орехов; вход со двора',
      description: 'Plain text for the kitchen; shown as text, never as HTML',
    }),
    MultiLine(),
    EmptyToNull(),
    IsOptional(),
    IsString({ message: 'комментарий должен быть строкой' }),
    MaxLength(COMMENT_MAX_LENGTH, { message: `не более ${COMMENT_MAX_LENGTH} символов` }),
  );

export class CreateOrderDto extends CompanyPayerFields {
  @ApiProperty({ example: 'Анна', maxLength: NAME_MAX_LENGTH })
  @PersonNameField()
  first_name!: string;

  @ApiProperty({ example: 'Сергеевна', maxLength: NAME_MAX_LENGTH, description: 'Patronymic' })
  @PersonNameField()
  last_name!: string;

  @ApiProperty({ example: 'Ковалёва', maxLength: NAME_MAX_LENGTH, description: 'Family name' })
  @PersonNameField()
  surname!: string;

  @ApiProperty({
    example: '375291234567',
    description: "Also accepted as typed: '+375 (29) 123-45-67', '80291234567', spaces and dashes; stored as 375XXXXXXXXX",
  })
  @PhoneField(true)
  contact_phone!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'anna@example.by',
    description: 'Optional; the confirmation goes here (else to the account e-mail)',
  })
  @EmptyToNull()
  @IsOptional()
  @EmailRules()
  contact_email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Минск, ул. Немига, 5, кв. 12', maxLength: ADDRESS_MAX_LENGTH })
  @DeliveryAddressField()
  delivery_address?: string | null;

  @PaymentMethodParam()
  payment_method?: unknown;

  @DeliveryAtField(
    'When the food must be at the event (or ready for pickup), Minsk time: 09:00–21:00 and at least 24 hours ahead; an order placed 09:00–12:00 may name the same day up to 20:00, at least 3 hours ahead. Without an offset it is read as Minsk time. Absent or null: agreed by phone.',
  )
  delivery_at?: string | null;

  @DeliveryMethodField()
  delivery_method?: DeliveryMethod;

  @DeliveryDistanceField()
  delivery_distance_km?: number;

  @CommentField()
  comment?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: MIN_GUESTS,
    maximum: MAX_GUESTS,
    example: 25,
    description: 'How many guests the order is for (the cart’s guest plan); absent or null: not given',
  })
  @GuestsField(false)
  guests?: number | null;

  @ExcludeAllergensField()
  exclude_allergens?: string[] | null;

  @VegetarianGuestsField()
  vegetarian_guests?: number | null;

  @DietaryNoteField()
  dietary_note?: string | null;

  @ApiProperty({ type: [OrderLineDto], minItems: 1, maxItems: MAX_ORDER_LINES })
  @OrderLinesField()
  product_list!: OrderLineDto[];

  @ApiProperty({
    example: 91,
    description: 'The total the shopper saw (items + delivery cost), BYN; more than 0.01 off the server’s total → 409, nothing created',
  })
  @PriceField(true, LABELS.orderTotal)
  total_cost!: number;
}

export class UserOrderListQuery {
  @PaymentMethodParam()
  @BlankAsAbsent()
  payment_method?: unknown;

  @StatusParam()
  @BlankAsAbsent()
  status?: unknown;
}
