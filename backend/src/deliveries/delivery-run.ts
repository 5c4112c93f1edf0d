import { FieldVisibility, roleVisibility } from '@bulbash/rules';
import { SelectQueryBuilder } from 'typeorm';
import { minskDayRange } from '../common/minsk-days';
import type { OrderStatus } from '../orders/order-status';
import type { RunViewer } from '../orders/delivery-runs';
import { Order } from '../orders/order.entity';

/**
 * The statuses a driver's run holds: confirmed orders (the office took them: `processing`) and
 * the ones already delivered (`completed`, shown as done). A `pending` order is not the
 * driver's yet: the customer may still cancel it.
 */
export const DRIVER_RUN_STATUSES: readonly OrderStatus[] = ['processing', 'completed'];

/**
 * THE rule of the driver's run (issue 42): which orders are on a viewer's run of a Minsk day.
 * «Мои доставки», the delivery sheet (JSON and PDF), a driver's packing labels and «Доставлено»
 * (today's run only) all narrow their query of orders with it, so no screen shows or accepts
 * another set:
 * - every viewer: deliveries (no pickups) whose time falls on the day, not canceled;
 * - a viewer who sees only its own run (`ownRunOnly` of the visibility policy: the driver): only
 *   confirmed ones (`DRIVER_RUN_STATUSES`) given to them or to nobody.
 */
export function onRun(query: SelectQueryBuilder<Order>, alias: string, viewer: RunViewer, day: string): SelectQueryBuilder<Order> {
  const { start, end } = minskDayRange(day, day, 'date');
  query
    .andWhere(`${alias}.deliveryAt >= :runStart AND ${alias}.deliveryAt < :runEnd`, { runStart: start, runEnd: end })
    .andWhere(`${alias}.status <> 'canceled'`)
    .andWhere(`${alias}.deliveryMethod = 'delivery'`);
  if (runVisibility(viewer).ownRunOnly)
    query
      .andWhere(`${alias}.status IN (:...runStatuses)`, { runStatuses: DRIVER_RUN_STATUSES })
      .andWhere(`(${alias}.driverId = :runDriver OR ${alias}.driverId IS NULL)`, { runDriver: viewer.id });
  return query;
}

/** In time order, as every run screen lists it. */
export const inRunOrder = (query: SelectQueryBuilder<Order>, alias: string) =>
  query.orderBy(`${alias}.deliveryAt`, 'ASC').addOrderBy(`${alias}.id`, 'ASC');

export const runVisibility = (viewer: RunViewer): FieldVisibility => roleVisibility(viewer.role);
