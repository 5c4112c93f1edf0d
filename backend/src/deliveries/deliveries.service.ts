import { change } from '../audit/audit-changes';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { amountToCollect, cashCollectedProblem, fromMinor, mapsUrl, toMinor, toMinskIso, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { User } from '../auth/user.entity';
import { Clock } from '../common/clock';
import { minskDayRange, minskToday } from '../common/minsk-days';
import { TransactionRunner } from '../database/transaction-runner';
import { customerName } from '../orders/delivery-sheet.service';
import { OrderStateMachine } from '../orders/order-state-machine.service';
import { Order } from '../orders/order.entity';
import { PaymentPositions } from '../payments/payment-positions.service';
import { LedgerService } from '../payments/ledger.service';
import { AssignDriverResponse, DeliveredResponse, DriverDto, MyDeliveryDto } from './delivery.dto';
import {
  DELIVERY_ALREADY_DONE,
  DELIVERY_CANCELED,
  DELIVERY_NOT_FOUND,
  deliveredNote,
  DRIVER_ID_RULE,
  DRIVER_NOT_FOUND,
} from './delivery.messages';

const SLOT_MS = 30 * 60 * 1000;
const hhmm = (instant: Date) => toMinskIso(instant).slice(11, 16);

/** A driver sees the deliveries given to them and the ones given to nobody; other staff see all. */
const seesOnlyOwn = (user: User) => user.role === 'driver';

/**
 * The driver's run (issue 36): a day's deliveries for the phone, marking one delivered with the
 * cash taken (the order completed through the order state machine and the cash recorded in the
 * payments ledger, in one transaction, exactly once), and giving an order to a driver.
 */
@Injectable()
export class DeliveriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly machine: OrderStateMachine,
    private readonly ledger: LedgerService,
    private readonly positions: PaymentPositions,
    private readonly clock: Clock,
  ) {}

  /** The Minsk day's deliveries (canceled and pickups left out) the user may take, in time order. */
  async list(user: User, date: string | undefined): Promise<MyDeliveryDto[]> {
    const day = date ?? minskToday(this.clock.now());
    const { start, end } = minskDayRange(day, day, 'date');
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .where('o.deliveryAt >= :start AND o.deliveryAt < :end', { start, end })
      .andWhere("o.status <> 'canceled'")
      .andWhere("o.deliveryMethod = 'delivery'")
      .orderBy('o.deliveryAt', 'ASC')
      .addOrderBy('o.id', 'ASC');
    if (seesOnlyOwn(user)) query.andWhere('(o.driverId = :me OR o.driverId IS NULL)', { me: user.id });
    return this.rows(await query.getMany());
  }

  async deliver(orderId: number, cash: unknown, user: User): Promise<DeliveredResponse> {
    const problem = cashCollectedProblem(cash);
    if (problem) throw new BadRequestException(problem);
    const amount = typeof cash === 'number' ? toMoney(cash) : 0;
    const actor = { id: user.id, email: user.email };
    return this.transactions.run(async (manager) => {
      // The row lock makes a second tap (or a second driver) wait for the first and then see it completed.
      const order = await this.lockedDelivery(manager, orderId, user);
      await this.machine.change(
        manager,
        { id: orderId },
        'admin',
        actor,
        [
          { kind: 'status', to: 'completed' },
          { kind: 'note', text: deliveredNote(user.email) },
        ],
        { action: 'deliver', changes: change('cash_collected', null, amount) },
      );
      // An unassigned delivery belongs to the driver who brought it.
      if (order.driverId === null && user.role === 'driver') await manager.update(Order, { id: orderId }, { driverId: user.id });
      const payment = amount > 0 ? await this.ledger.enter(manager, { orderId, amount, method: 'cash', note: null, actor }) : null;
      const [delivery] = await this.rows([await manager.findOneByOrFail(Order, { id: orderId })], manager);
      return { message: 'Доставка отмечена', delivery, payment_id: payment?.entry.id ?? null };
    });
  }

  async assignDriver(orderId: number, driverId: unknown): Promise<AssignDriverResponse> {
    if (driverId === undefined || (driverId !== null && !(typeof driverId === 'number' && Number.isSafeInteger(driverId) && driverId > 0)))
      throw new BadRequestException(DRIVER_ID_RULE);
    return this.transactions.run(async (manager) => {
      if (driverId !== null && !(await manager.existsBy(User, { id: driverId, role: 'driver', isActive: true, deactivatedAt: IsNull() })))
        throw new BadRequestException(DRIVER_NOT_FOUND);
      const written = await manager.update(Order, { id: orderId }, { driverId });
      if (!written.affected) throw new NotFoundException('Заказ не найден');
      const order = await manager.findOneByOrFail(Order, { id: orderId });
      return { order_id: order.id, driver_id: order.driverId, version: order.version };
    });
  }

  /** The active driver accounts, by name, for the delivery sheet's driver select. */
  async drivers(): Promise<DriverDto[]> {
    const users = await this.dataSource.getRepository(User).find({
      where: { role: 'driver', isActive: true, deactivatedAt: IsNull() },
      order: { name: 'ASC', surname: 'ASC', id: 'ASC' },
    });
    return users.map((user) => ({ id: user.id, name: [user.name, user.surname].filter(Boolean).join(' '), email: user.email ?? '' }));
  }

  /** The order, locked for this transaction (SELECT … FOR UPDATE on MariaDB; SQLite runs one transaction at a time). */
  private async lockedDelivery(manager: EntityManager, orderId: number, user: User): Promise<Order> {
    const query = manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id: orderId });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const order = await query.getOne();
    // Someone else's delivery and a pickup answer like a missing one.
    if (!order || order.deliveryMethod !== 'delivery') throw new NotFoundException(DELIVERY_NOT_FOUND);
    // Done already (by this driver or the one who got there first at the same moment): say so.
    if (order.status === 'completed') throw new ConflictException(DELIVERY_ALREADY_DONE);
    if (seesOnlyOwn(user) && order.driverId !== null && order.driverId !== user.id) throw new NotFoundException(DELIVERY_NOT_FOUND);
    if (order.status === 'canceled') throw new ConflictException(DELIVERY_CANCELED);
    return order;
  }

  private async rows(orders: Order[], manager: EntityManager = this.dataSource.manager): Promise<MyDeliveryDto[]> {
    const balances = await this.positions.forOrders(orders, manager);
    return orders.map((order) => {
      const at = order.deliveryAt ? new Date(order.deliveryAt) : null;
      const collect = amountToCollect(order.paymentMethod, toMinor(balances.get(order.id)?.balance_due ?? 0));
      return {
        order_id: order.id,
        number: `№${order.id}`,
        time_from: at ? hhmm(at) : '',
        time_to: at ? hhmm(new Date(at.getTime() + SLOT_MS)) : '',
        address: order.deliveryAddress,
        maps_url: mapsUrl(order.deliveryAddress),
        customer_name: customerName(order),
        phone: `+${order.contactPhone.replace(/\D/g, '')}`,
        comment: order.comment,
        guests: order.guests ?? null,
        to_collect: fromMinor(collect.amountMinor),
        collect_label: collect.label,
        status: order.status,
        driver_id: order.driverId,
        delivered: order.status === 'completed',
      };
    });
  }
}
