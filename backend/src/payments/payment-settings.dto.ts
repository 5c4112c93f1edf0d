import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IntField, OptionalNotNull, PriceField } from '../common/dto-fields';
import { Trim } from '../common/query-transforms';
import { LABELS } from '../common/field-labels';

export const MAX_BALANCE_DUE_DAYS = 60;
/** The longest grace after placing an order (a day). */
export const MAX_FREE_CANCEL_MINUTES = 1440;
export const VAT_NOTE_MAX = 200;
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;

/** The deposit terms shoppers may read (the checkout announces the deposit before ordering). */
export class PaymentTermsResponse {
  @ApiProperty({ example: 50, minimum: 0, maximum: 100, description: 'Deposit, % of the total; 0: no deposit' }) deposit_percent!: number;
  @ApiProperty({ example: 500, description: 'Orders with a total at or above this (BYN) need the deposit' }) deposit_min_total!: number;
  @ApiProperty({
    example: 2,
    description:
      'A bank transfer is due this many days before the event, moved back to a working day (cash or card on delivery: at the event)',
  })
  balance_due_days!: number;
  @ApiProperty({
    example: 5,
    minimum: 0,
    maximum: MAX_BALANCE_DUE_DAYS,
    description:
      'A company’s bank transfer is due this many days before the event (a person’s: balance_due_days), moved back to a working day (Mon–Fri). ' +
      'Cash or card on delivery is due at the event.',
  })
  company_payment_days!: number;
}

export class PaymentSettingsResponse extends PaymentTermsResponse {
  @ApiProperty({ example: 'Без НДС', description: 'Printed on invoices' }) vat_note!: string;
  @ApiProperty({ example: 'BC', description: 'Invoice numbers read PREFIX-YEAR-NNNNNN' }) invoice_prefix!: string;
  @ApiProperty({
    example: 50,
    minimum: 0,
    maximum: 100,
    description: 'The deposit a new quote asks for, % of its total (staff may change it per quote)',
  })
  quote_deposit_percent!: number;
  @ApiProperty({
    example: 15,
    minimum: 0,
    maximum: MAX_FREE_CANCEL_MINUTES,
    description:
      'Minutes after placing an order during which the customer may cancel it for free whatever the event time (default 15); 0 turns this grace off. ' +
      'Read when the customer cancels and in every order answer (free_cancel_until), so a change applies to orders still within it.',
  })
  free_cancel_minutes!: number;
  @ApiProperty({
    example: 60,
    minimum: 0,
    maximum: 100,
    description: 'The owner’s minimum margin, % of the dishes’ price: a quote below it warns before it is sent (default 60)',
  })
  min_margin_percent!: number;
}

/** Only the fields sent change; each is validated and a bad one is a 400 naming it. */
export class UpdatePaymentSettingsBody {
  @ApiPropertyOptional({ example: 50, minimum: 0, maximum: 100 })
  @IntField(LABELS.depositPercent, 0, 100)
  deposit_percent?: number;

  @ApiPropertyOptional({ example: 500, minimum: 0 })
  @PriceField(false, LABELS.depositMinTotal)
  deposit_min_total?: number;

  @ApiPropertyOptional({ example: 2, minimum: 0, maximum: MAX_BALANCE_DUE_DAYS })
  @IntField(LABELS.balanceDueDays, 0, MAX_BALANCE_DUE_DAYS)
  balance_due_days?: number;

  @ApiPropertyOptional({ example: 5, minimum: 0, maximum: MAX_BALANCE_DUE_DAYS })
  @IntField(LABELS.companyPaymentDays, 0, MAX_BALANCE_DUE_DAYS)
  company_payment_days?: number;

  @ApiPropertyOptional({ example: 'Без НДС', maxLength: VAT_NOTE_MAX })
  @OptionalNotNull(LABELS.vatNote)
  @Trim()
  @IsString({ message: 'vat_note: должно быть строкой' })
  @IsNotEmpty({ message: 'vat_note: не может быть пустым' })
  @MaxLength(VAT_NOTE_MAX, { message: `vat_note: не более ${VAT_NOTE_MAX} символов` })
  vat_note?: string;

  @ApiPropertyOptional({ example: 'BC', pattern: INVOICE_PREFIX_PATTERN.source })
  @OptionalNotNull(LABELS.invoicePrefix)
  @IsString({ message: 'invoice_prefix: 1–10 латинских заглавных букв или цифр' })
  @Matches(INVOICE_PREFIX_PATTERN, { message: 'invoice_prefix: 1–10 латинских заглавных букв или цифр' })
  invoice_prefix?: string;

  @ApiPropertyOptional({ example: 50, minimum: 0, maximum: 100 })
  @IntField(LABELS.depositPercent, 0, 100)
  quote_deposit_percent?: number;

  @ApiPropertyOptional({
    example: 15,
    minimum: 0,
    maximum: MAX_FREE_CANCEL_MINUTES,
    description: '0 turns the free-cancellation grace off',
  })
  @IntField(LABELS.freeCancelMinutes, 0, MAX_FREE_CANCEL_MINUTES)
  free_cancel_minutes?: number;

  @ApiPropertyOptional({ example: 60, minimum: 0, maximum: 100 })
  @IntField(LABELS.minMarginPercent, 0, 100)
  min_margin_percent?: number;
}
