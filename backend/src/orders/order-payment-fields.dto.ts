import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_STATUSES, PaymentStatus } from '@bulbash/rules';

export class DepositDueDto {
  @ApiProperty({ example: 250, description: 'BYN still to pay as the deposit' }) amount!: number;
  @ApiProperty({ example: '2026-12-12', description: 'Minsk day by which it is due' }) due_at!: string;
}

/** What every order answer says about its money, derived from the payments ledger. */
export class OrderPaymentFieldsDto {
  @ApiProperty({ example: 250, description: 'Σ of the payments ledger, BYN (refunds subtract)' }) paid_amount!: number;
  @ApiProperty({
    example: 250,
    description: 'What the customer still owes, BYN (never negative); a canceled order owes only its cancellation fee',
  })
  balance_due!: number;
  @ApiProperty({ example: 0, description: 'What the shop owes back (paid beyond what is owed), BYN' }) refund_due!: number;
  @ApiProperty({
    type: DepositDueDto,
    nullable: true,
    description: 'The deposit still due and its date; null when none is needed or it is paid',
  })
  deposit_due!: DepositDueDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-18',
    description: 'Minsk day the balance is due (days before the event); null without an event time',
  })
  balance_due_at!: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES, description: 'Derived from the ledger: never stored' }) payment_status!: PaymentStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-05T09:15:00+03:00',
    description:
      'Until then the customer may cancel for free whatever the event time: free_cancel_minutes of the payment settings after placing (15 by default); ' +
      'null when that setting is 0 and for orders not placed at checkout or from before',
  })
  free_cancel_until!: string | null;
  @ApiProperty({
    example: 15,
    description:
      "The free grace period after placing, in minutes (the payment settings' free_cancel_minutes; 0: none); the cancellation texts follow it",
  })
  free_cancel_minutes!: number;
}
