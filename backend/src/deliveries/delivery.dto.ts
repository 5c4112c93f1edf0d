import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, Matches } from 'class-validator';
import { ORDER_STATUSES, OrderStatus } from '../orders/order-status';

const DAY_RULE = 'date: укажите дату в формате ГГГГ-ММ-ДД';

export class MyDeliveriesQuery {
  @ApiPropertyOptional({ example: '2026-12-05', description: 'The Minsk day of the deliveries; absent: today in Minsk' })
  @IsOptional()
  @IsString({ message: DAY_RULE })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DAY_RULE })
  date?: string;
}

/** One delivery on the driver's phone. */
export class MyDeliveryDto {
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ example: '№42', description: 'The order number as staff and the customer read it' }) number!: string;
  @ApiProperty({ example: '14:00', description: 'Minsk time the food must be there (HH:MM)' }) time_from!: string;
  @ApiProperty({ example: '14:30', description: 'The end of its 30-minute delivery slot (HH:MM, Minsk)' }) time_to!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Минск, ул. Немига, 5' }) address!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://yandex.ru/maps/?text=%D0%9C%D0%B8%D0%BD%D1%81%D0%BA',
    description: 'Opens the address in the phone’s maps app (a Yandex Maps search built from the text; no geocoding)',
  })
  maps_url!: string | null;
  @ApiProperty({ example: 'Ковалёва Анна Сергеевна' }) customer_name!: string;
  @ApiProperty({ example: '+375291234567', description: 'For a tel: link' }) phone!: string;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 25 }) guests!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 120,
    description:
      'What to collect at the door, BYN (amountToCollect of @bulbash/rules: the unpaid balance for cash or card, 0 when paid or by transfer); ' +
      'null for a role that may not see it (field visibility `collect`)',
  })
  to_collect!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'получить наличными 120,00 byn',
    description: 'The same figure in words; null as to_collect',
  })
  collect_label!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: OrderStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'The assigned driver; null: any driver of the day' }) driver_id!: number | null;
  @ApiProperty({ description: 'The order is completed' }) delivered!: boolean;
  @ApiProperty({ description: 'The driver marked it «В пути» (set out with it)' }) on_the_way!: boolean;
  @ApiProperty({
    description:
      '«Доставлено» is possible: on today’s run (Minsk, by the shop’s clock) and not delivered yet; another day’s card is for planning',
  })
  can_deliver!: boolean;
}

export class DeliveredBody {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 120,
    description: 'Cash taken at the door, BYN (0..100000, two decimals); null, absent or 0: nothing taken, no payment recorded',
  })
  @IsOptional()
  cash_collected?: unknown;
}

export class DeliveredResponse {
  @ApiProperty({ example: 'Доставка отмечена' }) message!: string;
  @ApiProperty({ type: MyDeliveryDto }) delivery!: MyDeliveryDto;
  @ApiProperty({ type: Number, nullable: true, description: 'The cash payment recorded (its id in the order’s ledger); null when no cash' })
  payment_id!: number | null;
}

export class OnTheWayResponse {
  @ApiProperty({ example: 'Отмечено: в пути' }) message!: string;
  @ApiProperty({ type: MyDeliveryDto }) delivery!: MyDeliveryDto;
}

export class AssignDriverBody {
  @ApiProperty({ type: Number, nullable: true, example: 7, description: 'A staff account with the role driver; null unassigns' })
  // Checked by the service: null is a value here (unassign), only absent is refused.
  @Allow()
  driver_id?: unknown;
}

export class AssignDriverResponse {
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ type: Number, nullable: true }) driver_id!: number | null;
  @ApiProperty({ example: 4, description: 'The order’s version after the change' }) version!: number;
}

export class DriverDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Сергей Водителев' }) name!: string;
  @ApiProperty({ example: 'driver@example.by' }) email!: string;
}
