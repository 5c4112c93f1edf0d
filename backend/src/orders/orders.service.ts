import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { checkedDiet } from '../common/dietary-columns';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CartService } from '../cart/cart.service';
import { CART_ITEM_NOT_FOUND } from '../cart/cart.messages';
import { Clock } from '../common/clock';
import { isLockConflict, isUniqueViolation } from '../common/database-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { fromMinor, toMinor, toMoney } from '@bulbash/rules';
import { OrderPayments } from './order-payments';
import { CompanyPayer, User } from '../auth/user.entity';
import { CreateOrderDto, CreateOrderResponse, UserOrderDetail, UserOrderListQuery, UserOrderListResponse } from './order.dto';
import { toUserOrderDetail, toUserOrderRow } from './order.mappers';
import {
  ORDER_ALREADY_PLACED,
  ORDER_CART_CHANGED,
  ORDER_CREATED,
  ORDER_DUPLICATE_LINES,
  ORDER_NOT_FOUND,
  ORDER_PRICES_CHANGED,
  DELIVERY_ADDRESS_REQUIRED,
} from './order.messages';
import { OrderItem } from './order-item.entity';
import { assertOrderTotal } from './order-caps';
import { orderAdjustments } from './order-adjustment.entity';
import { NEW_ORDER_DELIVERY, resolveDeliveryTerms } from './order-delivery';
import { checkPaymentMethod, checkStatus } from './order-status';
import { Order, ORDER_CHECKOUT_KEY_UNIQUE } from './order.entity';
import { OrderFactory } from './order-factory';
import { BusinessMetrics } from '../metrics/business-metrics';

/** The company requisites of a checkout (validated and normalised by the DTO), or null for a person. */
export function companyPayerOf(dto: CreateOrderDto): CompanyPayer | null {
  if (dto.payer_type !== 'company') return null;
  return {
    name: dto.company_name!,
    unp: dto.company_unp!,
    address: dto.company_address!,
    account: dto.company_account!,
    bic: dto.company_bic!,
  };
}

/** The client's figures may differ from the server's by rounding, never by more than a kopeck. */
const PRICE_TOLERANCE_MINOR = 1;

/**
 * Identifies a checkout by its user and cart lines. Cart item ids are never reused, so the unique
 * index on it lets exactly one of two simultaneous identical checkouts through.
 */
export function checkoutKey(userId: number, cartIds: number[]): string {
  const ids = [...cartIds].sort((a, b) => a - b).join(',');
  return createHash('sha256').update(`${userId}:${ids}`).digest('hex');
}

@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly cart: CartService,
    private readonly clock: Clock,
    private readonly positions: OrderPayments,
    private readonly businessMetrics: BusinessMetrics,
    private readonly orders: OrderFactory,
  ) {}

  /**
   * Checkout: prices every line from the database, then writes the order (OrderFactory), its
   * item snapshots and the removal of the ordered cart lines in one transaction. Any mismatch
   * changes nothing. The delivery time follows the shop's rules at this moment; the total
   * includes the delivery.
   */
  async create(user: User, dto: CreateOrderDto): Promise<CreateOrderResponse> {
    const paymentMethod = checkPaymentMethod(dto.payment_method ?? 'cash') ?? 'cash';
    const cartIds = dto.product_list.map((line) => line.cart_id);
    if (new Set(cartIds).size !== cartIds.length) throw new BadRequestException(ORDER_DUPLICATE_LINES);
    const terms = resolveDeliveryTerms(dto, NEW_ORDER_DELIVERY, { now: this.clock.now(), shopRules: true });
    // With an event time the kitchen plans a delivery: it needs the address. Payloads of the spec
    // without delivery_at keep its optional address (the time and place are agreed by phone).
    if (terms.deliveryAt && terms.deliveryMethod === 'delivery' && !dto.delivery_address)
      throw new BadRequestException(DELIVERY_ADDRESS_REQUIRED);
    const payer = companyPayerOf(dto);

    const placed = await this.oneCheckout(() =>
      this.transactions.run(async (manager) => {
        const { items } = await this.priceLines(manager, user.id, dto, terms.deliveryCostMinor);
        return this.orders.place(
          manager,
          {
            userId: user.id,
            contacts: { first_name: dto.first_name, surname: dto.surname, last_name: dto.last_name, phone: dto.contact_phone },
            contactEmail: dto.contact_email ?? null,
            paymentMethod,
            items,
            deliveryAt: terms.deliveryAt,
            deliveryMethod: terms.deliveryMethod,
            deliveryAddress: dto.delivery_address ?? null,
            deliveryDistanceKm: terms.deliveryDistanceKm,
            deliveryCostMinor: terms.deliveryCostMinor,
            guests: dto.guests ?? null,
            comment: dto.comment ?? null,
            diet: checkedDiet(dto, dto.guests),
            payer: {
              payerType: payer ? 'company' : 'person',
              companyName: payer?.name ?? null,
              companyUnp: payer?.unp ?? null,
              companyAddress: payer?.address ?? null,
              companyAccount: payer?.account ?? null,
              companyBic: payer?.bic ?? null,
            },
            checkoutKey: checkoutKey(user.id, cartIds),
            totalField: 'total_cost',
            actor: user,
            accountEmail: user.email,
          },
          async () => {
            // The company's requisites are offered again at the next checkout.
            if (payer) await manager.update(User, { id: user.id }, { companyPayer: payer });
            const removed = await this.cart.removeLines(manager, user.id, cartIds);
            // Fewer rows than lines: a concurrent checkout took them first; roll everything back.
            if (removed !== null && removed !== cartIds.length) throw new ConflictException(ORDER_ALREADY_PLACED);
          },
        );
      }),
    );

    this.businessMetrics.orderPlaced();
    return { message: ORDER_CREATED, order_id: placed.order.id };
  }

  /** The caller's orders, newest first, optionally by payment method and status. */
  async list(userId: number, query: UserOrderListQuery): Promise<UserOrderListResponse> {
    const paymentMethod = checkPaymentMethod(query.payment_method);
    const status = checkStatus(query.status);
    const orders = await this.dataSource.getRepository(Order).find({
      where: { userId, ...(paymentMethod ? { paymentMethod } : {}), ...(status ? { status } : {}) },
      order: { dateCreated: 'DESC', id: 'DESC' },
    });
    const payments = await this.positions.forOrders(orders);
    return { data: orders.map((order) => toUserOrderRow(order, payments.get(order.id)!)) };
  }

  /** One of the caller's orders; someone else's answers exactly like a missing one. */
  async get(userId: number, id: number): Promise<UserOrderDetail> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id, userId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const [items, adjustments, payment] = await Promise.all([
      this.dataSource.getRepository(OrderItem).find({ where: { orderId: id }, order: { id: 'ASC' } }),
      orderAdjustments(this.dataSource.manager, id),
      this.positions.forOrder(order),
    ]);
    return toUserOrderDetail(order, items, adjustments, payment);
  }

  /**
   * Matches the payload against the caller's cart and today's prices; returns unsaved item
   * snapshots and the total (items + delivery) in kopecks. 404 for a cart line that is not the caller's (or gone), 409 for anything
   * stale. A line's product_cost may be the unit price or the line total (unit price × quantity).
   */
  private async priceLines(
    manager: EntityManager,
    userId: number,
    dto: CreateOrderDto,
    deliveryMinor: number,
  ): Promise<{ items: OrderItem[]; totalMinor: number }> {
    const lines = await this.cart.cartLines(
      manager,
      userId,
      dto.product_list.map((line) => line.cart_id),
    );
    const byId = new Map(lines.map((line) => [line.id, line]));
    let totalMinor = deliveryMinor;
    const items = dto.product_list.map((requested) => {
      const line = byId.get(requested.cart_id);
      if (!line) throw new NotFoundException(CART_ITEM_NOT_FOUND);
      if (line.productId !== requested.product_id || line.quantity !== requested.quantity) throw new ConflictException(ORDER_CART_CHANGED);
      const priceMinor = toMinor(toMoney(line.product.price));
      const sentMinor = toMinor(requested.product_cost);
      const matches =
        Math.abs(priceMinor - sentMinor) <= PRICE_TOLERANCE_MINOR ||
        Math.abs(priceMinor * line.quantity - sentMinor) <= PRICE_TOLERANCE_MINOR;
      if (!matches) throw new ConflictException(ORDER_PRICES_CHANGED);
      totalMinor += priceMinor * line.quantity;
      return manager.getRepository(OrderItem).create({
        productId: line.productId,
        name: line.product.name,
        description: line.product.description,
        imagePath: line.product.imagePath,
        productCost: fromMinor(priceMinor),
        quantity: line.quantity,
      });
    });
    assertOrderTotal(totalMinor, 'total_cost');
    if (Math.abs(totalMinor - toMinor(dto.total_cost)) > PRICE_TOLERANCE_MINOR) throw new ConflictException(ORDER_PRICES_CHANGED);
    return { items, totalMinor };
  }

  /**
   * Two identical checkouts: the loser's refusal by the checkout key's unique index is a 409, and
   * so is a second lock conflict (the runner already retried the deadlock victim once).
   */
  private async oneCheckout<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, ORDER_CHECKOUT_KEY_UNIQUE) || isLockConflict(error)) throw new ConflictException(ORDER_ALREADY_PLACED);
      throw error;
    }
  }
}
