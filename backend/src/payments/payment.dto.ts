import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ONLINE_REFUND_STATUSES, OnlineRefundStatus, REFUND_FLAGS, RefundFlag } from '@bulbash/rules';
import { Transform } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { DepositDueDto, OrderPaymentFieldsDto } from '../orders/order-payment-fields.dto';
import { PAYMENT_METHODS } from '../orders/order-status';
import { LEDGER_METHODS, LedgerMethod } from './ledger-methods';

export { DepositDueDto, OrderPaymentFieldsDto };

export const MAX_PAYMENT = 9_999_999.99;
export const PAYMENT_NOTE_MAX = 500;
const AMOUNT_RULE = `amount: укажите сумму в byn — число от -${MAX_PAYMENT} до ${MAX_PAYMENT}, не 0, не более двух знаков после запятой (возврат — со знаком минус)`;
export const PAID_AT_RULE = 'paid_at: укажите дату и время в формате ISO 8601, например 2026-12-05T15:30:00+03:00';

/** A payment (or, negative, a refund) staff record against an order. */
export class CreatePaymentBody {
  @ApiProperty({ example: 250, description: 'BYN, two decimals at most; negative records a refund; 0 → 400' })
  @IsDefined({ message: AMOUNT_RULE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: AMOUNT_RULE })
  @NotEquals(0, { message: AMOUNT_RULE })
  @Min(-MAX_PAYMENT, { message: AMOUNT_RULE })
  @Max(MAX_PAYMENT, { message: AMOUNT_RULE })
  amount!: number;

  @ApiPropertyOptional({
    enum: PAYMENT_METHODS,
    description: "Absent: the order's payment method. Other values → 400 'Payment method does not exist'",
  })
  @IsOptional()
  method?: unknown;

  @ApiPropertyOptional({
    example: '2026-12-05T15:30:00+03:00',
    description: 'When the money moved (ISO 8601; without an offset, Minsk time); absent: now. Not in the future.',
  })
  @IsOptional()
  @IsString({ message: PAID_AT_RULE })
  paid_at?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Предоплата по счёту', maxLength: PAYMENT_NOTE_MAX })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString({ message: 'note: должно быть строкой' })
  @MaxLength(PAYMENT_NOTE_MAX, { message: `note: не более ${PAYMENT_NOTE_MAX} символов` })
  note?: string | null;
}

export class PaymentResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ example: 250, description: 'BYN, signed: a refund is negative' }) amount!: number;
  @ApiProperty({ enum: LEDGER_METHODS, description: 'card_online and erip: received online through bePaid' }) method!: LedgerMethod;
  @ApiProperty({ example: '2026-12-05T15:30:00+03:00', description: 'Minsk time with its offset' }) paid_at!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin@example.com' }) recorded_by!: string | null;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '4107-310b0da80b',
    description: 'bePaid’s transaction uid (online payments and refunds), null otherwise',
  })
  provider_uid!: string | null;
  @ApiProperty({
    example: 0,
    description: 'BYN still refundable online: 0 for money received offline, for refunds and once fully refunded',
  })
  refundable!: number;
  @ApiProperty({
    enum: REFUND_FLAGS,
    nullable: true,
    description:
      'Money taken online that must be given back: attempt_expired (paid through a checkout or ERIP invoice that had been replaced ' +
      'or expired), order_canceled (paid after the order was canceled); null for ordinary entries',
  })
  refund_flag!: RefundFlag | null;
}

/** An online refund asked of bePaid, from the moment it is recorded until bePaid settles it. */
export class RefundAttemptResponse {
  @ApiProperty({ example: 7, description: 'Our refund id (bePaid’s tracking_id refund-7)' }) id!: number;
  @ApiProperty({ example: 5, description: 'The ledger entry (online payment) being refunded' }) payment_id!: number;
  @ApiProperty({ example: 30, description: 'BYN to give back (positive)' }) amount!: number;
  @ApiProperty({ example: 'Гостей стало меньше' }) reason!: string;
  @ApiProperty({
    enum: ONLINE_REFUND_STATUSES,
    description:
      'pending: bePaid is being asked; unknown: its answer was lost, the shop is checking («Возврат проверяется»); ' +
      'refunded: confirmed, in the ledger (entry_id); failed: bePaid refused or never got it (message)',
  })
  status!: OnlineRefundStatus;
  @ApiProperty({ example: 'Возврат проверяется' }) status_label!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The negative ledger entry once refunded' }) entry_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'bePaid’s refund uid once known' }) provider_uid!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'bePaid’s words on a refusal' }) message!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'owner@example.com' }) requested_by!: string | null;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
}

/** 202: the refund was asked of bePaid, but its answer did not come; the shop settles it by itself. */
export class RefundPendingResponse {
  @ApiProperty({ example: 7 }) refund_id!: number;
  @ApiProperty({ enum: ['unknown'], example: 'unknown' }) status!: 'unknown';
  @ApiProperty({ example: 'Платёжная система не ответила вовремя. Возврат проверяется: … Не повторяйте возврат' }) message!: string;
}

export class PaymentListResponse {
  @ApiProperty({ type: [PaymentResponse] }) data!: PaymentResponse[];
  @ApiProperty({ type: [RefundAttemptResponse], description: 'The order’s online refunds with their state, oldest first' })
  refunds!: RefundAttemptResponse[];
  @ApiProperty({ type: OrderPaymentFieldsDto, description: 'The order’s position after these payments' })
  summary!: OrderPaymentFieldsDto;
}

export class PaymentChangeResponse {
  @ApiProperty({ example: 'Оплата записана' }) message!: string;
  @ApiProperty({ type: PaymentResponse, nullable: true, description: 'The recorded payment; null after a removal' })
  payment!: PaymentResponse | null;
  @ApiProperty({ type: OrderPaymentFieldsDto }) summary!: OrderPaymentFieldsDto;
  @ApiProperty({ example: 4, description: 'The order’s version after the change (the history has a row for it)' }) version!: number;
}

/** One online payment flagged for refund that still holds money to give back. */
export class PaymentToRefund {
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ example: 5, description: 'The ledger entry' }) payment_id!: number;
  @ApiProperty({ example: 50, description: 'BYN still to give back' }) amount!: number;
  @ApiProperty({ enum: REFUND_FLAGS }) refund_flag!: RefundFlag;
  @ApiProperty({ example: 'Оплата пришла после отмены заказа: верните её' }) label!: string;
}

/** The dashboard's «Вернуть деньги»: money taken online for an expired attempt or a canceled order, not yet given back. */
export class MoneyToRefund {
  @ApiProperty({ example: 1 }) count!: number;
  @ApiProperty({ example: 50, description: 'BYN in all' }) amount!: number;
  @ApiProperty({ type: [PaymentToRefund], description: 'Newest first, at most 20' }) payments!: PaymentToRefund[];
}
