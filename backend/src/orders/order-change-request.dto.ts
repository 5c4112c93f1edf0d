import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { AdminListQuery, SortField } from '../http/list-query';
import { GuestsField } from '../cart/cart.dto';
import { IdFilter } from '../common/filter-fields';
import { LABELS } from '../common/field-labels';
import { BlankAsAbsent, Trim } from '../common/query-transforms';
import { DeskLinesField, DeskOrderLineDto } from './order-desk.dto';
import { CHANGE_REQUEST_STATUSES } from './order-change-request.entity';
import { CommentField } from './order.dto';
import { DeliveryAtField } from '../common/fields/delivery-fields';

export const DECLINE_REASON_MAX_LENGTH = 1000;
export const CHANGE_REQUEST_SORT = ['id', 'date_created', 'status', 'order_id'] as const;

/** `POST /order/{id}/change-requests`: what the customer wishes to change (at least one field). */
export class CreateChangeRequestBody {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1000, description: 'The wished head count' })
  @GuestsField(false)
  guests?: number;

  @DeliveryAtField('The wished event time (Minsk time when no offset); staff check it against the kitchen when they accept')
  delivery_at?: string | null;

  @ApiPropertyOptional({ type: [DeskOrderLineDto], description: 'The whole wished list of dishes (dishes on sale now)' })
  @DeskLinesField(false)
  lines?: DeskOrderLineDto[];

  @CommentField()
  comment?: string | null;
}

export class WishedLineResponse {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 'Драники со сметаной' }) name!: string;
  @ApiProperty({ example: 20 }) quantity!: number;
}

export class ChangeRequestResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 17 }) order_id!: number;
  @ApiProperty({ enum: CHANGE_REQUEST_STATUSES, description: 'open (waiting for staff), accepted, declined' }) status!: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 40, description: 'null: unchanged' }) guests!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-05T16:00:00+03:00', description: 'Minsk time; null: unchanged' })
  delivery_at!: string | null;
  @ApiProperty({ type: [WishedLineResponse], nullable: true, description: 'The whole wished list; null: unchanged' })
  lines!: WishedLineResponse[] | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff declined it' }) decline_reason!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) date_created!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
  @ApiProperty({ example: 'Ковалёва Анна', description: 'The order’s customer (surname, first name)' }) customer_name!: string;
  @ApiProperty({ example: ['Гостей: 40', 'Время: 05.12.2026 в 16:00'], description: 'The wishes in words, as the letters print them' })
  summary!: string[];
}

export class CreateChangeRequestResponse {
  @ApiProperty({ example: 'Просьба отправлена менеджеру. Мы ответим письмом' }) message!: string;
  @ApiProperty({ type: ChangeRequestResponse }) request!: ChangeRequestResponse;
}

/** Back office list: open requests first, then the newest. */
export class ChangeRequestListQuery extends AdminListQuery {
  @SortField(CHANGE_REQUEST_SORT)
  sort?: string;

  @ApiPropertyOptional({ enum: CHANGE_REQUEST_STATUSES, description: 'Unknown → 400' })
  @BlankAsAbsent()
  @Allow()
  status?: unknown;

  @IdFilter(LABELS.orderId, 'Requests of this order')
  order_id?: number;
}

export class DeclineChangeRequestBody {
  @ApiProperty({ example: 'На 05.12 кухня загружена полностью', maxLength: DECLINE_REASON_MAX_LENGTH })
  @IsDefined({ message: 'укажите причину — клиент получит её в письме' })
  @Trim()
  @IsString({ message: 'причина должна быть строкой' })
  @MinLength(1, { message: 'укажите причину — клиент получит её в письме' })
  @MaxLength(DECLINE_REASON_MAX_LENGTH, { message: `не более ${DECLINE_REASON_MAX_LENGTH} символов` })
  reason!: string;
}
