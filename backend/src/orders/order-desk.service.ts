import { DESK_CUSTOMER_HAS_NO_ORDERS, DESK_CUSTOMER_NOT_FOUND, DESK_CUSTOMER_REQUIRED, deskProductMissing } from './order.messages';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { fromMinor, toMinor, toMoney } from '@bulbash/rules';
import { EntityManager, IsNull } from 'typeorm';
import { AccountMailService } from '../auth/account-mail.service';
import { OneTimeTokenService } from '../auth/one-time-token.service';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { Clock } from '../common/clock';
import { checkedDiet } from '../common/dietary-columns';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from '../auth/user.entity';
import { CreateDeskOrderBody, DeskCustomerDto, DeskOrderLineDto } from './order-desk.dto';
import { NEW_ORDER_DELIVERY, resolveDeliveryTerms } from './order-delivery';
import { OrderItem } from './order-item.entity';
import { StatusActor } from './order-status-history';
import { checkPaymentMethod } from './order-status';
import { Order } from './order.entity';
import { OrderFactory } from './order-factory';
import { cappedLines } from './order-caps';
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

/**
 * The order desk: staff take an order by phone for an account, or for a caller who has none
 * (an account with a verified e-mail and no password is opened, and a «set your password»
 * letter goes out). Same rules as checkout — prices from the catalogue, delivery cost, the
 * shop's time rules unless staff give a reason to override them (recorded in the history) —
 * through the one OrderFactory, in one transaction with the order's audit entry.
 */
@Injectable()
export class OrderDeskService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly accountLetters: AccountMailService,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly orders: OrderFactory,
  ) {}

  async create(body: CreateDeskOrderBody, actor: StatusActor): Promise<Order> {
    if (body.user_id === undefined && body.customer === undefined) throw new BadRequestException(DESK_CUSTOMER_REQUIRED);
    const paymentMethod = checkPaymentMethod(body.payment_method ?? 'cash') ?? 'cash';
    const override = body.time_override_reason?.trim() || null;
    const terms = resolveDeliveryTerms(body, NEW_ORDER_DELIVERY, { now: this.clock.now(), shopRules: override === null });
    const diet = checkedDiet(body, body.guests);

    const placed = await this.transactions.run(async (manager) => {
      const { user, opened, contacts } = await this.customerOf(manager, body);
      const { items } = await pricedLines(manager, body.lines);
      return this.orders.place(
        manager,
        {
          userId: user.id,
          contacts,
          contactEmail: user.email,
          paymentMethod,
          items,
          deliveryAt: terms.deliveryAt,
          deliveryMethod: terms.deliveryMethod,
          deliveryAddress: body.delivery_address ?? null,
          deliveryDistanceKm: terms.deliveryDistanceKm,
          deliveryCostMinor: terms.deliveryCostMinor,
          guests: body.guests ?? null,
          comment: body.comment ?? null,
          diet,
          checkoutKey: `desk:${randomUUID()}`,
          totalField: 'lines',
          booking: { staff: override !== null, force: body.force },
          historyNotes: ['Заказ принят по телефону', ...(override ? [`Время вне правил магазина: ${override}`] : [])],
          actor,
          accountEmail: user.email,
        },
        async ({ order }) => {
          await AuditLog.record(manager, {
            entity: 'order',
            entityId: order.id,
            action: 'create',
            changes: [...diffFields(null, order, ORDER_CREATE_FIELDS), ...auditChange('lines', null, auditedLines(items))],
          });
          // The «set your password» letter needs an e-mail; a customer without one orders by phone only.
          if (opened && user.email)
            await this.accountLetters.sendAccountOpened(user, await this.oneTimeTokens.create(manager, user.id, 'reset_password'));
        },
      );
    });

    return placed.order;
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
