import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { CapacityService } from '../capacity/capacity.service';
import { InfoService } from '../catalogue/info.service';
import { Clock } from '../common/clock';
import { fromMinor, phoneSearchDigits, shiftDay, toMinor, toMoney } from '@bulbash/rules';
import { applyListQuery, fetchListPage, ListPage, ListQueryOptions, ListWindow } from '../database/list-query';
import { whereContains } from '../database/text-search';
import { TransactionRunner } from '../database/transaction-runner';
import { DAY_MS, MINSK_OFFSET_HOURS, minskDayStart, minskToday } from '../common/minsk-days';
import { whereMinskDays } from './minsk-day-filter';
import { OrderPaymentFieldsDto } from './order-payment-fields.dto';
import { OrderPayments } from './order-payments';
import { OrderItem } from './order-item.entity';
import { OrderAdjustment, orderAdjustments } from './order-adjustment.entity';
import { OrderMailService } from './order-mail.service';
import { DeliveryInput, resolveDeliveryTerms, storedTerms } from './order-delivery';
import { OrderEdit } from './order-changes';
import { OrderStateMachine } from './order-state-machine.service';
import { editedItems } from './order-lines-edit';
import { linesChangeNote } from './order-lines-note';
import { ORDER_NOT_FOUND } from './order.messages';
import { ORDER_SORT, UPCOMING_NOW } from './order-sort-fields';
import { checkPaymentMethod, checkStatus, OrderStatus } from './order-status';
import { Order } from './order.entity';
import { OrderStatusChange } from './order-status-change.entity';
import { StatusActor, statusHistory } from './order-status-history';
import { change as auditChange } from '../audit/audit-changes';
import { auditedLines } from './order-audit';

const DASHBOARD_DAYS = 30;

const ORDER_LIST: ListQueryOptions = {
  idColumn: 'order.id',
  sortable: ORDER_SORT,
  defaultSort: [
    ['order.dateCreated', 'DESC'],
    ['order.id', 'DESC'],
  ],
};

/** Filters of the back office's order list (payment method and status are checked here: 400 when unknown). */
export interface OrderFilter extends ListWindow {
  payment_method?: unknown;
  status?: unknown;
  /** Derived from the payments ledger (400 when unknown). */
  payment_status?: unknown;
  /** «Ожидают оплаты» (awaiting) or «Просрочено» (overdue), by the due days of the ledger's position (400 when unknown). */
  payment_due?: unknown;
  /** Minsk days 'YYYY-MM-DD', both inclusive. */
  date_from?: string;
  date_to?: string;
  /** Minsk days 'YYYY-MM-DD' of the event (delivery_at), both inclusive. */
  event_from?: string;
  event_to?: string;
  /** Substring of the contact phone. */
  phone?: string;
  /** Only the orders of this customer (account id). */
  user_id?: number;
}

/** What the back office may change on an order (delivery_at, method, distance, address and comment: a reschedule). */
export interface OrderChange extends DeliveryInput {
  order_id: number;
  /** The version the editor read; a different stored one is a 409 (another change came first). */
  version?: number;
  payment_method?: unknown;
  total_cost?: number;
  status?: unknown;
  comment?: string | null;
  delivery_address?: string | null;
  guests?: number | null;
  /** The whole new list of dishes (see editedItems: services and deleted products' lines stay). */
  lines?: Array<{ product_id: number; quantity: number }>;
  /** Ids of service lines and lines of deleted products to drop. */
  remove_line_ids?: number[];
  /** Book the new delivery time even when the kitchen's capacity refuses it (recorded as an override). */
  force?: boolean;
}

/** Changes the customer is told about by e-mail (a status change has its own letter). */
const touchesTheCustomer = (change: OrderChange) =>
  change.lines !== undefined ||
  change.remove_line_ids !== undefined ||
  change.delivery_address !== undefined ||
  change.guests !== undefined ||
  changesDelivery(change);

const changesDelivery = (change: OrderChange) =>
  change.delivery_at !== undefined || change.delivery_method !== undefined || change.delivery_distance_km !== undefined;

export interface OrderDashboard {
  counts_by_status: Record<OrderStatus, number>;
  last_30_days: { order_count: number; revenue: number };
  daily: Array<{ date: string; order_count: number; revenue: number }>;
}

/**
 * Orders as the back office sees and changes them: the filtered list, one order with its items,
 * changes of payment method, total and status (a status change e-mails the customer after the
 * commit), and the dashboard's totals.
 */
@Injectable()
export class OrderAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly letters: OrderMailService,
    private readonly info: InfoService,
    private readonly clock: Clock,
    private readonly machine: OrderStateMachine,
    private readonly capacity: CapacityService,
    private readonly positions: OrderPayments,
  ) {}

  /** The filtered, sorted and paged orders query of the list (the bench prints its plan). */
  listQuery(filter: OrderFilter, paymentFilter?: (builder: SelectQueryBuilder<Order>) => void): SelectQueryBuilder<Order> {
    const paymentMethod = checkPaymentMethod(filter.payment_method);
    const status = checkStatus(filter.status);
    const builder = this.dataSource.getRepository(Order).createQueryBuilder('order');
    if (paymentMethod) builder.andWhere('order.paymentMethod = :paymentMethod', { paymentMethod });
    if (status) builder.andWhere('order.status = :status', { status });
    paymentFilter?.(builder);
    if (filter.date_from) builder.andWhere('order.dateCreated >= :dateFrom', { dateFrom: minskDayStart(filter.date_from, 'date_from') });
    if (filter.date_to) {
      const end = new Date(minskDayStart(filter.date_to, 'date_to').getTime() + DAY_MS);
      builder.andWhere('order.dateCreated < :dateTo', { dateTo: end });
    }
    whereMinskDays(builder, 'order.deliveryAt', filter.event_from, filter.event_to, 'event');
    if (filter.phone) whereContains(builder, 'order.contactPhone', phoneSearchDigits(filter.phone), 'phone');
    if (filter.user_id !== undefined) builder.andWhere('order.userId = :userId', { userId: filter.user_id });
    if (filter.sort === 'upcoming') builder.setParameter(UPCOMING_NOW, this.clock.now());
    return applyListQuery(builder, filter, ORDER_LIST);
  }

  /** One page of the list with each order's payment position (from the ledger). */
  async list(filter: OrderFilter): Promise<ListPage<Order> & { payments: Map<number, OrderPaymentFieldsDto> }> {
    const paymentFilter = await this.positions.listFilter(filter);
    const page = await fetchListPage(this.listQuery(filter, paymentFilter), filter, 'order.id');
    return { ...page, payments: await this.positions.forOrders(page.rows) };
  }

  /** The list with each order's items, read in one more query (the CSV export). */
  async listWithItems(filter: OrderFilter): Promise<Order[]> {
    const { rows } = await this.list(filter);
    if (rows.length === 0) return rows;
    const items = await this.dataSource
      .getRepository(OrderItem)
      .createQueryBuilder('item')
      .where('item.orderId IN (:...ids)', { ids: rows.map((order) => order.id) })
      .orderBy('item.id', 'ASC')
      .getMany();
    for (const order of rows) order.items = items.filter((item) => item.orderId === order.id);
    return rows;
  }

  /** One order, its items, adjustments and history, oldest first (404 when missing). */
  async get(id: number): Promise<{
    order: Order;
    items: OrderItem[];
    adjustments: OrderAdjustment[];
    history: OrderStatusChange[];
    payment: OrderPaymentFieldsDto;
  }> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const [items, adjustments, history, payment] = await Promise.all([
      this.dataSource.getRepository(OrderItem).find({ where: { orderId: id }, order: { id: 'ASC' } }),
      orderAdjustments(this.dataSource.manager, id),
      statusHistory(this.dataSource.manager, id),
      this.positions.forOrder(order),
    ]);
    return { order, items, adjustments, history, payment };
  }

  /**
   * Applies the change through the order state machine in one transaction; when the status
   * changed, the customer's letter is written to the outbox in it (sent once it commits). A reschedule may name any time
   * within the next 365 days (staff agree it with the customer). A new total_cost becomes an
   * adjustment line, so the total stays items + delivery + adjustments when the delivery changes.
   */
  async update(change: OrderChange, actor: StatusActor): Promise<{ order: Order; statusChanged: boolean }> {
    const paymentMethod = checkPaymentMethod(change.payment_method);
    const status = checkStatus(change.status);
    const pickupPoint = (await this.info.getContacts()).physical_address;
    const now = this.clock.now();
    let totalBefore = 0;
    const result = await this.transactions.run(async (manager) => {
      const stored = await manager.findOneBy(Order, { id: change.order_id });
      if (!stored) throw new NotFoundException(ORDER_NOT_FOUND);
      totalBefore = toMinor(toMoney(stored.totalCost));
      const edits: OrderEdit[] = [];
      let deliveryAt = stored.deliveryAt ? new Date(stored.deliveryAt) : null;
      if (changesDelivery(change)) {
        const terms = resolveDeliveryTerms(change, storedTerms(stored), { now, shopRules: false });
        edits.push({ kind: 'delivery', ...terms, pickupPoint });
        deliveryAt = terms.deliveryAt;
      }
      if (change.delivery_address !== undefined) edits.push({ kind: 'address', address: change.delivery_address });
      if (paymentMethod) edits.push({ kind: 'payment_method', to: paymentMethod });
      if (change.comment !== undefined) edits.push({ kind: 'comment', comment: change.comment });
      if (change.guests !== undefined) edits.push({ kind: 'guests', guests: change.guests });
      const kept = await manager.find(OrderItem, { where: { orderId: stored.id }, order: { id: 'ASC' } });
      let newItems: OrderItem[] | null = null;
      if (change.lines !== undefined || change.remove_line_ids !== undefined) {
        const edited = await editedItems(manager, kept, change.lines, change.remove_line_ids);
        newItems = edited.items;
        edits.push({ kind: 'items', itemsMinor: edited.itemsMinor, note: linesChangeNote(kept, edited.items) });
      }
      if (change.total_cost !== undefined) edits.push({ kind: 'total', totalMinor: toMinor(change.total_cost) });
      if (status) edits.push({ kind: 'status', to: status });
      const override = await this.checkCapacity(manager, stored, kept, { change, status, deliveryAt, newItems });
      if (override) edits.push({ kind: 'note', text: override });
      const changed = await this.machine.change(manager, { id: stored.id, expectedVersion: change.version }, 'admin', actor, edits, {
        action: override ? 'force' : undefined,
        changes: [
          ...(newItems ? auditChange('lines', auditedLines(kept), auditedLines(newItems)) : []),
          ...(override ? auditChange('capacity_override', null, override) : []),
        ],
      });
      if (newItems && changed.history) {
        await manager.delete(OrderItem, { orderId: stored.id });
        for (const item of newItems) item.orderId = stored.id;
        await manager.insert(OrderItem, newItems);
      }
      const totalChanged = totalBefore !== toMinor(toMoney(changed.order.totalCost));
      if (changed.statusChanged) await this.letters.statusChanged(manager, changed.order);
      // A change of the total alone is told only to a customer who has an invoice: the corrected one goes with the letter.
      else if (changed.history?.note && (touchesTheCustomer(change) || (totalChanged && changed.order.invoiceNumber)))
        await this.letters.orderChanged(manager, changed.order, changed.history.note, totalChanged);
      return changed;
    });
    return result;
  }

  /**
   * The kitchen's capacity for an edit that can raise the day's load, by the one rule of
   * CapacityService.assertBookable: a new time is checked in full (staff's window); the same time
   * with more guests, more dishes or a reopened order against the day's guest limit. `force`
   * books it anyway; the answer is then the override's note for the history.
   */
  private async checkCapacity(
    manager: EntityManager,
    stored: Order,
    kept: OrderItem[],
    next: { change: OrderChange; status: OrderStatus | undefined; deliveryAt: Date | null; newItems: OrderItem[] | null },
  ): Promise<string | null> {
    const { change } = next;
    if ((next.status ?? stored.status) === 'canceled' || !next.deliveryAt) return null;
    const guests = change.guests !== undefined ? change.guests : stored.guests;
    const load = { guests, lines: (next.newItems ?? kept).map((item) => ({ productId: item.productId, quantity: item.quantity })) };
    const booking = { deliveryAt: next.deliveryAt, load, excludeOrderId: stored.id, staff: true, force: change.force };
    const moved = !stored.deliveryAt || new Date(stored.deliveryAt).getTime() !== next.deliveryAt.getTime();
    if (moved) return this.capacity.assertBookable(manager, booking);
    const reopened = stored.status === 'canceled';
    if (!reopened && change.guests === undefined && next.newItems === null) return null;
    if (!reopened) {
      const before = await this.capacity.loadOf(manager, {
        guests: stored.guests,
        lines: kept.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      });
      if ((await this.capacity.loadOf(manager, load)) <= before) return null;
    }
    return this.capacity.assertBookable(manager, { ...booking, loadOnly: true });
  }

  /** Orders and revenue per Minsk day since an instant (the bench prints its plan). */
  dailyTotalsQuery(since: Date): SelectQueryBuilder<Order> {
    const dayExpression =
      this.dataSource.options.type === 'better-sqlite3'
        ? `date(o.date_created, '+${MINSK_OFFSET_HOURS} hours')`
        : `DATE_FORMAT(DATE_ADD(o.date_created, INTERVAL ${MINSK_OFFSET_HOURS} HOUR), '%Y-%m-%d')`;
    return this.dataSource
      .createQueryBuilder()
      .select(dayExpression, 'day')
      .addSelect('COUNT(*)', 'order_count')
      .addSelect("SUM(CASE WHEN o.status <> 'canceled' THEN ROUND(o.total_cost * 100) ELSE 0 END)", 'revenue_minor')
      .from(Order, 'o')
      .where('o.date_created >= :since', { since })
      .groupBy(dayExpression);
  }

  /**
   * Counts and revenue, grouped in SQL: all-time counts by status, and per Minsk day for the
   * last 30 days (today included). Canceled orders count as orders but bring no revenue.
   */
  async dashboard(now = new Date()): Promise<OrderDashboard> {
    const today = minskToday(now);
    const firstDay = shiftDay(today, -(DASHBOARD_DAYS - 1));

    const statusRows = await this.dataSource
      .createQueryBuilder()
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .from(Order, 'o')
      .groupBy('o.status')
      .getRawMany<{ status: string; count: string | number }>();
    const counts_by_status: Record<OrderStatus, number> = { pending: 0, processing: 0, completed: 0, canceled: 0 };
    for (const row of statusRows) {
      if (row.status in counts_by_status) counts_by_status[row.status as OrderStatus] = Number(row.count);
    }

    const dailyRows = await this.dailyTotalsQuery(minskDayStart(firstDay, 'date_from')).getRawMany<{
      day: string;
      order_count: string | number;
      revenue_minor: string | number | null;
    }>();
    const byDay = new Map(dailyRows.map((row) => [String(row.day), row]));

    const daily: OrderDashboard['daily'] = [];
    let orderCount = 0;
    let revenueMinor = 0;
    for (let index = 0; index < DASHBOARD_DAYS; index += 1) {
      const date = shiftDay(firstDay, index);
      const row = byDay.get(date);
      const count = row ? Number(row.order_count) : 0;
      const minor = row ? Math.round(Number(row.revenue_minor ?? 0)) : 0;
      orderCount += count;
      revenueMinor += minor;
      daily.push({ date, order_count: count, revenue: fromMinor(minor) });
    }
    return { counts_by_status, last_30_days: { order_count: orderCount, revenue: fromMinor(revenueMinor) }, daily };
  }
}
