import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ONLINE_PAY_METHODS, ONLINE_PAY_WHATS, OnlinePayMethod, OnlinePayWhat, PAYMENT_STATUSES } from '@bulbash/rules';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNumber, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_PAYMENT } from './payment.dto';
import { ONLINE_PAYMENT_STATUSES, OnlinePaymentStatus } from './online-payment.entity';

const WHAT_RULE = 'what: выберите deposit (предоплата), balance (остаток) или full (вся сумма)';
const METHOD_RULE = 'method: выберите card (картой онлайн) или erip (через ЕРИП)';

export class OnlinePaymentAvailability {
  @ApiProperty({ example: true, description: 'false without BEPAID_SHOP_ID: the front ends show no «Оплатить онлайн»' })
  enabled!: boolean;
  @ApiProperty({ enum: ONLINE_PAY_METHODS, isArray: true, example: ['card', 'erip'], description: '[] when disabled' })
  methods!: OnlinePayMethod[];
}

export class StartOnlinePaymentBody {
  @ApiProperty({ enum: ONLINE_PAY_WHATS, description: 'deposit: the deposit still owed; balance and full: everything left to pay' })
  @IsDefined({ message: WHAT_RULE })
  @IsIn(ONLINE_PAY_WHATS, { message: WHAT_RULE })
  what!: OnlinePayWhat;

  @ApiProperty({ enum: ONLINE_PAY_METHODS })
  @IsDefined({ message: METHOD_RULE })
  @IsIn(ONLINE_PAY_METHODS, { message: METHOD_RULE })
  method!: OnlinePayMethod;
}

export class EripInstructions {
  @ApiProperty({ example: '1042', description: 'What the customer enters in ERIP: the order number' }) account_number!: string;
  @ApiProperty({ example: 37.5, description: 'BYN' }) amount!: number;
  @ApiProperty({
    example: 'Расчёт (ЕРИП) → Интернет-магазины/сервисы → B → Bulbash catering',
    description: 'Where to find the shop in the ERIP tree',
  })
  path!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A data: URL of the QR code, null when bePaid gives none' })
  qr_code!: string | null;
}

export class StartOnlinePaymentResponse {
  @ApiProperty({ example: 12, description: 'Our attempt id (the tracking_id bePaid carries)' }) payment_id!: number;
  @ApiPropertyOptional({ example: 'https://checkout.bepaid.by/v2/checkout?token=…', description: 'card: send the customer here' })
  redirect_url?: string;
  @ApiPropertyOptional({ type: EripInstructions, description: 'erip: how to pay the invoice' })
  erip?: EripInstructions;
}

export class OnlinePaymentOrderPosition {
  @ApiProperty({ enum: PAYMENT_STATUSES }) payment_status!: string;
  @ApiProperty({ example: 37.5, description: 'BYN paid so far' }) paid!: number;
  @ApiProperty({ example: 37.5, description: 'BYN still to pay' }) balance!: number;
}

export class OnlinePaymentView {
  @ApiProperty({ example: 12 }) payment_id!: number;
  @ApiProperty({ example: 42 }) order_id!: number;
  @ApiProperty({ enum: ONLINE_PAY_METHODS }) method!: OnlinePayMethod;
  @ApiProperty({ enum: ONLINE_PAY_WHATS }) what!: OnlinePayWhat;
  @ApiProperty({ example: 37.5, description: 'BYN' }) amount!: number;
  @ApiProperty({ enum: ONLINE_PAYMENT_STATUSES }) status!: OnlinePaymentStatus;
  @ApiProperty({ type: OnlinePaymentOrderPosition }) order!: OnlinePaymentOrderPosition;
}

export class OnlinePaymentAttempt {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: ONLINE_PAY_METHODS }) method!: OnlinePayMethod;
  @ApiProperty({ enum: ONLINE_PAY_WHATS }) what!: OnlinePayWhat;
  @ApiProperty({ example: 37.5 }) amount!: number;
  @ApiProperty({ enum: ONLINE_PAYMENT_STATUSES }) status!: OnlinePaymentStatus;
  @ApiProperty({ type: String, nullable: true, description: 'bePaid’s transaction uid' }) provider_uid!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The hosted checkout page (card)' }) redirect_url!: string | null;
  @ApiProperty({ format: 'date-time' }) date_created!: string;
}

const REFUND_AMOUNT_RULE = `amount: укажите сумму возврата в byn — число больше 0, не более ${MAX_PAYMENT}, не более двух знаков после запятой`;
const REASON_RULE = 'reason: укажите причину возврата (от 3 до 255 символов)';

export class OnlineRefundBody {
  @ApiProperty({ example: 20, description: 'BYN to give back (positive), at most the payment’s refundable amount' })
  @IsDefined({ message: REFUND_AMOUNT_RULE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: REFUND_AMOUNT_RULE })
  @Min(0.01, { message: REFUND_AMOUNT_RULE })
  @Max(MAX_PAYMENT, { message: REFUND_AMOUNT_RULE })
  amount!: number;

  @ApiProperty({ example: 'Гостей стало меньше', minLength: 3, maxLength: 255 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: REASON_RULE })
  @IsString({ message: REASON_RULE })
  @MinLength(3, { message: REASON_RULE })
  @MaxLength(255, { message: REASON_RULE })
  reason!: string;
}

export class NotificationAnswer {
  @ApiProperty({
    example: true,
    description: 'Whether this notification recorded a payment or settled a refund now (false: already recorded, or nothing to record)',
  })
  recorded!: boolean;
}
