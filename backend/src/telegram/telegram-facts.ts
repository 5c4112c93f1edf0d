import { Inject, Injectable } from '@nestjs/common';
import { toMoney } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { excludedAllergens } from '../common/dietary-columns';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { mentionsAllergy } from '../orders/allergy-notes';
import { customerName } from '../orders/delivery-sheet.service';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { PaymentPositions } from '../payments/payment-positions.service';
import { CustomerOrder, OrderNews } from './telegram.messages';

/** The back office's page of an order, of an enquiry, the kitchen's calendar, and the customer's «Мои заказы». */
const ADMIN = '/bulbash_admin/admin';
const USER_ORDERS_PATH = '/user-orders';

/** What the Telegram messages say of an order, read with the causing transaction's manager. */
@Injectable()
export class TelegramFacts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly positions: PaymentPositions,
  ) {}

  adminOrderUrl(orderId: number): string {
    return `${this.config.publicUrl}${ADMIN}/orders/${orderId}/show`;
  }

  adminEnquiryUrl(enquiryId: number): string {
    return `${this.config.publicUrl}${ADMIN}/enquiries/${enquiryId}/show`;
  }

  agendaUrl(): string {
    return `${this.config.publicUrl}${ADMIN}/agenda`;
  }

  ordersUrl(): string {
    return `${this.config.publicUrl}${USER_ORDERS_PATH}`;
  }

  async order(manager: EntityManager, orderId: number): Promise<{ order: Order; news: OrderNews; customer: CustomerOrder }> {
    const order = await manager.findOneByOrFail(Order, { id: orderId });
    const items = await manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } });
    const news: OrderNews = {
      id: order.id,
      eventAt: order.deliveryAt ? new Date(order.deliveryAt) : null,
      guests: order.guests ?? null,
      dishes: items.map((item) => ({ name: item.name, quantity: item.quantity, service: item.kind === 'service' })),
      total: toMoney(order.totalCost),
      deliveryMethod: order.deliveryMethod,
      deliveryAddress: order.deliveryAddress,
      pickupAddress: order.pickupAddress,
      customer: customerName(order),
      comment: order.comment,
      excludedAllergens: excludedAllergens(order.diet),
      vegetarianGuests: order.diet?.vegetarianGuests ?? 0,
      dietaryNote: order.diet?.dietaryNote ?? null,
      allergyWords: mentionsAllergy(order.comment) || mentionsAllergy(order.diet?.dietaryNote),
      adminUrl: this.adminOrderUrl(order.id),
    };
    return { order, news, customer: this.customerOrder(order) };
  }

  customerOrder(order: Order): CustomerOrder {
    return {
      id: order.id,
      eventAt: order.deliveryAt ? new Date(order.deliveryAt) : null,
      deliveryMethod: order.deliveryMethod,
      ordersUrl: this.ordersUrl(),
    };
  }

  /** What is still to pay on these orders (the one payment position of @bulbash/rules), by order id. */
  async balances(manager: EntityManager, orders: readonly Order[]): Promise<Map<number, number>> {
    const positions = await this.positions.forOrders(orders, manager);
    return new Map(orders.map((order) => [order.id, positions.get(order.id)?.balance_due ?? 0]));
  }
}
