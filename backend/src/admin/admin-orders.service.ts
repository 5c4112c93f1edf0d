import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { isoDate, money } from '../catalogue/catalogue.mappers';
import { fromMinor } from '../common/money';
import { OrderItem } from '../orders/order-item.entity';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { toOrderItemResponse } from '../orders/order.mappers';
import { Order } from '../orders/order.entity';
import { checkPaymentMethod, checkStatus, OrderStatus } from '../orders/order-status';
import { AdminOrderDetailResponse, AdminOrderListQuery, AdminOrderRow, DashboardResponse, UpdateOrderBody } from './dto/order.dto';
import { applyListQuery, fetchListPage, ListQueryOptions } from './list-query';
import { ORDER_SORT } from './sort-fields';
import { whereContains } from '../database/text-search';

export const ORDER_UPDATED = 'Заказ успешно обновлен';

/** The shop is in Minsk: UTC+3 all year. Day filters and dashboard days use Minsk days. */
const SHOP_UTC_OFFSET_HOURS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const DASHBOARD_DAYS = 30;

const ORDER_LIST: ListQueryOptions = {
  idColumn: 'order.id',
  sortable: ORDER_SORT,
  defaultSort: [
    ['order.dateCreated', 'DESC'],
    ['order.id', 'DESC'],
  ],
};

/** 'YYYY-MM-DD' (Minsk day) → the UTC instant that day starts; 400 for impossible dates. */
function minskDayStart(day: string, field: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new BadRequestException(`${field}: несуществующая дата ${day}`);
  }
  return new Date(utcMidnight - SHOP_UTC_OFFSET_HOURS * 60 * 60 * 1000);
}

/** Today's date in Minsk as 'YYYY-MM-DD'. */
function minskToday(now = new Date()): string {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function toAdminOrderRow(order: Order): AdminOrderRow {
  return {
    id: order.id,
    user_id: order.userId,
    payment_method: order.paymentMethod,
    status: order.status,
    total_cost: money(order.totalCost),
    date_created: isoDate(order.dateCreated),
    first_name: order.firstName,
    surname: order.surname,
    contact_phone: order.contactPhone,
  };
}

export function toAdminOrderDetail(order: Order, items: OrderItem[]): AdminOrderDetailResponse {
  return {
    ...toAdminOrderRow(order),
    last_name: order.lastName,
    contact_email: order.contactEmail,
    delivery_address: order.deliveryAddress,
    date_updated: isoDate(order.dateUpdated),
    order_items: items.map((item) => ({ id: item.id, product_id: item.productId, ...toOrderItemResponse(item) })),
  };
}

@Injectable()
export class AdminOrdersService {
  private readonly logger = new Logger('AdminOrders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {}

  /** The filtered, sorted and paged orders query of the list (the bench prints its plan). */
  listQuery(query: AdminOrderListQuery): SelectQueryBuilder<Order> {
    const paymentMethod = checkPaymentMethod(query.payment_method);
    const status = checkStatus(query.status);
    const builder = this.dataSource.getRepository(Order).createQueryBuilder('order');
    if (paymentMethod) builder.andWhere('order.paymentMethod = :paymentMethod', { paymentMethod });
    if (status) builder.andWhere('order.status = :status', { status });
    if (query.date_from) builder.andWhere('order.dateCreated >= :dateFrom', { dateFrom: minskDayStart(query.date_from, 'date_from') });
    if (query.date_to) {
      const end = new Date(minskDayStart(query.date_to, 'date_to').getTime() + DAY_MS);
      builder.andWhere('order.dateCreated < :dateTo', { dateTo: end });
    }
    if (query.phone) whereContains(builder, 'order.contactPhone', query.phone, 'phone');
    return applyListQuery(builder, query, ORDER_LIST);
  }

  async list(query: AdminOrderListQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
    const { rows, total } = await fetchListPage(this.listQuery(query), query, 'order.id');
    return { rows: rows.map(toAdminOrderRow), total };
  }

  async get(id: number): Promise<AdminOrderDetailResponse> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const items = await this.dataSource.getRepository(OrderItem).find({ where: { orderId: id }, order: { id: 'ASC' } });
    return toAdminOrderDetail(order, items);
  }

  /** Returns the order after the change and whether its status changed. */
  async update(body: UpdateOrderBody): Promise<{ order: Order; statusChanged: boolean }> {
    const paymentMethod = checkPaymentMethod(body.payment_method);
    const status = checkStatus(body.status);
    return this.transactions.run(async (manager) => {
      const order = await manager.findOneBy(Order, { id: body.order_id });
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      const statusChanged = status !== undefined && status !== order.status;
      if (paymentMethod) order.paymentMethod = paymentMethod;
      if (status) order.status = status;
      if (body.total_cost !== undefined) order.totalCost = body.total_cost;
      await manager.save(order);
      return { order, statusChanged };
    });
  }

  /** Orders and revenue per Minsk day since an instant (the bench prints its plan). */
  dailyTotalsQuery(since: Date): SelectQueryBuilder<Order> {
    const dayExpression =
      this.dataSource.options.type === 'better-sqlite3'
        ? `date(o.date_created, '+${SHOP_UTC_OFFSET_HOURS} hours')`
        : `DATE_FORMAT(DATE_ADD(o.date_created, INTERVAL ${SHOP_UTC_OFFSET_HOURS} HOUR), '%Y-%m-%d')`;
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
  async dashboard(now = new Date()): Promise<DashboardResponse> {
    const today = minskToday(now);
    const firstDay = new Date(Date.parse(`${today}T00:00:00Z`) - (DASHBOARD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

    const statusRows = await this.dataSource
      .createQueryBuilder()
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .from(Order, 'o')
      .groupBy('o.status')
      .getRawMany<{ status: string; count: string | number }>();
    const counts_by_status = { pending: 0, processing: 0, completed: 0, canceled: 0 };
    for (const row of statusRows) {
      if (row.status in counts_by_status) counts_by_status[row.status as OrderStatus] = Number(row.count);
    }

    const dailyRows = await this.dailyTotalsQuery(minskDayStart(firstDay, 'date_from')).getRawMany<{
      day: string;
      order_count: string | number;
      revenue_minor: string | number | null;
    }>();
    const byDay = new Map(dailyRows.map((row) => [String(row.day), row]));

    const daily: DashboardResponse['daily'] = [];
    let orderCount = 0;
    let revenueMinor = 0;
    for (let index = 0; index < DASHBOARD_DAYS; index += 1) {
      const date = new Date(Date.parse(`${firstDay}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10);
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
