import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { fromMinor, lunchDueMinor, shiftDay, toMinor, toMoney } from '@bulbash/rules';
import { Between, DataSource } from 'typeorm';
import { User } from '../auth/user.entity';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { lunchInvoiceReminderMail } from '../mail/templates';
import { OVERDUE_WITHIN_DAYS, REMIND_DAYS_AHEAD, reminderPhase } from '../payments/payment-reminder-rules';
import { PaymentReminders } from '../payments/payment-reminders.service';
import { LunchContract } from './lunch-contract.entity';
import { LUNCH_REMINDER_UNIQUE, LunchInvoice, LunchInvoiceReminder } from './lunch-invoice.entity';
import { LUNCH_INVOICE_ATTACHMENT, LunchMonthEnd } from './lunch-month-end.service';
import { LUNCHES_PATH } from './lunch-orders.service';

/** A concurrent scan recorded the reminder first. */
class AlreadyReminded extends Error {}

/**
 * The payment reminders of the monthly invoices (issue 46): the shop's reminder scan (payments/,
 * task payment-reminders) runs this source too, with the same rule (due within two days, or
 * overdue up to a week: reminderPhase) and the same once-only record (a unique row per invoice,
 * kind and due day written with the letter). The days' own orders are left out of the per-order
 * reminders (they are billed monthly).
 */
@Injectable()
export class LunchInvoiceReminders implements OnModuleInit {
  private readonly logger = new Logger('LunchInvoiceReminders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly reminders: PaymentReminders,
    private readonly monthEnd: LunchMonthEnd,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.reminders.addSource({ remind: (today) => this.remind(today) });
  }

  async remind(today: string): Promise<{ sent: number; letters: number[] }> {
    const invoices = await this.dataSource.getRepository(LunchInvoice).find({
      where: { dueDay: Between(shiftDay(today, -OVERDUE_WITHIN_DAYS), shiftDay(today, REMIND_DAYS_AHEAD)) },
      order: { id: 'ASC' },
    });
    let sent = 0;
    const letters: number[] = [];
    for (const invoice of invoices) {
      const when = reminderPhase(invoice.dueDay, today);
      if (!when) continue;
      const kind = `balance_${when}`;
      const key = { invoiceId: invoice.id, kind, dueDay: invoice.dueDay };
      if (await this.dataSource.getRepository(LunchInvoiceReminder).existsBy(key)) continue;
      const contract = await this.dataSource.getRepository(LunchContract).findOneByOrFail({ id: invoice.contractId });
      const money = await this.monthEnd.monthMoney(this.dataSource.manager, contract, invoice.month);
      const dueMinor = lunchDueMinor(toMinor(toMoney(invoice.total)), money.paidMinor);
      if (dueMinor === 0) continue;
      const contact = await this.dataSource.getRepository(User).findOneBy({ id: contract.contactUserId });
      try {
        const letter = await this.transactions.run(async (manager) => {
          if (await manager.existsBy(LunchInvoiceReminder, key)) throw new AlreadyReminded();
          await manager.insert(LunchInvoiceReminder, key);
          if (!contact?.email) return null;
          const mail = lunchInvoiceReminderMail(
            {
              contractId: contract.id,
              companyName: contract.companyName ?? '',
              month: invoice.month,
              number: invoice.number,
              amount: fromMinor(dueMinor),
              dueDay: invoice.dueDay,
              overdue: when === 'overdue',
            },
            `${this.config.publicUrl}${LUNCHES_PATH}`,
          );
          return this.mail.queue({
            to: contact.email,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            deferredAttachments: [{ kind: LUNCH_INVOICE_ATTACHMENT, ref: invoice.id }],
          });
        });
        sent += 1;
        if (letter !== null) letters.push(letter);
        this.logger.log(`Lunch invoice ${invoice.number}: ${kind} reminder (${invoice.dueDay}) queued`);
      } catch (error) {
        if (error instanceof AlreadyReminded || isUniqueViolation(error, LUNCH_REMINDER_UNIQUE)) continue;
        this.logger.error(`Lunch invoice ${invoice.number}: reminder not sent`, error instanceof Error ? error.stack : String(error));
      }
    }
    return { sent, letters };
  }
}
