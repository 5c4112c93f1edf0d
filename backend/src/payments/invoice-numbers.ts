import { Injectable } from '@nestjs/common';
import { toMinskTime } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { Order } from '../orders/order.entity';
import { InvoiceCounter } from './invoice-counter.entity';
import { PaymentSettingsService } from './payment-settings.service';

/** «BC-2026-000123» */
export const formatInvoiceNumber = (prefix: string, year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** Another request numbered this order first; its number stands and this transaction rolls back. */
class AlreadyNumbered extends Error {}

/**
 * Invoice numbers: sequential per (Minsk) year, without gaps or duplicates, given to an order on
 * its first invoice and kept. The year's counter row is created in a transaction of its own; the
 * number is then taken in one transaction that raises the counter (its row lock on MySQL/MariaDB,
 * the transaction queue on SQLite, makes concurrent takers wait) and writes it to the order only
 * where the order has none yet, so a concurrent first download of the same order rolls back
 * without using a number.
 */
@Injectable()
export class InvoiceNumbers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly settings: PaymentSettingsService,
    private readonly clock: Clock,
  ) {}

  async numberFor(orderId: number): Promise<string> {
    const existing = await this.stored(orderId);
    if (existing) return existing;
    const year = Number(toMinskTime(this.clock.now()).day.slice(0, 4));
    const { invoice_prefix: prefix } = await this.settings.get();
    await this.transactions.run((manager) =>
      manager.createQueryBuilder().insert().into(InvoiceCounter).values({ year, lastNumber: 0 }).orIgnore().execute(),
    );
    try {
      return await this.transactions.run(async (manager) => {
        await manager
          .createQueryBuilder()
          .update(InvoiceCounter)
          .set({ lastNumber: () => 'last_number + 1' })
          .where('year = :year', { year })
          .execute();
        const { lastNumber } = await manager.findOneByOrFail(InvoiceCounter, { year });
        const number = formatInvoiceNumber(prefix, year, lastNumber);
        // Numbering is not an edit of the order: its version (the editors' 409 check) stays.
        const written = await manager
          .createQueryBuilder()
          .update(Order)
          .set({ invoiceNumber: number, version: () => 'version' })
          .where('id = :id AND invoice_number IS NULL', { id: orderId })
          .execute();
        if (!written.affected) throw new AlreadyNumbered();
        return number;
      });
    } catch (error) {
      if (!(error instanceof AlreadyNumbered)) throw error;
      return (await this.stored(orderId))!;
    }
  }

  private async stored(orderId: number): Promise<string | null> {
    const order = await this.dataSource.manager.findOne(Order, { select: { id: true, invoiceNumber: true }, where: { id: orderId } });
    return order?.invoiceNumber ?? null;
  }
}
