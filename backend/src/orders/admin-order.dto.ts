import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Allow, ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../common/parse-id.pipe';
import { CapacityForceField } from '../capacity/capacity.dto';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-status';
import { GuestsField } from '../cart/cart.dto';
import { DeskLinesField, DeskOrderLineDto } from './order-desk.dto';
import {
  CommentField,
  DeliveryAddressField,
  DeliveryAtField,
  DeliveryDistanceField,
  DeliveryMethodField,
  MAX_ORDER_LINES,
  OrderAdjustmentDto,
  OrderDeliveryFieldsDto,
  PaymentMethodParam,
  StatusParam,
} from './order.dto';
import { PAYMENT_STATUSES, type DeliveryMethod } from '@bulbash/rules';
import { AdminListQuery, SortField } from '../http/list-query';
import { ORDER_SORT } from './order-sort-fields';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { IdField, OptionalNotNull, PriceField } from '../common/dto-fields';
import { atMostCharacters, LABELS, mustBe } from '../common/field-labels';
import { DayFilter, IdFilter } from '../common/filter-fields';
import { PAYMENT_DUE_FILTERS } from './order-payments';

const PHONE_FILTER_MAX_LENGTH = 20;
const REMOVE_IDS_RULE = `должен быть списком номеров строк заказа (не более ${MAX_ORDER_LINES})`;
const ID_RULE = 'номер строки должен быть целым числом от 1';

const PhoneFilter = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '29123', description: 'Substring of contact_phone' }),
    BlankAsAbsent(),
    IsOptional(),
    Trim(),
    IsString({ message: mustBe(LABELS.phone, 'строкой') }),
    MaxLength(PHONE_FILTER_MAX_LENGTH, { message: atMostCharacters(LABELS.phone, PHONE_FILTER_MAX_LENGTH) }),
  );

export class AdminOrderListQuery extends AdminListQuery {
  @SortField(ORDER_SORT)
  sort?: string;

  @PaymentMethodParam()
  @BlankAsAbsent()
  payment_method?: unknown;

  @StatusParam()
  @BlankAsAbsent()
  status?: unknown;

  @ApiPropertyOptional({
    enum: PAYMENT_STATUSES,
    description: "Derived from the payments ledger; other values → 400 'Payment status does not exist'",
  })
  @Allow()
  @BlankAsAbsent()
  payment_status?: unknown;

  @ApiPropertyOptional({
    enum: PAYMENT_DUE_FILTERS,
    description:
      '«Ожидают оплаты» (awaiting: not canceled, still owing, no due day passed) or «Просрочено» (overdue: the deposit or balance ' +
      "due day is before today, Minsk time, and the money is missing); other values → 400 'payment_due: expected awaiting or overdue'",
  })
  @Allow()
  @BlankAsAbsent()
  payment_due?: unknown;

  @DayFilter('Orders created on or after this day (Minsk time, inclusive)', '2025-05-01')
  date_from?: string;

  @DayFilter('Orders created on or before this day (Minsk time, inclusive)', '2025-05-31')
  date_to?: string;

  @DayFilter('Events (delivery_at) on or after this day (Minsk time, inclusive)', '2025-06-01')
  event_from?: string;

  @DayFilter('Events (delivery_at) on or before this day (Minsk time, inclusive)', '2025-06-07')
  event_to?: string;

  @PhoneFilter()
  phone?: string;

  @IdFilter(LABELS.customerId, 'Only the orders of this customer (account id, see GET /api/v1/admin/customers)')
  user_id?: number;
}

export class UpdateOrderBody {
  @ApiProperty({ example: 15 })
  @IdField(true, LABELS.orderId)
  order_id!: number;

  @PaymentMethodParam()
  @OptionalNotNull(LABELS.paymentMethod)
  payment_method?: unknown;

  @ApiPropertyOptional({ type: Number, example: 120.5, description: 'BYN, ≥ 0, at most 2 decimals' })
  @PriceField(false, LABELS.orderTotal)
  total_cost?: number;

  @StatusParam()
  @OptionalNotNull(LABELS.orderStatus)
  status?: unknown;

  @DeliveryAtField('Reschedule: any time staff agree with the customer (the shoppers’ rules do not bind staff); null → agreed by phone')
  delivery_at?: string | null;

  @DeliveryMethodField()
  delivery_method?: DeliveryMethod;

  @DeliveryDistanceField()
  delivery_distance_km?: number;

  @CommentField()
  comment?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The customer’s address (kept while the order is a pickup)' })
  @DeliveryAddressField()
  delivery_address?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 1000,
    example: 25,
    description: 'Head count; null clears it',
  })
  @GuestsField(false)
  guests?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    example: 3,
    description:
      'The version of the order the editor read (from its answer); if the order changed since, nothing is written and the answer is 409',
  })
  @IdField(false, LABELS.orderVersion)
  version?: number;

  @ApiPropertyOptional({
    type: [DeskOrderLineDto],
    description:
      'The whole new list of dishes and quantities: a dish already on the order keeps its snapshot (name, price), a new one is priced from the catalogue now; the total is recomputed and the change recorded in the history',
  })
  @DeskLinesField(false)
  lines?: DeskOrderLineDto[];

  @ApiPropertyOptional({
    type: [Number],
    maxItems: MAX_ORDER_LINES,
    example: [41],
    description:
      'Ids (order_items[].id) of lines `lines` cannot name, to drop them: services (a quote’s «Официант 4 × 25») and dishes whose product was deleted. ' +
      'Such lines are kept by any `lines` edit unless named here; an id that is not such a line of this order → 400 naming it',
  })
  @IsOptional()
  @IsArray({ message: REMOVE_IDS_RULE })
  @ArrayMaxSize(MAX_ORDER_LINES, { message: REMOVE_IDS_RULE })
  @IsInt({ each: true, message: ID_RULE })
  @Min(1, { each: true, message: ID_RULE })
  @Max(MAX_ID, { each: true, message: ID_RULE })
  remove_line_ids?: number[];

  @CapacityForceField()
  force?: boolean;
}

/** The order fields an administrator may change; the id comes from the path. */
export class RestUpdateOrderBody extends OmitType(UpdateOrderBody, ['order_id'] as const) {}

export class AdminOrderRow extends OrderDeliveryFieldsDto {
  @ApiProperty({ example: 15 }) id!: number;
  @ApiProperty({ example: 3 }) user_id!: number;
  @ApiProperty({ enum: PAYMENT_METHODS }) payment_method!: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ example: 120.5 }) total_cost!: number;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({ example: 'Иван' }) first_name!: string;
  @ApiProperty({ example: 'Петров' }) surname!: string;
  @ApiProperty({ example: '375291234567' }) contact_phone!: string;
  @ApiProperty({ type: String, nullable: true, description: 'For the agenda; pickup: the kitchen’s address' }) delivery_address!:
    string | null;
  @ApiProperty({ example: 3, description: 'Send it back with a change: another change since then makes it a 409' }) version!: number;
}

export class AdminOrderListResponse {
  @ApiProperty({ type: [AdminOrderRow] }) data!: AdminOrderRow[];
}

export class AdminOrderItemResponse {
  @ApiProperty({ example: 40 }) id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null once the product is deleted' }) product_id!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: String, nullable: true }) image_path!: string | null;
  @ApiProperty({ description: 'Unit price at order time, BYN', example: 45.5 }) product_cost!: number;
  @ApiProperty({ example: 2 }) quantity!: number;
}

export class StatusChangedBy {
  @ApiProperty({ example: 1, description: 'User id (admin, or the customer who canceled)' }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'admin@example.com' }) email!: string | null;
}

export class StatusHistoryEntry {
  @ApiProperty({ enum: ORDER_STATUSES, nullable: true, description: 'null for the creation (the first entry)' }) from!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) to!: string;
  @ApiProperty({ type: StatusChangedBy, nullable: true, description: 'Who made the change; null when unknown' })
  changed_by!: StatusChangedBy | null;
  @ApiProperty({ type: String, nullable: true, description: 'What else changed (Russian); an edit that kept the status has from = to' })
  note!: string | null;
  @ApiProperty({ format: 'date-time' }) date!: string;
}

export class AdminOrderDetailResponse extends AdminOrderRow {
  @ApiProperty({ example: 'Сидорович' }) last_name!: string;
  @ApiProperty({ type: String, nullable: true }) contact_email!: string | null;
  @ApiProperty({ format: 'date-time' }) date_updated!: string;
  @ApiProperty({ type: [AdminOrderItemResponse] }) order_items!: AdminOrderItemResponse[];
  @ApiProperty({ example: 79, description: 'Σ product_cost × quantity, BYN; items_total + delivery_cost + adjustments_total = total_cost' })
  items_total!: number;
  @ApiProperty({
    example: 0,
    description:
      'Of items_total, the services of an accepted quote (staff, tableware…: items of kind service), BYN; the dishes are items_total − services_total',
  })
  services_total!: number;
  @ApiProperty({ type: [OrderAdjustmentDto] }) adjustments!: OrderAdjustmentDto[];
  @ApiProperty({ example: 0 }) adjustments_total!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s own address, kept while the order is a pickup' })
  customer_address!: string | null;
  @ApiProperty({
    type: [StatusHistoryEntry],
    description: 'Every change, oldest first; the creation is the first entry (from null); each from is the to before it',
  })
  status_history!: StatusHistoryEntry[];
}
