import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IdFilter } from '../common/filter-fields';
import { BlankAsAbsent } from '../common/query-transforms';
import { LABELS, mustBe } from '../common/field-labels';
import { ALLERGEN_CODES, AllergenCode } from '@bulbash/rules';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (field: string) => `${field}: ${mustBe(LABELS.date, 'в формате ГГГГ-ММ-ДД')}`;

export class ProductionSheetQuery {
  @ApiProperty({ example: '2025-06-01', description: 'First Minsk day of the events (delivery_at), inclusive' })
  @IsString({ message: DAY_MESSAGE('date_from') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('date_from') })
  date_from!: string;

  @ApiProperty({ example: '2025-06-01', description: 'Last Minsk day of the events, inclusive (at most 62 days in all)' })
  @IsString({ message: DAY_MESSAGE('date_to') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('date_to') })
  date_to!: string;
}

export class DishConflictDto {
  @ApiProperty({ example: 18 }) order_id!: number;
  @ApiProperty({ enum: ALLERGEN_CODES, isArray: true, example: ['nuts'] }) allergens!: AllergenCode[];
}

export class ProductionSheetLineDto {
  @ApiProperty({ type: Number, nullable: true, example: 12, description: 'null when the product was deleted since' }) product_id!:
    number | null;
  @ApiProperty({ example: 'Драники со сметаной' }) name!: string;
  @ApiProperty({ example: 40, description: 'Summed over the orders that are not canceled' }) quantity!: number;
  @ApiProperty({ type: [Number], example: [15, 18], description: 'The orders it comes from, ascending' }) order_ids!: number[];
  @ApiProperty({
    enum: ALLERGEN_CODES,
    isArray: true,
    example: ['eggs', 'gluten'],
    description: 'The dish’s allergens as the catalogue has them now ([] for a deleted product)',
  })
  allergens!: AllergenCode[];
  @ApiProperty({ type: [Number], example: [18], description: 'Those of order_ids whose comment mentions an allergy' })
  allergy_order_ids!: number[];
  @ApiProperty({
    type: [DishConflictDto],
    description: 'Orders that excluded an allergen this dish contains (their exclude_allergens), with those allergens',
  })
  conflicts!: DishConflictDto[];
}

export class AllergyNoteDto {
  @ApiProperty({ example: 18 }) order_id!: number;
  @ApiProperty({ example: 'У одного гостя аллергия на орехи' }) comment!: string;
}

export class ProductionDishDto {
  @ApiProperty({ example: 'Драники со сметаной' }) name!: string;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({
    enum: ALLERGEN_CODES,
    isArray: true,
    example: [],
    description: 'The order’s excluded allergens this dish contains ([]: safe for this order)',
  })
  conflicts!: AllergenCode[];
}

export class ProductionServiceDto {
  @ApiProperty({ example: 'Официант' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'час' }) unit!: string | null;
  @ApiProperty({ example: 8 }) quantity!: number;
}

export class ProductionServiceLineDto extends ProductionServiceDto {
  @ApiProperty({ type: [Number], example: [15] }) order_ids!: number[];
}

export class ProductionEventDto {
  @ApiProperty({ example: 15 }) order_id!: number;
  @ApiProperty({ example: '2026-12-05T14:00:00+03:00', description: 'Minsk time' }) delivery_at!: string;
  @ApiProperty({ enum: ['delivery', 'pickup'] }) delivery_method!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s address; for a pickup the kitchen’s' }) address!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 25 }) guests!: number | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ description: 'The comment mentions an allergy or intolerance' }) allergy!: boolean;
  @ApiProperty({ enum: ALLERGEN_CODES, isArray: true, example: ['nuts'], description: 'The order’s excluded allergens' })
  exclude_allergens!: AllergenCode[];
  @ApiProperty({ example: 3 }) vegetarian_guests!: number;
  @ApiProperty({ type: String, nullable: true }) dietary_note!: string | null;
  @ApiProperty({ type: [ProductionDishDto] }) dishes!: ProductionDishDto[];
  @ApiProperty({ type: [ProductionServiceDto], description: 'Services of an accepted quote (staff, tableware…), apart from the dishes' })
  services!: ProductionServiceDto[];
  @ApiProperty({ example: 79, description: 'BYN; items_total + delivery_cost + adjustments_total = total_cost' }) items_total!: number;
  @ApiProperty({
    example: 0,
    description:
      'Of items_total, the services of an accepted quote (staff, tableware…: items of kind service), BYN; the dishes are items_total − services_total',
  })
  services_total!: number;
  @ApiProperty({ example: 5 }) delivery_cost!: number;
  @ApiProperty({ example: 0 }) adjustments_total!: number;
  @ApiProperty({ example: 84 }) total_cost!: number;
}

export class ProductionSheetResponse {
  @ApiProperty({ example: '2025-06-01' }) date_from!: string;
  @ApiProperty({ example: '2025-06-01' }) date_to!: string;
  @ApiProperty({ type: [ProductionSheetLineDto], description: 'Products (dishes) by name' }) items!: ProductionSheetLineDto[];
  @ApiProperty({
    type: [ProductionServiceLineDto],
    description: 'Services of accepted quotes (staff, tableware…) by name, apart from the dishes',
  })
  services!: ProductionServiceLineDto[];
  @ApiProperty({ example: 3, description: 'Orders in the period that are not canceled' }) orders!: number;
  @ApiProperty({ type: [AllergyNoteDto], description: 'Orders whose comment mentions an allergy or intolerance, by id' })
  allergy_notes!: AllergyNoteDto[];
  @ApiProperty({
    type: [ProductionEventDto],
    description: 'The events of the period by time, with their dishes, comment and money breakdown',
  })
  events!: ProductionEventDto[];
}

export class DeliverySheetQuery {
  @ApiProperty({ example: '2026-12-05', description: 'The Minsk day of the deliveries' })
  @IsString({ message: DAY_MESSAGE('date') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('date') })
  date!: string;
}

export class DeliveryStopDto {
  @ApiProperty({ example: 15 }) order_id!: number;
  @ApiProperty({ example: '2026-12-05T14:00:00+03:00' }) delivery_at!: string;
  @ApiProperty({ example: '14:00', description: 'Minsk time' }) time!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Минск, ул. Немига, 5' }) address!: string | null;
  @ApiProperty({ example: 3, description: 'Whole km beyond MKAD' }) delivery_distance_km!: number;
  @ApiProperty({ example: '+375 29 123-45-67' }) phone!: string;
  @ApiProperty({ example: 'tel:+375291234567' }) phone_link!: string;
  @ApiProperty({ example: 'Ковалёва Анна Сергеевна' }) customer!: string;
  @ApiProperty({ type: Number, nullable: true, example: 25 }) guests!: number | null;
  @ApiProperty({ example: 12, description: 'Σ quantities of the dishes (boxes and trays to load)' }) boxes!: number;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ enum: ['card', 'cash', 'transfer'] }) payment_method!: string;
  @ApiProperty({ example: 'наличные' }) payment_label!: string;
  @ApiProperty({
    example: 120.5,
    description: 'BYN the driver collects: the unpaid balance for cash or card (0 once paid), 0 for a bank transfer',
  })
  to_collect!: number;
  @ApiProperty({ example: 120.5, description: 'What the customer still owes, BYN, whatever the method (balance_due of the order)' })
  balance_due!: number;
  @ApiProperty({ example: 'получить наличными 120,50 byn', description: '«оплачено» when nothing is owed' }) collect_label!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The driver the delivery is given to (PUT /admin/orders/{id}/driver); null: any driver',
  })
  driver_id!: number | null;
}

export class DeliverySheetResponse {
  @ApiProperty({ example: '2026-12-05' }) date!: string;
  @ApiProperty({ type: [DeliveryStopDto], description: 'Deliveries of the day by time (pickups and canceled orders left out)' })
  stops!: DeliveryStopDto[];
  @ApiProperty({ example: 240.5, description: 'Σ to_collect, BYN (cash and card)' }) to_collect!: number;
  @ApiProperty({ example: 120.5, description: 'Σ to_collect of the cash orders, BYN («Получить наличными»)' }) cash_to_collect!: number;
}

export class PackingLabelsQuery {
  @ApiPropertyOptional({ example: '2026-12-05', description: 'The Minsk day of the events: its orders that are not canceled, by time' })
  @BlankAsAbsent()
  @IsOptional()
  @IsString({ message: DAY_MESSAGE('date') })
  @Matches(ISO_DAY, { message: DAY_MESSAGE('date') })
  date?: string;

  @IdFilter(LABELS.orderId, 'One order (whatever its status); with date as well, only when its event is on that day')
  order_id?: number;
}

export class AgendaEventResponse {
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ example: '2026-12-05T12:00:00+03:00', description: 'Minsk time with its offset' }) delivery_at!: string;
  @ApiProperty({ example: 'processing' }) status!: string;
  @ApiProperty({ example: 'Ковалёва Анна' }) customer!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '375291234567',
    description: 'null for a role without customer_contacts read (kitchen)',
  })
  phone!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'anna@example.by',
    description: 'null for a role without customer_contacts read, or none given',
  })
  email!: string | null;
  @ApiProperty({ enum: ['delivery', 'pickup'] }) delivery_method!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s address, or the kitchen’s for a pickup' }) address!:
    string | null;
  @ApiProperty({ type: Number, nullable: true }) guests!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 691.12,
    description: 'The order total (byn); null for a role that may not read orders (the kitchen)',
  })
  total_cost!: number | null;
}
