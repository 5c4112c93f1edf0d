import { ApiProperty } from '@nestjs/swagger';
import { formatDay, toMoney } from '@bulbash/rules';
import { Invoice } from './invoice.entity';

export const INVOICE_STATES = ['current', 'replaced'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** One invoice of an order: the current one, or one a corrected invoice replaced. */
export class InvoiceListItem {
  @ApiProperty({ example: 'BC-2026-000002' }) number!: string;
  @ApiProperty({ example: '2026-11-28', description: 'Minsk day it was issued' }) issued_at!: string;
  @ApiProperty({ example: 597, description: 'The order total it was issued for, BYN' }) total!: number;
  @ApiProperty({ enum: INVOICE_STATES }) state!: InvoiceState;
  @ApiProperty({ type: String, nullable: true, example: 'BC-2026-000001', description: 'The invoice this one replaces' })
  replaces!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'The invoice that replaced this one' })
  replaced_by!: string | null;
  @ApiProperty({ example: 'Счёт № BC-2026-000002 от 28.11.2026, взамен счёта № BC-2026-000001', description: 'As the customer reads it' })
  label!: string;
}

export function toInvoiceListItem(invoice: Invoice): InvoiceListItem {
  const head = `Счёт № ${invoice.number} от ${formatDay(invoice.issuedDay)}`;
  const tail = invoice.replacedByNumber
    ? ` — заменён счётом № ${invoice.replacedByNumber}`
    : invoice.replacesNumber
      ? `, взамен счёта № ${invoice.replacesNumber}`
      : '';
  return {
    number: invoice.number,
    issued_at: invoice.issuedDay,
    total: toMoney(invoice.total),
    state: invoice.replacedByNumber ? 'replaced' : 'current',
    replaces: invoice.replacesNumber,
    replaced_by: invoice.replacedByNumber,
    label: head + tail,
  };
}
