import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CapacityForceField } from '../capacity/capacity.dto';
import { Trim } from '../common/query-transforms';
import { TIME_OVERRIDE_MAX_LENGTH } from '../orders/order-desk.dto';
import { PaymentMethodParam } from '../orders/order.dto';
import { PersonNameField } from '../common/fields/contact-fields';
import { AdminEnquiryResponse } from './events-response.dto';

/**
 * «Создать заказ» from an enquiry: the enquiry gives the menu, event time, delivery, guests and
 * contacts; the manager gives the customer's full name as the order needs it (the enquiry has
 * one name field) and, when the event time no longer fits the shop's rules, the reason.
 */
export class CreateEnquiryOrderBody {
  @ApiProperty({ example: 'Анна', maxLength: 100 })
  @PersonNameField()
  first_name!: string;

  @ApiProperty({ example: 'Ковалёва', maxLength: 100, description: 'Family name' })
  @PersonNameField()
  surname!: string;

  @ApiProperty({ example: 'Сергеевна', maxLength: 100, description: 'Patronymic' })
  @PersonNameField()
  last_name!: string;

  @PaymentMethodParam()
  payment_method?: unknown;

  @ApiPropertyOptional({
    type: String,
    maxLength: TIME_OVERRIDE_MAX_LENGTH,
    description: 'As on the order desk: books a time outside the shop’s rules',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'причина должна быть строкой' })
  @MaxLength(TIME_OVERRIDE_MAX_LENGTH, { message: `не более ${TIME_OVERRIDE_MAX_LENGTH} символов` })
  time_override_reason?: string;

  @CapacityForceField()
  force?: boolean;
}

export class CreateEnquiryOrderResponse {
  @ApiProperty({ example: 'Заказ №42 создан по заявке №17' }) message!: string;
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ type: AdminEnquiryResponse }) enquiry!: AdminEnquiryResponse;
}
