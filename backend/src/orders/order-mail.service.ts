import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { cancellationTermsText } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { InfoService } from '../catalogue/info.service';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { TransactionRunner } from '../database/transaction-runner';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService, OutgoingMail } from '../mail/mail.service';
import { OutboxAttachments } from '../mail/outbox-attachments';
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

/** «Мои заказы» opening this order's pay dialog (after sign-in): the pay link of the letters. */
export const payOrderPath = (orderId: number): string => `${USER_ORDERS_PATH}?pay=${orderId}`;
const ADMIN_ORDER_PATH = '/bulbash_admin/admin/orders';
/** The deferred attachment (OutboxAttachments) of a confirmation paid by transfer: the order's invoice. */
export const INVOICE_ATTACHMENT = 'order-invoice';

/**
 * Order letters, written to the outbox inside the transaction that causes them (the caller's
 * `manager`): they go out once it commits and never if it rolls back, and a crash after the
 * commit loses none (the next sender pass sends them). Everything but the invoice PDF is
 * rendered here (cheap: templates over rows the transaction has); the PDF (50–150 ms) is
 * rendered by the sender when the letter goes out. The customer's letters go to the order's
 * contact e-mail, or the account e-mail without one.
 */
@Injectable()
export class OrderMailService implements OnModuleInit {
  private readonly logger = new Logger('OrderMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly info: InfoService,
    private readonly contactQuota: ContactMailQuota,
    private readonly payments: OrderPayments,
    private readonly attachments: OutboxAttachments,
    private readonly transactions: TransactionRunner,
  ) {}

  onModuleInit(): void {
    // Numbered when first sent (the same number later), as staff see it: no owner check.
    this.attachments.register(INVOICE_ATTACHMENT, async (orderId) => {
      const invoice = await this.payments.invoice(orderId, { id: 0, isAdmin: true });
      return { filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', base64: invoice.pdf.toString('base64') };
    });
  }

  /** The confirmation (none for a desk customer without an e-mail) and the shop's notice; call inside the order's transaction. */
  async orderPlaced(order: Order, items: OrderItem[], accountEmail: string | null): Promise<void> {
    const to = order.contactEmail ?? accountEmail;
    // Another person's address gets a few confirmations a day at most (orders/order-limits.ts).
    const confirm = to !== null && (await this.contactQuota.allow(to, accountEmail ?? to));
    if (to !== null && !confirm)
      this.logger.warn(
        `Order ${order.id}: confirmation not sent, daily cap of letters to a contact e-mail other than the account's reached`,
      );
    const summary = toOrderSummary(order, items);
    // Paying by transfer, or a company: the invoice goes with the confirmation, rendered when it is sent.
    const invoiced = order.paymentMethod === 'transfer' || order.payerType === 'company';
    const invoice = invoiced ? [{ kind: INVOICE_ATTACHMENT, ref: order.id }] : undefined;
    // The terms in the letter follow the payment settings' free_cancel_minutes, as the order answers do.
    const position = await this.transactions.run((manager) => this.payments.forOrder(order, manager));
    const freeCancelMinutes = position.free_cancel_minutes;
    // Online payment on and money due: the letter's button opens the order's pay dialog after sign-in.
    const payLink = this.config.bepaid && position.balance_due > 0 ? this.link(payOrderPath(order.id)) : null;
    const rule = cancellationTermsText(order.cancellationTerms ?? 'standard', order.depositPercent ?? null, freeCancelMinutes);
    if (confirm && to) await this.queue(to, orderConfirmationMail(summary, this.link(USER_ORDERS_PATH), rule, payLink), invoice);
    await this.queue(await this.shopEmail(), newOrderNoticeMail(summary, this.link(`${ADMIN_ORDER_PATH}/${order.id}/show`)));
  }

  /** The customer cancelled: the shop gets a notice, the customer the status letter with the fee. */
  async orderCanceled(manager: EntityManager, order: Order): Promise<void> {
    const { summary, to } = await this.read(manager, order);
    await this.queue(await this.shopEmail(), orderCanceledNoticeMail(summary, this.link(`${ADMIN_ORDER_PATH}/${order.id}/show`)));
    if (to) await this.queue(to, orderStatusMail(summary, this.link(USER_ORDERS_PATH)));
  }

  async statusChanged(manager: EntityManager, order: Order): Promise<void> {
    await this.toCustomer(manager, order, (summary) => orderStatusMail(summary, this.link(USER_ORDERS_PATH)));
  }

  /**
   * Staff changed what the customer gets (dishes, time, delivery, address, guests, the total): a
   * summary of the change. An order already invoiced whose total changed gets the corrected
   * invoice attached (numbered when the letter is sent: a new number, «взамен счёта № …»).
   */
  async orderChanged(manager: EntityManager, order: Order, changes: string, totalChanged = false): Promise<void> {
    const replaces = totalChanged ? order.invoiceNumber : null;
    await this.toCustomer(
      manager,
      order,
      (summary) => orderChangedMail(summary, changes, this.link(USER_ORDERS_PATH), replaces ? { replaces } : undefined),
      replaces ? [{ kind: INVOICE_ATTACHMENT, ref: order.id }] : undefined,
    );
  }

  private async toCustomer(
    manager: EntityManager,
    order: Order,
    letter: (summary: OrderSummary) => Letter,
    invoice?: OutgoingMail['deferredAttachments'],
  ): Promise<void> {
    const { summary, to } = await this.read(manager, order);
    if (to) await this.queue(to, letter(summary), invoice);
  }

  /** The order as the transaction leaves it, and the customer's address. */
  private async read(manager: EntityManager, order: Order): Promise<{ summary: OrderSummary; to: string | null }> {
    const [items, adjustments, user] = await Promise.all([
      manager.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      orderAdjustments(manager, order.id),
      manager.getRepository(User).findOneBy({ id: order.userId }),
    ]);
    return { summary: toOrderSummary(order, items, adjustments), to: order.contactEmail ?? user?.email ?? null };
  }

  private async shopEmail(): Promise<string> {
    return (await this.info.getContacts()).email || SHOP_IDENTITY.email;
  }

  private link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private async queue(to: string, letter: Letter, deferredAttachments?: OutgoingMail['deferredAttachments']): Promise<void> {
    await this.mail.queue({
      to,
      subject: letter.subject,
      html: letter.html,
      text: letter.text,
      ...(deferredAttachments ? { deferredAttachments } : {}),
    });
  }
}
