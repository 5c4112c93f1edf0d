import { DESK_CUSTOMER_HAS_NO_ORDERS, DESK_CUSTOMER_NOT_FOUND, DESK_CUSTOMER_REQUIRED, deskProductMissing } from './order.messages';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DietaryColumns } from '../common/dietary-columns';
import { randomUUID } from 'node:crypto';
import { fromMinor, MAX_LINE_QUANTITY, toMinor, toMoney } from '@bulbash/rules';
import { EntityManager, IsNull } from 'typeorm';
import { AccountMailService } from '../auth/account-mail.service';
import { OneTimeTokenService } from '../auth/one-time-token.service';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { InfoService } from '../catalogue/info.service';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from '../auth/user.entity';
import { CreateDeskOrderBody, DeskCustomerDto, DeskOrderLineDto } from './order-desk.dto';
import { CapacityService } from '../capacity/capacity.service';
import { NEW_ORDER_DELIVERY, resolveDeliveryTerms } from './order-delivery';
import { OrderAdjustment } from './order-adjustment.entity';
import { OrderItem } from './order-item.entity';
import { OrderMailService } from './order-mail.service';
import { recordStatusChange, StatusActor } from './order-status-history';
import { checkPaymentMethod } from './order-status';
import { Order } from './order.entity';
import { assertOrderTotal, cappedLines, lineQuantityOverCap } from './order-caps';
import { stampOf } from '../common/actor-stamp';
import { AuditLog } from '../audit/audit-log.entity';
import { change as auditChange, diffFields } from '../audit/audit-changes';
import { auditedLines, ORDER_CREATE_FIELDS } from './order-audit';

/** An account opened at the desk has no password until the customer sets one through the letter's link. */
const NO_PASSWORD = '!no-password';

/**
 * New lines priced from the catalogue now; a dish already on the order keeps its snapshot (name,
 * price). A dish sent twice is one line of the summed quantity; a sum past 1000 is a 400 naming
 * `lines[i].quantity` (order-caps.ts).
 */
export async function pricedLines(
  manager: EntityManager,
  sent: readonly DeskOrderLineDto[],
  kept: readonly OrderItem[] = [],
): Promise<{ items: OrderItem[]; itemsMinor: number }> {
  const lines = cappedLines(sent, 'lines');
  const keptByProduct = new Map(kept.filter((item) => item.productId !== null).map((item) => [item.productId as number, item]));
  const newIds = lines.map((line) => line.product_id).filter((id) => !keptByProduct.has(id));
  const products = newIds.length
    ? await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
        .andWhere('p.id IN (:...newIds)', { newIds })
        .getMany()
    : [];
  const byId = new Map(products.map((product) => [product.id, product]));
  let itemsMinor = 0;
  const items = lines.map((line) => {
    const snapshot = keptByProduct.get(line.product_id);
    if (snapshot) {
      itemsMinor += toMinor(toMoney(snapshot.productCost)) * line.quantity;
      return manager.getRepository(OrderItem).create({ ...snapshot, id: undefined, quantity: line.quantity });
    }
    const product = byId.get(line.product_id);
    if (!product) throw new NotFoundException(deskProductMissing(line.product_id));
    const priceMinor = toMinor(toMoney(product.price));
    itemsMinor += priceMinor * line.quantity;
    return manager.getRepository(OrderItem).create({
      productId: product.id,
      name: product.name,
      description: product.description,
      imagePath: product.imagePath,
      productCost: fromMinor(priceMinor),
      quantity: line.quantity,
    });
  });
  return { items, itemsMinor };
}

/** An order another domain has fully priced (an accepted quote): its items, delivery, adjustments and payer. */
export interface PricedOrderRequest {
  user: User;
  contacts: Omit<DeskCustomerDto, 'email'>;
  /** Dishes (a product) and services (no product, a unit), already priced. */
  items: OrderItem[];
  guests: number;
  deliveryAt: Date;
  deliveryMethod: Order['deliveryMethod'];
  deliveryAddress: string | null;
  deliveryDistanceKm: number;
  deliveryCostMinor: number;
  /** Signed amounts added to the total (a discount is negative). */
  adjustments: Array<{ label: string; amountMinor: number }>;
  payer: Pick<Order, 'payerType' | 'companyName' | 'companyUnp' | 'companyAddress' | 'companyAccount' | 'companyBic'>;
  paymentMethod: Order['paymentMethod'];
  depositPercent: number | null;
  /** The cancellation terms agreed (an accepted quote's). */
  cancellationTerms: Order['cancellationTerms'];
  /** The guests' diet, carried from the source. */
  diet: DietaryColumns;
  comment: string | null;
  /** Unique per source (e.g. `quote:17`): a second order from the same source is refused by the index. */
  checkoutKey: string;
  historyNote: string;
}

/**
 * The order desk: staff take an order by phone for an account, or for a caller who has none
 * (an account with a verified e-mail and no password is opened, and a «set your password»
 * letter goes out). Same rules as checkout — prices from the catalogue, delivery cost, the
 * shop's time rules unless staff give a reason to override them (recorded in the history) —
 * in one transaction with the order's first history row.
 */
@Injectable()
export class OrderDeskService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly info: InfoService,
    private readonly letters: OrderMailService,
    private readonly accountLetters: AccountMailService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly capacity: CapacityService,
  ) {}

  async create(body: CreateDeskOrderBody, actor: StatusActor): Promise<Order> {
    if (body.user_id === undefined && body.customer === undefined) throw new BadRequestException(DESK_CUSTOMER_REQUIRED);
    const paymentMethod = checkPaymentMethod(body.payment_method ?? 'cash') ?? 'cash';
    const override = body.time_override_reason?.trim() || null;
    const terms = resolveDeliveryTerms(body, NEW_ORDER_DELIVERY, { now: this.clock.now(), shopRules: override === null });
    const pickupAddress = terms.deliveryMethod === 'pickup' ? (await this.info.getContacts()).physical_address : null;

    const placed = await this.transactions.run(async (manager) => {
      const { user, opened, contacts } = await this.customerOf(manager, body);
      const { items, itemsMinor } = await pricedLines(manager, body.lines);
      assertOrderTotal(itemsMinor + terms.deliveryCostMinor, 'lines');
      const booking = { deliveryAt: terms.deliveryAt, load: { guests: body.guests ?? null, lines: items } };
      const capacityNote = await this.capacity.assertBookable(manager, { ...booking, staff: override !== null, force: body.force });
      const order = manager.getRepository(Order).create({
        userId: user.id,
        paymentMethod,
        status: 'pending',
        totalCost: fromMinor(itemsMinor + terms.deliveryCostMinor),
        firstName: contacts.first_name,
        surname: contacts.surname,
        lastName: contacts.last_name,
        contactPhone: contacts.phone,
        contactEmail: user.email,
        deliveryAddress: body.delivery_address ?? null,
        pickupAddress,
        deliveryAt: terms.deliveryAt,
        deliveryMethod: terms.deliveryMethod,
        deliveryDistanceKm: terms.deliveryDistanceKm,
        deliveryCost: fromMinor(terms.deliveryCostMinor),
        comment: body.comment ?? null,
        guests: body.guests ?? null,
        cancellationFee: 0,
        placedAt: this.clock.now(),
        checkoutKey: `desk:${randomUUID()}`,
      });
      await manager.getRepository(Order).insert(order);
      const notes = [
        'Заказ принят по телефону',
        ...(override ? [`Время вне правил магазина: ${override}`] : []),
        ...(capacityNote ? [capacityNote] : []),
      ];
      await recordStatusChange(manager, order.id, null, 'pending', actor, notes.join('; '));
      for (const item of items) item.orderId = order.id;
      await manager.getRepository(OrderItem).insert(items);
      await AuditLog.record(manager, {
        entity: 'order',
        entityId: order.id,
        action: 'create',
        changes: [...diffFields(null, order, ORDER_CREATE_FIELDS), ...auditChange('lines', null, auditedLines(items))],
      });
      // The «set your password» letter needs an e-mail; a customer without one orders by phone only.
      if (opened && user.email)
        await this.accountLetters.sendAccountOpened(user, await this.oneTimeTokens.create(manager, user.id, 'reset_password'));
      await this.letters.orderPlaced(order, items, user.email);
      return { order, items, user };
    });

    return placed.order;
  }

  /**
   * An order priced elsewhere (an accepted quote), in the caller's transaction: the capacity and
   * lead-time rules as for a shopper (409 with the nearest open day), the order with its first
   * history row, its items and adjustments. total = items + delivery + adjustments. The caller
   * sends the letters after its commit (orderPlaced).
   */
  async placePriced(manager: EntityManager, request: PricedOrderRequest, actor: StatusActor | null): Promise<Order> {
    const itemsMinor = request.items.reduce((sum, item) => sum + toMinor(toMoney(item.productCost)) * item.quantity, 0);
    const adjustmentsMinor = request.adjustments.reduce((sum, adjustment) => sum + adjustment.amountMinor, 0);
    assertOrderTotal(itemsMinor + request.deliveryCostMinor + adjustmentsMinor, 'lines');
    for (const [index, item] of request.items.entries())
      if (item.quantity > MAX_LINE_QUANTITY) throw new BadRequestException(lineQuantityOverCap(`lines[${index}].quantity`, item.quantity));
    const dishes = request.items.filter((item) => item.kind !== 'service');
    await this.capacity.assertBookable(manager, { deliveryAt: request.deliveryAt, load: { guests: request.guests, lines: dishes } });
    const pickupAddress = request.deliveryMethod === 'pickup' ? (await this.info.getContacts()).physical_address : null;
    const order = manager.getRepository(Order).create({
      userId: request.user.id,
      paymentMethod: request.paymentMethod,
      status: 'pending',
      totalCost: fromMinor(itemsMinor + request.deliveryCostMinor + adjustmentsMinor),
      firstName: request.contacts.first_name,
      surname: request.contacts.surname,
      lastName: request.contacts.last_name,
      contactPhone: request.contacts.phone,
      contactEmail: request.user.email,
      deliveryAddress: request.deliveryAddress,
      pickupAddress,
      deliveryAt: request.deliveryAt,
      deliveryMethod: request.deliveryMethod,
      deliveryDistanceKm: request.deliveryDistanceKm,
      deliveryCost: fromMinor(request.deliveryCostMinor),
      comment: request.comment,
      guests: request.guests,
      cancellationFee: 0,
      placedAt: this.clock.now(),
      checkoutKey: request.checkoutKey,
      depositPercent: request.depositPercent,
      cancellationTerms: request.cancellationTerms,
      diet: request.diet,
      ...request.payer,
    });
    await manager.getRepository(Order).insert(order);
    await recordStatusChange(manager, order.id, null, 'pending', actor, request.historyNote);
    for (const item of request.items) item.orderId = order.id;
    await manager.getRepository(OrderItem).insert(request.items);
    if (request.adjustments.length)
      await manager.getRepository(OrderAdjustment).insert(
        request.adjustments.map((adjustment) => ({
          orderId: order.id,
          label: adjustment.label,
          amount: fromMinor(adjustment.amountMinor),
          createdBy: stampOf(actor),
        })),
      );
    return order;
  }

  /** The account and the order's contact details: from `customer`, else the account's latest order. */
  private async customerOf(
    manager: EntityManager,
    body: CreateDeskOrderBody,
  ): Promise<{ user: User; opened: boolean; contacts: Omit<DeskCustomerDto, 'email'> }> {
    const users = manager.getRepository(User);
    if (body.user_id !== undefined) {
      const user = await users.findOneBy({ id: body.user_id });
      if (!user) throw new NotFoundException(DESK_CUSTOMER_NOT_FOUND);
      if (body.customer) return { user, opened: false, contacts: body.customer };
      const [latest] = await manager.find(Order, { where: { userId: user.id }, order: { id: 'DESC' }, take: 1 });
      if (!latest) throw new BadRequestException(DESK_CUSTOMER_HAS_NO_ORDERS);
      return {
        user,
        opened: false,
        contacts: { first_name: latest.firstName, surname: latest.surname, last_name: latest.lastName, phone: latest.contactPhone },
      };
    }
    const customer = body.customer as DeskCustomerDto;
    const email = customer.email?.trim().toLowerCase() || null;
    // With an e-mail the account is the e-mail's; without one, the account the desk opened for this phone.
    const existing = email ? await users.findOneBy({ email }) : await users.findOneBy({ phone: customer.phone, email: IsNull() });
    if (existing) {
      if (existing.phone === null) await users.update({ id: existing.id }, { phone: customer.phone });
      return { user: existing, opened: false, contacts: customer };
    }
    const user = users.create({
      email,
      phone: customer.phone,
      name: customer.first_name,
      surname: customer.surname,
      passwordHash: NO_PASSWORD,
      // isActive means «e-mail verified»: an account without one has nothing verified.
      isActive: email !== null,
      role: null,
    });
    await users.insert(user);
    return { user, opened: true, contacts: customer };
  }
}
