import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsEmail, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MAX_QUANTITY, QuantityField } from '../cart/cart.dto';
import { IdField, PriceField } from '../common/dto-fields';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { LABELS } from '../common/field-labels';
import { ORDER_STATUSES, OrderStatus, PAYMENT_METHODS, PaymentMethod } from './order-status';

/** Spec section 9: 375 + operator code (25, 29, 44, 33 or 17) + seven digits. */
export const PHONE_PATTERN = /^375(25|29|44|33|17)\d{7}$/;
export const PHONE_MESSAGE = 'введите номер телефона в формате 375XXXXXXXXX';
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 500;
/** More lines than any real catering order has; bounds the work one request can ask for. */
export const MAX_ORDER_LINES = 200;

const FILL_IN = 'заполните поле!';

/** Trimmed; '' and null become null (the storefront sends null for an empty optional field). */
const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
    return value === undefined ? undefined : value;
  });

const PersonNameField = () =>
  applyDecorators(
    IsDefined({ message: FILL_IN }),
    Trim(),
    IsString({ message: 'должно быть строкой' }),
    IsNotEmpty({ message: FILL_IN }),
    MaxLength(NAME_MAX_LENGTH, { message: `не более ${NAME_MAX_LENGTH} символов` }),
  );

/** An optional payment method, checked by the service for the spec's exact 400 detail. */
export const PaymentMethodParam = () =>
  applyDecorators(ApiPropertyOptional({ enum: PAYMENT_METHODS, description: "Other values → 400 'Payment method does not exist'" }), Allow());

/** An optional order status, checked by the service for the spec's exact 400 detail. */
export const StatusParam = () => applyDecorators(ApiPropertyOptional({ enum: ORDER_STATUSES, description: "Other values → 400 'Status does not exist'" }), Allow());

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

  @ApiProperty({ example: 45.5, description: 'Unit price the shopper saw, BYN; more than 0.01 off the current price → 409' })
  @PriceField(true)
  product_cost!: number;
}

/*
 * With stopAtFirstError the first registered rule that fails gives the message. Stacked
 * decorators register bottom-up, applyDecorators in its listed order, so the rules below read
 * (and run) from the type check to the finer ones.
 */
const DeliveryAddressField = () =>
  applyDecorators(
    EmptyToNull(),
    IsOptional(),
    IsString({ message: 'адрес должен быть строкой' }),
    MaxLength(ADDRESS_MAX_LENGTH, { message: `не более ${ADDRESS_MAX_LENGTH} символов` }),
  );

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

export class CreateOrderDto {
  @ApiProperty({ example: 'Анна', maxLength: NAME_MAX_LENGTH })
  @PersonNameField()
  first_name!: string;

  @ApiProperty({ example: 'Сергеевна', maxLength: NAME_MAX_LENGTH, description: 'Patronymic' })
  @PersonNameField()
  last_name!: string;

  @ApiProperty({ example: 'Ковалёва', maxLength: NAME_MAX_LENGTH, description: 'Family name' })
  @PersonNameField()
  surname!: string;

  @ApiProperty({ example: '375291234567', pattern: PHONE_PATTERN.source })
  @IsDefined({ message: FILL_IN })
  @Trim()
  @IsString({ message: PHONE_MESSAGE })
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  contact_phone!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'anna@example.by', description: 'Optional; the confirmation goes here (else to the account e-mail)' })
  @EmptyToNull()
  @IsOptional()
  @IsString({ message: 'вы ввели неверный email!' })
  @MaxLength(254, { message: 'вы ввели неверный email!' })
  @IsEmail({}, { message: 'вы ввели неверный email!' })
  contact_email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Минск, ул. Немига, 5, кв. 12', maxLength: ADDRESS_MAX_LENGTH })
  @DeliveryAddressField()
  delivery_address?: string | null;

  @PaymentMethodParam()
  payment_method?: unknown;

  @ApiProperty({ type: [OrderLineDto], minItems: 1, maxItems: MAX_ORDER_LINES })
  @OrderLinesField()
  product_list!: OrderLineDto[];

  @ApiProperty({ example: 91, description: 'The total the shopper saw, BYN; more than 0.01 off the server’s total → 409, nothing created' })
  @PriceField(true, LABELS.orderTotal)
  total_cost!: number;
}

export class CreateOrderResponse {
  @ApiProperty({ example: 'Заказ успешно оформлен' }) message!: string;
  @ApiProperty({ example: 42 }) order_id!: number;
}

export class UserOrderListQuery {
  @PaymentMethodParam()
  @BlankAsAbsent()
  payment_method?: unknown;

  @StatusParam()
  @BlankAsAbsent()
  status?: unknown;
}

export class UserOrderRow {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ enum: PAYMENT_METHODS }) payment_method!: PaymentMethod;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: OrderStatus;
  @ApiProperty({ example: 91 }) total_cost!: number;
  @ApiProperty({ example: '2026-11-23T09:15:00.000Z' }) date_created!: string;
}

export class UserOrderListResponse {
  @ApiProperty({ type: [UserOrderRow] }) data!: UserOrderRow[];
}

export class UserOrderItem {
  @ApiProperty({ example: 'Канапе с сёмгой' }) name!: string;
  @ApiProperty({ example: 'Сливочный сыр, слабосолёная сёмга' }) description!: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/products/3f9a1c.webp' }) image_path!: string | null;
  @ApiProperty({ example: 45.5, description: 'Unit price at the time of the order, BYN' }) product_cost!: number;
  @ApiProperty({ example: 2 }) quantity!: number;
}

export class UserOrderDetail extends UserOrderRow {
  @ApiProperty({ example: 'Анна' }) first_name!: string;
  @ApiProperty({ example: 'Ковалёва' }) surname!: string;
  @ApiProperty({ example: 'Сергеевна' }) last_name!: string;
  @ApiProperty({ example: '375291234567' }) contact_phone!: string;
  @ApiProperty({ type: String, nullable: true }) contact_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) delivery_address!: string | null;
  @ApiProperty({ type: [UserOrderItem] }) order_items!: UserOrderItem[];
}
