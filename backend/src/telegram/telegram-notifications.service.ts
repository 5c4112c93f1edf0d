import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { fromMinor, toMoney, type TelegramEvent } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { User } from '../auth/user.entity';
import { InfoService } from '../catalogue/info.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DomainEvents } from '../database/domain-events';
import { DELIVERY_ON_THE_WAY } from '../deliveries/delivery-events';
import { ENQUIRY_CREATED } from '../events/enquiry-events';
import { Enquiry } from '../events/enquiry.entity';
import { OrderChangeRequest } from '../orders/order-change-request.entity';
import { CHANGE_REQUESTED, ORDER_PLACED, ORDER_STATUS_CHANGED } from '../orders/order-events';
import { LedgerMethod } from '../payments/ledger-methods';
import { ONLINE_PAYMENT_FAILED, PAYMENT_ENTERED, PAYMENT_REMINDER_DUE } from '../payments/payment-events';
import { QUOTE_ACCEPTED } from '../quotes/quote-events';
import { TelegramFacts } from './telegram-facts';
import { TelegramLinksService } from './telegram-links.service';
import { TelegramOutbox } from './telegram-outbox';
import { TelegramSettingsService } from './telegram-settings.service';
import {
  changeRequestMessage,
  enquiryCreatedMessage,
  orderCanceledMessage,
  orderCanceledToCustomer,
  orderConfirmedToCustomer,
  orderCreatedMessage,
  orderDeliveredToCustomer,
  orderOnTheWayToCustomer,
  orderPlacedToCustomer,
  orderReopenedToCustomer,
  paymentFailedMessage,
  paymentReceivedMessage,
  paymentReceiptToCustomer,
  paymentReminderToCustomer,
  quoteAcceptedMessage,
  refundMessage,
  refundToCustomer,
  TelegramMessage,
} from './telegram.messages';

/**
 * The shop's news in Telegram (issue 45): the domains below publish their domain events inside
 * the transactions that cause them, and the handlers here write the messages to the outbox in
 * the same transaction, so a message exists exactly when its change committed. The staff group
 * hears the events the owner chose; a customer with a linked chat hears about their own orders.
 * Without TELEGRAM_BOT_TOKEN nothing subscribes.
 */
@Injectable()
export class TelegramNotifications implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
    private readonly facts: TelegramFacts,
    private readonly settings: TelegramSettingsService,
    private readonly links: TelegramLinksService,
    private readonly outbox: TelegramOutbox,
    private readonly info: InfoService,
  ) {}

  onModuleInit(): void {
    if (!this.config.telegram) return;
    this.events.on(ORDER_PLACED, (manager, { orderId }) => this.orderPlaced(manager, orderId));
    this.events.on(ORDER_STATUS_CHANGED, (manager, change) => this.statusChanged(manager, change));
    this.events.on(CHANGE_REQUESTED, (manager, { orderId, requestId }) => this.changeRequested(manager, orderId, requestId));
    this.events.on(ENQUIRY_CREATED, (manager, { enquiryId }) => this.enquiryCreated(manager, enquiryId));
    this.events.on(QUOTE_ACCEPTED, async (manager, { quoteId, orderId }) => {
      const { news } = await this.facts.order(manager, orderId);
      await this.toGroup(manager, 'quote_accepted', quoteAcceptedMessage(quoteId, news));
    });
    this.events.on(PAYMENT_ENTERED, (manager, payment) => this.paymentEntered(manager, payment));
    this.events.on(ONLINE_PAYMENT_FAILED, async (manager, failed) => {
      const payment = {
        orderId: failed.orderId,
        amount: failed.amount,
        method: failed.method,
        adminUrl: this.facts.adminOrderUrl(failed.orderId),
      };
      await this.toGroup(manager, 'payment_failed', paymentFailedMessage(payment, failed.reason));
    });
    this.events.on(PAYMENT_REMINDER_DUE, async (manager, reminder) => {
      const { order, customer } = await this.facts.order(manager, reminder.orderId);
      const [what, when] = reminder.kind.split('_');
      await this.toCustomer(
        manager,
        order.userId,
        paymentReminderToCustomer(customer, {
          deposit: what === 'deposit',
          overdue: when === 'overdue',
          amount: fromMinor(reminder.amountMinor),
          dueDay: reminder.dueDay,
        }),
      );
    });
    this.events.on(DELIVERY_ON_THE_WAY, (manager, { orderId, driverId }) => this.onTheWay(manager, orderId, driverId));
  }

  /** A message to the staff group, when one is connected and the owner chose this event. */
  async toGroup(manager: EntityManager, event: TelegramEvent, message: TelegramMessage): Promise<void> {
    const { group, events } = await this.settings.setup(manager);
    if (group && events.includes(event)) await this.outbox.post(group.chatId, message);
  }

  /** A message to a customer's linked chat, when there is one. */
  async toCustomer(manager: EntityManager, userId: number, message: TelegramMessage): Promise<void> {
    const link = await this.links.chatOf(manager, userId);
    if (link) await this.outbox.post(link.chatId, message);
  }

  private async orderPlaced(manager: EntityManager, orderId: number): Promise<void> {
    const { order, news, customer } = await this.facts.order(manager, orderId);
    await this.toGroup(manager, 'order_created', orderCreatedMessage(news));
    await this.toCustomer(manager, order.userId, orderPlacedToCustomer(customer, news.total));
  }

  private async statusChanged(
    manager: EntityManager,
    change: { orderId: number; from: string; to: string; role: 'customer' | 'admin' },
  ): Promise<void> {
    const { order, news, customer } = await this.facts.order(manager, change.orderId);
    const fee = toMoney(order.cancellationFee);
    if (change.to === 'canceled') {
      await this.toGroup(manager, 'order_canceled', orderCanceledMessage(news, change.role === 'customer', fee));
      await this.toCustomer(manager, order.userId, orderCanceledToCustomer(customer, fee));
    } else if (change.to === 'processing' && change.from === 'pending') {
      await this.toCustomer(manager, order.userId, orderConfirmedToCustomer(customer));
    } else if (change.to === 'completed') {
      await this.toCustomer(manager, order.userId, orderDeliveredToCustomer(customer));
    } else if (change.from === 'canceled') {
      await this.toCustomer(manager, order.userId, orderReopenedToCustomer(customer));
    }
  }

  private async changeRequested(manager: EntityManager, orderId: number, requestId: number): Promise<void> {
    const [{ news }, request] = await Promise.all([
      this.facts.order(manager, orderId),
      manager.findOneByOrFail(OrderChangeRequest, { id: requestId }),
    ]);
    await this.toGroup(
      manager,
      'change_request',
      changeRequestMessage(news, {
        guests: request.guests,
        deliveryAt: request.deliveryAt ? new Date(request.deliveryAt) : null,
        lines: request.lines,
        comment: request.comment,
      }),
    );
  }

  private async enquiryCreated(manager: EntityManager, enquiryId: number): Promise<void> {
    const enquiry = await manager.findOneByOrFail(Enquiry, { id: enquiryId });
    await this.toGroup(
      manager,
      'enquiry_created',
      enquiryCreatedMessage({
        id: enquiry.id,
        formatName: enquiry.formatName,
        eventAt: new Date(enquiry.eventAt),
        guests: enquiry.guests,
        contactName: enquiry.contactName,
        companyName: enquiry.companyName,
        budgetPerGuest: enquiry.budgetPerGuest === null ? null : toMoney(enquiry.budgetPerGuest),
        deliveryMethod: enquiry.deliveryMethod,
        comment: enquiry.comment,
        adminUrl: this.facts.adminEnquiryUrl(enquiry.id),
      }),
    );
  }

  private async paymentEntered(manager: EntityManager, payment: { orderId: number; amount: number; method: LedgerMethod }): Promise<void> {
    const { order, customer } = await this.facts.order(manager, payment.orderId);
    const balanceDue = (await this.facts.balances(manager, [order])).get(order.id) ?? 0;
    const news = { ...payment, balanceDue, adminUrl: this.facts.adminOrderUrl(order.id) };
    if (payment.amount < 0) {
      await this.toGroup(manager, 'refund', refundMessage(news));
      await this.toCustomer(manager, order.userId, refundToCustomer(customer, payment.amount));
    } else if (payment.amount > 0) {
      await this.toGroup(manager, 'payment_received', paymentReceivedMessage(news));
      await this.toCustomer(manager, order.userId, paymentReceiptToCustomer(customer, payment.amount, payment.method, balanceDue));
    }
  }

  private async onTheWay(manager: EntityManager, orderId: number, driverId: number): Promise<void> {
    const { order, customer } = await this.facts.order(manager, orderId);
    const link = await this.links.chatOf(manager, order.userId);
    if (!link) return;
    const driver = await manager.findOneBy(User, { id: driverId });
    const contacts = await this.info.getContacts();
    const name = [driver?.name, driver?.surname].filter(Boolean).join(' ');
    await this.outbox.post(
      link.chatId,
      orderOnTheWayToCustomer(customer, { name, phone: driver?.phone ?? null }, contacts.phone_number_1 || null),
    );
  }
}
