import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BlankAsAbsent, Trim } from '../../common/query-transforms';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../mail/outbox-message.entity';
import { OUTBOX_SORT } from '../../mail/outbox.service';
import { AdminListQuery, SortField } from '../../http/list-query';

export class OutboxListQuery extends AdminListQuery {
  @SortField(OUTBOX_SORT)
  sort?: string;

  @ApiPropertyOptional({
    enum: OUTBOX_STATUSES,
    description: 'pending: not yet taken by the SMTP server; sent: taken; failed: refused for good or its tries spent',
  })
  @BlankAsAbsent()
  @IsOptional()
  @IsIn(OUTBOX_STATUSES as unknown as string[], { message: `status: допустимы ${OUTBOX_STATUSES.join(', ')}` })
  status?: string;

  @ApiPropertyOptional({ enum: OUTBOX_CHANNELS, description: 'email: letters; telegram: messages to the staff group and customers’ chats' })
  @BlankAsAbsent()
  @IsOptional()
  @IsIn(OUTBOX_CHANNELS as unknown as string[], { message: `channel: допустимы ${OUTBOX_CHANNELS.join(', ')}` })
  channel?: string;

  @ApiPropertyOptional({
    description: 'Substring of the recipient’s address (or Telegram chat id), any letter case',
    example: 'example.by',
  })
  @BlankAsAbsent()
  @IsOptional()
  @Trim()
  @IsString({ message: 'recipient: должен быть строкой' })
  @MaxLength(320, { message: 'recipient: не более 320 символов' })
  recipient?: string;
}

export class OutboxMessageResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: OUTBOX_CHANNELS, description: 'email: a letter; telegram: a Telegram message (recipient is the chat id)' })
  channel!: string;
  @ApiProperty({ example: 'anna@example.by', description: 'An e-mail address, or the Telegram chat id' }) recipient!: string;
  @ApiProperty({ example: 'Заказ №15 принят' }) subject!: string;
  @ApiProperty({ enum: OUTBOX_STATUSES }) status!: string;
  @ApiProperty({ example: 1, description: 'Tries so far (the successful one included)' }) attempts!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The last refusal: the SMTP server’s reply, or Telegram’s error code and description (kept after a later success)',
  })
  last_error!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'A pending letter is not tried again before this' }) next_attempt_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at!: string | null;
}
