import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DEPOSIT_DUE_DAYS, fromMinor, shiftDay } from '@bulbash/rules';
import { Brackets, DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { paymentReminderMail } from '../mail/templates';
import { minskDayStart, minskToday } from '../common/minsk-days';
import { Order } from '../orders/order.entity';
import { TaskRunner } from '../scheduling/scheduled-task';
import { User } from '../auth/user.entity';
import { InvoiceService } from './invoice.service';
import { paidByOrder, positionOf } from './payment-positions.service';
import { DueReminder, dueReminders, OVERDUE_WITHIN_DAYS, REMIND_DAYS_AHEAD } from './payment-reminder-rules';
import { PAYMENT_REMINDER_UNIQUE, PaymentReminder } from './payment-reminder.entity';
import { PaymentSettingsService } from './payment-settings.service';

export const PAYMENT_REMINDERS_TASK = 'payment-reminders';
/** How often the scan runs; a reminder goes out at the first scan of its day. */
export const PAYMENT_REMINDERS_EVERY_MS = 15 * 60_000;

const USER_ORDERS_PATH = '/user-orders';

/**
 * Payment reminders: a scheduled scan (once per tick across instances, see scheduling/) finds the
 * orders whose deposit or balance falls due within two days or is overdue, and e-mails the
 * customer with the invoice attached. Each reminder (order, kind, due day) is recorded before it
 * is sent; the unique key lets one of two concurrent scans send it and the other skip it.
 */
@Injectable()
export class PaymentReminders implements OnModuleInit {
  private readonly logger = new Logger('PaymentReminders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly runner: TaskRunner,
    private readonly clock: Clock,
    private readonly settings: PaymentSettingsService,
    private readonly invoices: InvoiceService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: PAYMENT_REMINDERS_TASK, everyMs: PAYMENT_REMINDERS_EVERY_MS, run: async () => void (await this.scan()) });
  }

  /** One scan at the Clock's "now"; answers how many reminders this scan sent. */
  async scan(): Promise<number> {
    const today = minskToday(this.clock.now());
    const settings = await this.settings.get();
    const orders = await this.candidates(today, Math.max(settings.balance_due_days, settings.company_payment_days));
    const paid = await paidByOrder(
      this.dataSource.manager,
      orders.map((order) => order.id),
    );
    let sent = 0;
    for (const order of orders) {
      const position = positionOf(order, paid.get(order.id) ?? 0, settings);
      for (const reminder of dueReminders(position, today)) {
        if (!(await this.claim(order.id, reminder))) continue;
        try {
          await this.send(order, reminder);
          sent += 1;
        } catch (error) {
          // Recorded but not sent (the invoice could not be made): staff see it in the log; the scan goes on.
          this.logger.error(`Order ${order.id}: ${reminder.kind} reminder not sent`, error instanceof Error ? error.stack : String(error));
        }
      }
    }
    return sent;
  }

  /**
   * Open orders whose balance day (between the event day and `balanceDueDays` + a weekend before
   * it, see dueDayOfBalance) or deposit day (placed + 3, or the balance day when sooner) can be in
   * the reminder window: a superset, dueReminders decides.
   */
  private candidates(today: string, balanceDueDays: number): Promise<Order[]> {
    const from = shiftDay(today, -OVERDUE_WITHIN_DAYS);
    const to = shiftDay(today, REMIND_DAYS_AHEAD + 1);
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('order')
      .where('order.status IN (:...open)', { open: ['pending', 'processing'] })
      .andWhere(
        new Brackets((either) =>
          either
            .where('order.deliveryAt >= :eventFrom AND order.deliveryAt < :eventTo', {
              eventFrom: minskDayStart(from, 'event'),
              eventTo: minskDayStart(shiftDay(to, balanceDueDays + 3), 'event'),
            })
            .orWhere('order.dateCreated >= :placedFrom AND order.dateCreated < :placedTo', {
              placedFrom: minskDayStart(shiftDay(from, -DEPOSIT_DUE_DAYS), 'placed'),
              placedTo: minskDayStart(shiftDay(to, -DEPOSIT_DUE_DAYS), 'placed'),
            }),
        ),
      )
      .orderBy('order.id', 'ASC')
      .getMany();
  }

  /**
   * Records the reminder; false when it was already recorded (sent before, or by a concurrent
   * scan). Reminders already sent are skipped by a look-up, so the unique key only refuses a
   * second writer in a real race.
   */
  private async claim(orderId: number, reminder: DueReminder): Promise<boolean> {
    const key = { orderId, kind: reminder.kind, dueDay: reminder.dueDay };
    try {
      return await this.transactions.run(async (manager) => {
        if (await manager.existsBy(PaymentReminder, key)) return false;
        await manager.insert(PaymentReminder, key);
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, PAYMENT_REMINDER_UNIQUE)) return false;
      throw error;
    }
  }

  private async send(order: Order, reminder: DueReminder): Promise<void> {
    const to = order.contactEmail ?? (await this.dataSource.getRepository(User).findOneBy({ id: order.userId }))?.email;
    if (!to) return;
    const invoice = await this.invoices.pdf(order.id, { id: order.userId, isAdmin: true });
    const [what, when] = reminder.kind.split('_') as ['deposit' | 'balance', 'soon' | 'overdue'];
    const letter = paymentReminderMail(
      {
        orderId: order.id,
        customerName: order.firstName,
        what,
        overdue: when === 'overdue',
        amount: fromMinor(reminder.amountMinor),
        dueDay: reminder.dueDay,
        invoiceNumber: invoice.number,
      },
      `${this.config.publicUrl}${USER_ORDERS_PATH}`,
    );
    await this.mail.send({
      to,
      subject: letter.subject,
      html: letter.html,
      text: letter.text,
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, content: invoice.pdf, contentType: 'application/pdf' }],
    });
    this.logger.log(`Order ${order.id}: ${reminder.kind} reminder (${reminder.dueDay}) sent`);
  }
}
