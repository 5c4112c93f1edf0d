import { Injectable } from '@nestjs/common';
import { toMinor, toMinskTime, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { Order } from '../orders/order.entity';
import { InvoiceCounter } from './invoice-counter.entity';
import { Invoice } from './invoice.entity';
import { PaymentSettingsService } from './payment-settings.service';

/** «BC-2026-000123» */
export const formatInvoiceNumber = (prefix: string, year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** Another request issued this order's invoice first; its invoice stands and this transaction rolls back. */
class AlreadyIssued extends Error {}

/**
 * Invoice numbers: sequential per (Minsk) year, without gaps or duplicates. An order gets its
 * first invoice on the first request; the invoice stands while the order's total is the one it
 * was issued for. When the total changed, the next request issues a new invoice (a new number,
 * today's date, «взамен счёта № …») and marks the old one replaced.
 *
 * The year's counter row is created in a transaction of its own; the number is then taken in one
 * transaction that raises the counter (its row lock on MySQL/MariaDB, the transaction queue on
 * SQLite, makes concurrent takers wait), writes the invoice row and moves the order to it only
 * where the order still names the invoice this request saw, so a concurrent request for the
 * same order rolls back without using a number.
 */
@Injectable()
export class InvoiceNumbers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly settings: PaymentSettingsService,
    private readonly clock: Clock,
  ) {}

  /** The order's current invoice, issued now when it has none or its total changed since. */
  async current(orderId: number): Promise<Invoice> {
    const seen = await this.stored(this.dataSource.manager, orderId);
    if (seen.invoice && toMinor(toMoney(seen.invoice.total)) === seen.totalMinor) return seen.invoice;
    const today = toMinskTime(this.clock.now()).day;
    await this.prepare(today);
    try {
      return await this.transactions.run(async (manager) => {
        // An order numbered before invoices were kept: its number becomes its first invoice.
        if (seen.number && !seen.invoice) {
          await manager
            .createQueryBuilder()
            .insert()
            .into(Invoice)
            .values({ orderId, number: seen.number, issuedDay: today, total: seen.total, replacesNumber: null })
            .orIgnore()
            .execute();
          return manager.findOneByOrFail(Invoice, { number: seen.number });
        }
        const number = await this.take(manager, today);
        // Numbering is not an edit of the order: its version (the editors' 409 check) stays.
        const moved = manager
          .createQueryBuilder()
          .update(Order)
          .set({ invoiceNumber: number, version: () => 'version' })
          .where('id = :id', { id: orderId });
        if (seen.number) moved.andWhere('invoice_number = :old', { old: seen.number });
        else moved.andWhere('invoice_number IS NULL');
        if (!(await moved.execute()).affected) throw new AlreadyIssued();
        await manager.insert(Invoice, { orderId, number, issuedDay: today, total: seen.total, replacesNumber: seen.number });
        if (seen.number) await manager.update(Invoice, { number: seen.number }, { replacedByNumber: number });
        return manager.findOneByOrFail(Invoice, { number });
      });
    } catch (error) {
      if (!(error instanceof AlreadyIssued)) throw error;
      return (await this.stored(this.dataSource.manager, orderId)).invoice!;
    }
  }

  /** Makes the counter row of the day's year (in a transaction of its own), before `take` runs in the caller's. */
  async prepare(day: string): Promise<void> {
    const year = Number(day.slice(0, 4));
    await this.transactions.run((manager) =>
      manager.createQueryBuilder().insert().into(InvoiceCounter).values({ year, lastNumber: 0 }).orIgnore().execute(),
    );
  }

  /**
   * The next number of the day's year, taken in the caller's transaction (the counter row's lock
   * on MySQL/MariaDB makes other takers wait; a rollback gives the number back, so no gap).
   * `prepare` the year first. Also the numbers of a lunch contract's monthly invoices.
   */
  async take(manager: EntityManager, day: string): Promise<string> {
    const year = Number(day.slice(0, 4));
    const { invoice_prefix: prefix } = await this.settings.get(manager);
    await manager
      .createQueryBuilder()
      .update(InvoiceCounter)
      .set({ lastNumber: () => 'last_number + 1' })
      .where('year = :year', { year })
      .execute();
    const { lastNumber } = await manager.findOneByOrFail(InvoiceCounter, { year });
    return formatInvoiceNumber(prefix, year, lastNumber);
  }

  /** Every invoice of an order, oldest first. */
  history(orderId: number): Promise<Invoice[]> {
    return this.dataSource.manager.find(Invoice, { where: { orderId }, order: { id: 'ASC' } });
  }

  private async stored(manager: EntityManager, orderId: number) {
    const order = await manager.findOneOrFail(Order, {
      select: { id: true, invoiceNumber: true, totalCost: true },
      where: { id: orderId },
    });
    const invoice = order.invoiceNumber ? await manager.findOneBy(Invoice, { number: order.invoiceNumber }) : null;
    const total = toMoney(order.totalCost);
    return { number: order.invoiceNumber, invoice, total, totalMinor: toMinor(total) };
  }
}
