import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last invoice number given out in a year; incremented under the row's lock, so numbers have no gaps. */
@Entity('invoice_counters')
export class InvoiceCounter {
  @PrimaryColumn({ type: 'int' })
  year!: number;

  @Column({ name: 'last_number', type: 'int' })
  lastNumber!: number;
}
