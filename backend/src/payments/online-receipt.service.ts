import { Inject, Injectable } from '@nestjs/common';
import { formatMinskDateTime } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { User } from '../auth/user.entity';
import { Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { onlinePaymentReceiptMail } from '../mail/templates';
import { Order } from '../orders/order.entity';
import { LEDGER_METHOD_LABELS, OnlineLedgerMethod } from './ledger-methods';
import { PaymentPositions } from './payment-positions.service';

/** The customer's receipt of an online payment, written to the outbox in the transaction that recorded it. */
@Injectable()
export class OnlineReceipts {
  constructor(
    private readonly mail: MailService,
    private readonly positions: PaymentPositions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(manager: EntityManager, order: Order, amount: number, method: OnlineLedgerMethod, uid: string): Promise<void> {
    const to = order.contactEmail ?? (await manager.findOneBy(User, { id: order.userId }))?.email ?? null;
    if (!to) return;
    const fields = await this.positions.forOrder(order, manager);
    const letter = onlinePaymentReceiptMail(
      {
        orderId: order.id,
        customerName: order.firstName,
        amount,
        methodLabel: LEDGER_METHOD_LABELS[method],
        transactionUid: uid,
        paidAt: formatMinskDateTime(this.clock.now()),
        paidTotal: fields.paid_amount,
        balance: fields.balance_due,
      },
      `${this.config.publicUrl}/user-orders`,
    );
    await this.mail.queue({ to, subject: letter.subject, html: letter.html, text: letter.text });
  }
}
