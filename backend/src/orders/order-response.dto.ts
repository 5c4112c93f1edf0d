import { ApiProperty } from '@nestjs/swagger';

import { ORDER_STATUSES, OrderStatus, PAYMENT_METHODS, PaymentMethod } from './order-status';
import { CANCELLATION_TERMS, CancellationTerms, DELIVERY_METHODS, DeliveryMethod } from '@bulbash/rules';

import { CompanyPayerDto } from '../users/company-payer.dto';
import { OrderPaymentFieldsDto } from './order-payment-fields.dto';
import { PAYER_TYPES, PAYMENT_STATUSES, PayerType, PaymentStatus } from '@bulbash/rules';

import { DATE_TIME_EXAMPLE } from '../common/fields/field-messages';

export class CreateOrderResponse {
  @ApiProperty({ example: 'Заказ успешно оформлен' }) message!: string;
  @ApiProperty({ example: 42 }) order_id!: number;
}

/** The catering fields every order answer carries (own and admin, list and detail), with its money position. */
export class OrderDeliveryFieldsDto extends OrderPaymentFieldsDto {
  @ApiProperty({ enum: PAYER_TYPES }) payer_type!: PayerType;
  @ApiProperty({ type: CompanyPayerDto, nullable: true, description: 'The company’s requisites when payer_type is company, else null' })
  company!: CompanyPayerDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: DATE_TIME_EXAMPLE,
    description: 'Minsk time with its offset; null: agreed by phone',
  })
  delivery_at!: string | null;
  @ApiProperty({ enum: DELIVERY_METHODS }) delivery_method!: DeliveryMethod;
  @ApiProperty({ example: 12, description: 'Whole km beyond MKAD' }) delivery_distance_km!: number;
  @ApiProperty({ example: 12, description: 'BYN, included in total_cost' }) delivery_cost!: number;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: [String], example: ['nuts'], description: 'Allergen codes the guests must not get, stable order' })
  exclude_allergens!: string[];
  @ApiProperty({ example: 3, description: 'Guests who eat vegetarian' }) vegetarian_guests!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s words on diet and allergies' }) dietary_note!: string | null;
  @ApiProperty({ example: 0, description: 'BYN charged for a late cancellation; 0 when none' }) cancellation_fee!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 25,
    description: 'Head count the order is for (1..1000); null when the shopper gave none',
  })
  guests!: number | null;
  @ApiProperty({
    enum: CANCELLATION_TERMS,
    description: 'standard: the shop’s rule; deposit_kept: a paid deposit is kept (an accepted quote’s terms)',
  })
  cancellation_terms!: CancellationTerms;
  @ApiProperty({ description: 'The cancellation terms in one sentence (the cancel dialog shows it)' }) cancellation_terms_text!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 30,
    description: 'The deposit percent agreed (an accepted quote’s); null: the payment settings’ terms',
  })
  deposit_percent!: number | null;
}

export class UserOrderRow extends OrderDeliveryFieldsDto {
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
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 12,
    description: 'The dish in the catalogue; null for a service or a deleted dish',
  })
  product_id!: number | null;
  @ApiProperty({ example: 'Канапе с сёмгой' }) name!: string;
  @ApiProperty({ example: 'Сливочный сыр, слабосолёная сёмга' }) description!: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/products/3f9a1c.webp' }) image_path!: string | null;
  @ApiProperty({ example: 45.5, description: 'Unit price at the time of the order, BYN' }) product_cost!: number;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ enum: ['dish', 'service'], description: 'service: a line of an accepted quote (staff, tableware…), no product' })
  kind!: 'dish' | 'service';
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Services: «час», «шт.»…; null for dishes' })
  unit!: string | null;
}

export class OrderAdjustmentDto {
  @ApiProperty({ example: 'Корректировка' }) label!: string;
  @ApiProperty({ example: -5, description: 'BYN, signed: a discount is negative' }) amount!: number;
  @ApiProperty({ format: 'date-time' }) date!: string;
}

/** How total_cost adds up: items_total + delivery_cost + adjustments_total = total_cost, always. */
export class OrderBreakdownDto extends UserOrderRow {
  @ApiProperty({ example: 79, description: 'Σ product_cost × quantity of the items, BYN' }) items_total!: number;
  @ApiProperty({
    example: 0,
    description:
      'Of items_total, the services of an accepted quote (staff, tableware…: items of kind service), BYN; the dishes are items_total − services_total',
  })
  services_total!: number;
  @ApiProperty({ type: [OrderAdjustmentDto], description: 'Changes of the total agreed by staff, oldest first' })
  adjustments!: OrderAdjustmentDto[];
  @ApiProperty({ example: 0, description: 'Σ adjustments, BYN' }) adjustments_total!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The customer’s own address, kept while the order is a pickup (delivery_address then shows the kitchen’s)',
  })
  customer_address!: string | null;
}

export class UserOrderDetail extends OrderBreakdownDto {
  @ApiProperty({ example: 'Анна' }) first_name!: string;
  @ApiProperty({ example: 'Ковалёва' }) surname!: string;
  @ApiProperty({ example: 'Сергеевна' }) last_name!: string;
  @ApiProperty({ example: '375291234567' }) contact_phone!: string;
  @ApiProperty({ type: String, nullable: true }) contact_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) delivery_address!: string | null;
  @ApiProperty({ type: [UserOrderItem] }) order_items!: UserOrderItem[];
}

export class CancelOrderResponse {
  @ApiProperty({ example: 'Заказ отменён. Стоимость отмены: 45.5 BYN' }) message!: string;
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ example: 45.5, description: 'BYN; 0 when cancelled 24 hours or more before delivery_at (or without one)' })
  cancellation_fee!: number;
  @ApiProperty({ example: 100, description: 'BYN received for the order (the payments ledger)' }) paid_amount!: number;
  @ApiProperty({ example: 45.5, description: 'BYN of the money received that the shop keeps (at most the fee)' }) kept_amount!: number;
  @ApiProperty({ example: 54.5, description: 'BYN the shop owes back; the order is refund_due until a refund is recorded' })
  refund_due!: number;
  @ApiProperty({ enum: PAYMENT_STATUSES }) payment_status!: PaymentStatus;
}

export class RepeatedItem {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 'Канапе с сёмгой' }) name!: string;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: 46, description: 'Today’s unit price, BYN' }) price!: number;
}

export class RepeatOrderResponse {
  @ApiProperty({ example: 'Товары заказа добавлены в корзину' }) message!: string;
  @ApiProperty({ type: [RepeatedItem] }) added!: RepeatedItem[];
  @ApiProperty({ type: [String], example: ['Торт «Наполеон»'], description: 'Names of the order’s items no longer on sale' })
  unavailable!: string[];
}
