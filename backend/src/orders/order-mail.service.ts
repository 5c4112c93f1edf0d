import { Inject, Injectable, Logger } from '@nestjs/common';
import { cancellationTermsText } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { InfoService } from '../catalogue/info.service';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService, OutgoingMail } from '../mail/mail.service';
import {
  Letter,
  newOrderNoticeMail,
  orderCanceledNoticeMail,
  orderChangedMail,
  orderConfirmationMail,
  OrderSummary,
  orderStatusMail,
} from '../mail/templates';
import { User } from '../auth/user.entity';
import { ContactMailQuota } from './contact-mail-quota';
import { toOrderSummary } from './order.mappers';
import { OrderPayments } from './order-payments';
import { orderAdjustments } from './order-adjustment.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

const USER_ORDERS_PATH = '/user-orders';
const ADMIN_ORDER_PATH = '/bulbash_admin/admin/orders';

/**
 * Order letters. They go out after the transaction commits and are never awaited by the
 * request: a slow or broken mail server must not fail or delay a checkout or a status change.
 * The customer's letters go to the order's contact e-mail, or the account e-mail without one.
 */
@Injectable()
export class OrderMailService {
  private readonly logger = new Logger('OrderMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly info: InfoService,
    private readonly contactQuota: ContactMailQuota,
    private readonly payments: OrderPayments,
  ) {}

  /** The confirmation (none for a desk customer without an e-mail) and the shop's notice. */
  orderPlaced(order: Order, items: OrderItem[], accountEmail: string | null): void {
    const to = order.contactEmail ?? accountEmail;
    void this.deliver(`order ${order.id} placed`, async () => {
      // Another person's address gets a few confirmations a day at most (orders/order-limits.ts).
      const confirm = to !== null && (await this.contactQuota.allow(to, accountEmail ?? to));
      if (!confirm)
        this.logger.warn(
          `Order ${order.id}: confirmation not sent, daily cap of letters to a contact e-mail other than the account's reached`,
        );
      const summary = toOrderSummary(order, items);
      const shopEmail = (await this.info.getContacts()).email || SHOP_IDENTITY.email;
      // Paying by transfer: the invoice goes with the confirmation (numbered now, the same number later).
      const invoice =
        confirm && order.paymentMethod === 'transfer' ? await this.payments.invoice(order.id, { id: order.userId, isAdmin: false }) : null;
      const freeCancelMinutes = (await this.payments.forOrder(order)).free_cancel_minutes;
      const rule = cancellationTermsText(order.cancellationTerms ?? 'standard', order.depositPercent ?? null, freeCancelMinutes);
      const attachments = invoice
        ? [{ filename: `invoice-${invoice.number}.pdf`, content: invoice.pdf, contentType: 'application/pdf' }]
        : undefined;
      await Promise.all([
        ...(confirm && to ? [this.send(to, orderConfirmationMail(summary, this.link(USER_ORDERS_PATH), rule), attachments)] : []),
        this.send(shopEmail, newOrderNoticeMail(summary, this.link(`${ADMIN_ORDER_PATH}/${order.id}/show`))),
      ]);
    });
  }

  /** The customer cancelled: the shop gets a notice, the customer the status letter with the fee. */
  orderCanceled(order: Order): void {
    void this.deliver(`order ${order.id} canceled`, async () => {
      const [items, adjustments, user, contacts] = await Promise.all([
        this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
        orderAdjustments(this.dataSource.manager, order.id),
        this.dataSource.getRepository(User).findOneBy({ id: order.userId }),
        this.info.getContacts(),
      ]);
      const summary = toOrderSummary(order, items, adjustments);
      const to = order.contactEmail ?? user?.email;
      await Promise.all([
        this.send(
          contacts.email || SHOP_IDENTITY.email,
          orderCanceledNoticeMail(summary, this.link(`${ADMIN_ORDER_PATH}/${order.id}/show`)),
        ),
        ...(to ? [this.send(to, orderStatusMail(summary, this.link(USER_ORDERS_PATH)))] : []),
      ]);
    });
  }

  statusChanged(order: Order): void {
    void this.deliver(`order ${order.id} status`, () =>
      this.toCustomer(order, (summary) => orderStatusMail(summary, this.link(USER_ORDERS_PATH))),
    );
  }

  /** Staff changed what the customer gets (dishes, time, delivery, address, guests): a summary of the change. */
  orderChanged(order: Order, changes: string): void {
    void this.deliver(`order ${order.id} changed`, () =>
      this.toCustomer(order, (summary) => orderChangedMail(summary, changes, this.link(USER_ORDERS_PATH))),
    );
  }

  private async toCustomer(order: Order, letter: (summary: OrderSummary) => Letter): Promise<void> {
    const [items, adjustments, user] = await Promise.all([
      this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      orderAdjustments(this.dataSource.manager, order.id),
      this.dataSource.getRepository(User).findOneBy({ id: order.userId }),
    ]);
    const to = order.contactEmail ?? user?.email;
    if (to) await this.send(to, letter(toOrderSummary(order, items, adjustments)));
  }

  private link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private send(to: string, letter: Letter, attachments?: OutgoingMail['attachments']): Promise<void> {
    return this.mail.send({ to, subject: letter.subject, html: letter.html, text: letter.text, ...(attachments ? { attachments } : {}) });
  }

  private async deliver(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(`Could not send the letters for ${what}`, error instanceof Error ? error.stack : String(error));
    }
  }
}
