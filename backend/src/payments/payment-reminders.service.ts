import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DEPOSIT_DUE_DAYS, fromMinor, shiftDay } from '@bulbash/rules';
import { Brackets, DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DomainEvents } from '../database/domain-events';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService, OutgoingMail } from '../mail/mail.service';
import { OutboxSender } from '../mail/outbox-sender';
import { paymentReminderMail } from '../mail/templates';
import { minskDayStart, minskToday } from '../common/minsk-days';
import { Order } from '../orders/order.entity';
import { MONTHLY_BILLED_ORIGINS } from '../orders/order-status';
import { payOrderPath } from '../orders/order-mail.service';
import { TaskRunner } from '../scheduling/scheduled-task';
import { User } from '../auth/user.entity';
import { InvoiceService } from './invoice.service';
import { paidByOrder, positionOf } from './payment-positions.service';
import { DueReminder, dueReminders, OVERDUE_WITHIN_DAYS, REMIND_DAYS_AHEAD } from './payment-reminder-rules';
import { PAYMENT_REMINDER_UNIQUE, PaymentReminder } from './payment-reminder.entity';
import { PaymentSettingsService } from './payment-settings.service';
import type { PaymentSettingsResponse } from './payment-settings.dto';
import { PAYMENT_REMINDER_DUE } from './payment-events';

export const PAYMENT_REMINDERS_TASK = 'payment-reminders';
/** How often the scan runs; a reminder goes out at the first scan of its day. */
export const PAYMENT_REMINDERS_EVERY_MS = 15 * 60_000;

const USER_ORDERS_PATH = '/user-orders';

/**
 * Reminders a domain above payments sends in the same scan, for money billed outside one order
 * (a lunch contract's monthly invoice): it records each reminder once, as `remind` does, and
 * answers how many it sent and the outbox rows to hand to the SMTP server.
 */
export interface ReminderSource {
  remind(today: string, settings: PaymentSettingsResponse): Promise<{ sent: number; letters: number[] }>;
}

/**
 * Payment reminders: a scheduled scan (once per tick across instances, see scheduling/) finds the
 * orders whose deposit or balance falls due within two days or is overdue, and e-mails the
 * customer with the invoice attached. Each reminder (order, kind, due day) is recorded in the
 * transaction that writes its letter to the outbox; the unique key lets one of two concurrent
 * scans record it and the other skip it, and the outbox retries the letter until it is taken.
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
    private readonly outbox: OutboxSender,
    private readonly events: DomainEvents,
  ) {}

  private readonly sources: ReminderSource[] = [];

  /** A domain above payments adds its reminders to the scan at start (the pattern of TaskRunner.register). */
  addSource(source: ReminderSource): void {
    this.sources.push(source);
  }

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
    const queued: number[] = [];
    for (const order of orders) {
      const position = positionOf(order, paid.get(order.id) ?? 0, settings);
      for (const reminder of dueReminders(position, today)) {
        try {
          const letter = await this.remind(order, reminder);
          if (letter === false) continue;
          sent += 1;
          if (letter !== null) queued.push(letter);
        } catch (error) {
          // Nothing recorded (the invoice could not be made, or the outbox write failed): the next scan tries again.
          this.logger.error(`Order ${order.id}: ${reminder.kind} reminder not sent`, error instanceof Error ? error.stack : String(error));
        }
      }
    }
    for (const source of this.sources) {
      try {
        const extra = await source.remind(today, settings);
        sent += extra.sent;
        queued.push(...extra.letters);
      } catch (error) {
        this.logger.error('A reminder source failed; the next scan tries again', error instanceof Error ? error.stack : String(error));
      }
    }
    // The scan hands its letters to the SMTP server before it ends (the outbox retries any refusal).
    if (queued.length) await this.outbox.flush(queued);
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
    return (
      this.dataSource
        .getRepository(Order)
        .createQueryBuilder('order')
        .where('order.status IN (:...open)', { open: ['pending', 'processing'] })
        // A lunch contract's days are reminded on the contract's monthly invoice (a registered source), not one by one.
        .andWhere('order.origin NOT IN (:...monthly)', { monthly: MONTHLY_BILLED_ORIGINS })
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
        .getMany()
    );
  }

  /**
   * Records the reminder and queues its letter in one transaction (MailService.queue joins it):
   * a reminder is recorded as sent only with its letter in the outbox, and the outbox sends it
   * until the SMTP server takes it. False when it was already recorded (sent before, or by a
   * concurrent scan: the unique key refuses the second writer, whose letter rolls back with it);
   * else the outbox row's id (null: the order has no address to write to).
   */
  private async remind(order: Order, reminder: DueReminder): Promise<number | null | false> {
    const key = { orderId: order.id, kind: reminder.kind, dueDay: reminder.dueDay };
    if (await this.dataSource.getRepository(PaymentReminder).existsBy(key)) return false;
    const mail = await this.letter(order, reminder);
    let letter: number | null = null;
    try {
      letter = await this.transactions.run(async (manager) => {
        if (await manager.existsBy(PaymentReminder, key)) throw new AlreadyReminded();
        await manager.insert(PaymentReminder, key);
        await this.events.publish(manager, PAYMENT_REMINDER_DUE, { ...key, amountMinor: reminder.amountMinor });
        return mail ? this.mail.queue(mail) : null;
      });
    } catch (error) {
      if (error instanceof AlreadyReminded || isUniqueViolation(error, PAYMENT_REMINDER_UNIQUE)) return false;
      throw error;
    }
    this.logger.log(`Order ${order.id}: ${reminder.kind} reminder (${reminder.dueDay}) queued`);
    return letter;
  }

  /** The reminder's letter with the invoice attached; null when the order has no address to write to. */
  private async letter(order: Order, reminder: DueReminder): Promise<OutgoingMail | null> {
    const to = order.contactEmail ?? (await this.dataSource.getRepository(User).findOneBy({ id: order.userId }))?.email;
    if (!to) return null;
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
      this.config.bepaid ? `${this.config.publicUrl}${payOrderPath(order.id)}` : null,
    );
    return {
      to,
      subject: letter.subject,
      html: letter.html,
      text: letter.text,
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, content: invoice.pdf, contentType: 'application/pdf' }],
    };
  }
}

/** A concurrent scan recorded the reminder first. */
class AlreadyReminded extends Error {}
