import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { change } from '../audit/audit-changes';
import { BadRequestException, ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { amountToCollect, cashCollectedProblem, fromMinor, mapsUrl, shown, toMinor, toMinskIso, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { User } from '../auth/user.entity';
import { Clock } from '../common/clock';
import { minskToday } from '../common/minsk-days';
import { DomainEvents } from '../database/domain-events';
import { TransactionRunner } from '../database/transaction-runner';
import { customerName } from '../orders/delivery-sheet.service';
import { OrderStateMachine } from '../orders/order-state-machine.service';
import { Order } from '../orders/order.entity';
import { PaymentPositions } from '../payments/payment-positions.service';
import { LedgerService } from '../payments/ledger.service';
import { AssignDriverResponse, DeliveredResponse, DriverDto, MyDeliveryDto, OnTheWayResponse } from './delivery.dto';
import { DELIVERY_ON_THE_WAY } from './delivery-events';
import { DeliveryRunReader, DeliveryRuns, RunViewer } from '../orders/delivery-runs';
import { inRunOrder, onRun, runVisibility } from './delivery-run';
import {
  DELIVERY_ALREADY_DONE,
  DELIVERY_ALREADY_ON_THE_WAY,
  DELIVERY_CANCELED,
  DELIVERY_NOT_FOUND,
  DELIVERY_NOT_ON_RUN,
  deliveredNote,
  DRIVER_ID_RULE,
  DRIVER_NOT_FOUND,
  ON_THE_WAY_MARKED,
  onTheWayNote,
} from './delivery.messages';

const SLOT_MS = 30 * 60 * 1000;
const hhmm = (instant: Date) => toMinskIso(instant).slice(11, 16);

/**
 * The driver's run (issue 36): a day's deliveries for the phone, marking one delivered with the
 * cash taken (the order completed through the order state machine and the cash recorded in the
 * payments ledger, in one transaction, exactly once), and giving an order to a driver.
 */
@Injectable()
export class DeliveriesService implements DeliveryRunReader, OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly machine: OrderStateMachine,
    private readonly ledger: LedgerService,
    private readonly positions: PaymentPositions,
    private readonly clock: Clock,
    private readonly runs: DeliveryRuns,
    private readonly events: DomainEvents,
  ) {}

  /** The kitchen's documents (orders, below) narrow a driver's rows with this domain's rule. */
  onModuleInit(): void {
    this.runs.use(this);
  }

  /** The viewer's run of a Minsk day (`onRun`, the one rule), in time order: «Мои доставки» and the delivery sheet. */
  async runOrders(viewer: RunViewer, day: string, manager: EntityManager = this.dataSource.manager): Promise<Order[]> {
    return inRunOrder(onRun(manager.createQueryBuilder(Order, 'o'), 'o', viewer, day), 'o').getMany();
  }

  /**
   * The rows of a day's document (packing labels…) the viewer may see: all of them for the office,
   * for a driver only those on their run of the row's Minsk day (`delivery_at` with its offset).
   */
  async keepOnRun<T extends { order_id: number; delivery_at: string | null }>(viewer: RunViewer, rows: readonly T[]): Promise<T[]> {
    if (!runVisibility(viewer).ownRunOnly) return [...rows];
    const days = [...new Set(rows.flatMap((row) => (row.delivery_at ? [row.delivery_at.slice(0, 10)] : [])))];
    const onRuns = await Promise.all(days.map((day) => this.runOrders(viewer, day)));
    const ids = new Set(onRuns.flat().map((order) => order.id));
    return rows.filter((row) => ids.has(row.order_id));
  }

  /** «Мои доставки» of a Minsk day (today by the clock when absent). */
  async list(user: User, date: string | undefined): Promise<MyDeliveryDto[]> {
    const day = date ?? minskToday(this.clock.now());
    return this.rows(await this.runOrders(user, day), user);
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
      if (order.driverId === null && runVisibility(user).ownRunOnly) await manager.update(Order, { id: orderId }, { driverId: user.id });
      const payment = amount > 0 ? await this.ledger.enter(manager, { orderId, amount, method: 'cash', note: null, actor }) : null;
      const [delivery] = await this.rows([await manager.findOneByOrFail(Order, { id: orderId })], user, manager);
      return { message: 'Доставка отмечена', delivery, payment_id: payment?.entry.id ?? null };
    });
  }

  /**
   * «В пути»: the driver set out with today's delivery. In one transaction with the order row
   * locked: a history note through the state machine, the moment stored, the delivery given to
   * this driver when it was nobody's, and DELIVERY_ON_THE_WAY (the customer's Telegram hears it
   * with the driver's phone). A second tap is a 409.
   */
  async onTheWay(orderId: number, user: User): Promise<OnTheWayResponse> {
    return this.transactions.run(async (manager) => {
      const order = await this.lockedDelivery(manager, orderId, user);
      if (order.onTheWayAt !== null) throw new ConflictException(DELIVERY_ALREADY_ON_THE_WAY);
      await this.machine.change(manager, { id: orderId }, 'admin', { id: user.id, email: user.email }, [
        { kind: 'note', text: onTheWayNote(user.email) },
      ]);
      const driverId = order.driverId === null && runVisibility(user).ownRunOnly ? user.id : order.driverId;
      await manager.update(Order, { id: orderId }, { onTheWayAt: this.clock.now(), driverId });
      await this.events.publish(manager, DELIVERY_ON_THE_WAY, { orderId, driverId: driverId ?? user.id });
      const [delivery] = await this.rows([await manager.findOneByOrFail(Order, { id: orderId })], user, manager);
      return { message: ON_THE_WAY_MARKED, delivery };
    });
  }

  async assignDriver(orderId: number, driverId: unknown): Promise<AssignDriverResponse> {
    if (driverId === undefined || (driverId !== null && !(typeof driverId === 'number' && Number.isSafeInteger(driverId) && driverId > 0)))
      throw new BadRequestException(DRIVER_ID_RULE);
    return this.transactions.run(async (manager) => {
      if (driverId !== null && !(await manager.existsBy(User, { id: driverId, role: 'driver', isActive: true, deactivatedAt: IsNull() })))
        throw new BadRequestException(DRIVER_NOT_FOUND);
      const written = await manager.update(Order, { id: orderId }, { driverId });
      if (!written.affected) throw new NotFoundException(ORDER_NOT_FOUND);
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

  /**
   * The order, locked for this transaction (SELECT … FOR UPDATE on MariaDB; SQLite runs one
   * transaction at a time), when it is on the viewer's run of today (`onRun`: what «Мои доставки»
   * shows) and not delivered yet. Anything else is refused with why, as far as the viewer may know.
   */
  private async lockedDelivery(manager: EntityManager, orderId: number, user: User): Promise<Order> {
    const today = minskToday(this.clock.now());
    const query = onRun(manager.createQueryBuilder(Order, 'o').where('o.id = :id', { id: orderId }), 'o', user, today);
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const order = await query.getOne();
    // Done already (by this driver or the one who got there first at the same moment): say so.
    if (order?.status === 'completed') throw new ConflictException(DELIVERY_ALREADY_DONE);
    if (order) return order;
    // Not on today's run: a canceled or delivered order says so (the tap came after the change), the rest is not the viewer's to mark.
    const other = await manager.findOneBy(Order, { id: orderId });
    if (!other || other.deliveryMethod !== 'delivery') throw new NotFoundException(DELIVERY_NOT_FOUND);
    if (other.status === 'completed') throw new ConflictException(DELIVERY_ALREADY_DONE);
    if (other.status === 'canceled') throw new ConflictException(DELIVERY_CANCELED);
    throw new NotFoundException(DELIVERY_NOT_ON_RUN);
  }

  private async rows(orders: Order[], viewer: RunViewer, manager: EntityManager = this.dataSource.manager): Promise<MyDeliveryDto[]> {
    const balances = await this.positions.forOrders(orders, manager);
    const { collect } = runVisibility(viewer);
    const today = minskToday(this.clock.now());
    return orders.map((order) => {
      const at = order.deliveryAt ? new Date(order.deliveryAt) : null;
      const collection = amountToCollect(order.paymentMethod, toMinor(balances.get(order.id)?.balance_due ?? 0));
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
        to_collect: shown(collect, fromMinor(collection.amountMinor)),
        collect_label: shown(collect, collection.label),
        status: order.status,
        driver_id: order.driverId,
        delivered: order.status === 'completed',
        on_the_way: order.onTheWayAt !== null,
        // «Доставлено» takes today's run only (lockedDelivery): another day's card is for planning.
        can_deliver: order.status !== 'completed' && at !== null && minskToday(at) === today,
      };
    });
  }
}
