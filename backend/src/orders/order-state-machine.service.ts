import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { fromMinor, toMinor, toMoney, type AuditAction } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { ADJUSTMENT_LABEL, OrderAdjustment } from './order-adjustment.entity';
import { AppliedChange, applyOrderEdits, OrderChangeRefused, OrderEdit, OrderFacts } from './order-changes';
import { OrderItem } from './order-item.entity';
import { assertOrderTotal } from './order-caps';
import { ORDER_CHANGED, ORDER_NOT_CANCELLABLE, ORDER_NOT_FOUND, orderTransitionRefused } from './order.messages';
import { recordStatusChange, StatusActor } from './order-status-history';
import { OrderRole } from './order-transitions';
import { Order } from './order.entity';
import { stampOf } from '../common/actor-stamp';
import { AuditLog } from '../audit/audit-log.entity';
import { AuditChange, diffFields } from '../audit/audit-changes';
import { DomainEvents } from '../database/domain-events';
import { ORDER_CANCELED, ORDER_STATUS_CHANGED } from './order-events';

/** What the caller adds to the order's audit entry: its own action (force, deliver) and changes (the lines). */
export interface OrderAudit {
  action?: AuditAction;
  changes?: AuditChange[];
}

/** An order's facts as the audit log names them (money in roubles). */
function auditedFacts(facts: OrderFacts) {
  return {
    status: facts.status,
    paymentMethod: facts.paymentMethod,
    deliveryAt: facts.deliveryAt,
    deliveryMethod: facts.deliveryMethod,
    deliveryDistanceKm: facts.deliveryDistanceKm,
    deliveryCost: fromMinor(facts.deliveryCostMinor),
    deliveryAddress: facts.deliveryAddress,
    pickupAddress: facts.pickupAddress,
    comment: facts.comment,
    guests: facts.guests,
    totalCost: fromMinor(facts.totalMinor),
    cancellationFee: fromMinor(facts.cancellationFeeMinor),
  };
}
const ORDER_AUDIT_FIELDS = Object.keys(auditedFacts({} as OrderFacts)) as Array<keyof ReturnType<typeof auditedFacts>>;

/** The audit action of a change: the caller's, else a status change, a new time, or an edit (a customer's status change is their cancel). */
function orderAuditAction(before: OrderFacts, after: OrderFacts, role: OrderRole, audit: OrderAudit | undefined): AuditAction {
  if (audit?.action) return audit.action;
  if (before.status !== after.status) return role === 'customer' ? 'cancel' : 'status';
  if (before.deliveryAt?.getTime() !== after.deliveryAt?.getTime()) return 'reschedule';
  return 'update';
}

/** Which order to change and what the caller last saw of it. */
export interface OrderTarget {
  id: number;
  /** A customer's own orders only: someone else's answers like a missing one. */
  ownerId?: number;
  /** The version the caller read (the back office sends it): a different stored one is a 409. */
  expectedVersion?: number;
}

export interface OrderChangeResult extends AppliedChange {
  order: Order;
}

/** The facts of an order and its items and adjustments, in kopecks. */
export function orderFacts(order: Order, items: readonly OrderItem[], adjustments: readonly OrderAdjustment[]): OrderFacts {
  return {
    status: order.status,
    paymentMethod: order.paymentMethod,
    itemsMinor: items.reduce((sum, item) => sum + toMinor(toMoney(item.productCost)) * item.quantity, 0),
    deliveryAt: order.deliveryAt ? new Date(order.deliveryAt) : null,
    deliveryMethod: order.deliveryMethod,
    deliveryDistanceKm: order.deliveryDistanceKm,
    deliveryCostMinor: toMinor(toMoney(order.deliveryCost)),
    deliveryAddress: order.deliveryAddress,
    pickupAddress: order.pickupAddress,
    adjustmentsMinor: adjustments.reduce((sum, adjustment) => sum + toMinor(toMoney(adjustment.amount)), 0),
    totalMinor: toMinor(toMoney(order.totalCost)),
    cancellationFeeMinor: toMinor(toMoney(order.cancellationFee)),
    comment: order.comment,
    guests: order.guests ?? null,
  };
}

/**
 * The one place that changes an order after checkout (modelled on a state machine with
 * transitions as data, see order-transitions.ts): inside the caller's transaction it reads the
 * stored order, applies the edits with the pure rules of order-changes.ts, and writes the order
 * only where the version it read still holds (`UPDATE … WHERE version = :read`), with one
 * history row and any adjustment. A concurrent writer that got there first makes this a 409
 * «Заказ изменился, обновите страницу»; nothing is written then.
 */
@Injectable()
export class OrderStateMachine {
  constructor(private readonly events: DomainEvents) {}

  async change(
    manager: EntityManager,
    target: OrderTarget,
    role: OrderRole,
    actor: StatusActor | null,
    edits: readonly OrderEdit[],
    audit?: OrderAudit,
  ): Promise<OrderChangeResult> {
    const order = await manager.findOneBy(
      Order,
      target.ownerId === undefined ? { id: target.id } : { id: target.id, userId: target.ownerId },
    );
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (target.expectedVersion !== undefined && target.expectedVersion !== order.version) throw new ConflictException(ORDER_CHANGED);
    const [items, adjustments] = await Promise.all([
      manager.find(OrderItem, { where: { orderId: order.id } }),
      manager.find(OrderAdjustment, { where: { orderId: order.id } }),
    ]);

    let applied: AppliedChange;
    const before = orderFacts(order, items, adjustments);
    try {
      applied = applyOrderEdits(before, edits, role);
    } catch (error) {
      if (!(error instanceof OrderChangeRefused)) throw error;
      if (error.reason === 'negative_total') throw new BadRequestException(`total_cost: ${error.message}`);
      throw new ConflictException(role === 'customer' ? ORDER_NOT_CANCELLABLE : orderTransitionRefused(error.message));
    }
    if (!applied.history) return { ...applied, order };

    const { facts } = applied;
    assertOrderTotal(facts.totalMinor, edits.some((edit) => edit.kind === 'items') ? 'lines' : 'total_cost');
    const written = await manager
      .createQueryBuilder()
      .update(Order)
      .set({
        status: facts.status,
        paymentMethod: facts.paymentMethod,
        totalCost: fromMinor(facts.totalMinor),
        cancellationFee: fromMinor(facts.cancellationFeeMinor),
        deliveryAt: facts.deliveryAt,
        deliveryMethod: facts.deliveryMethod,
        deliveryDistanceKm: facts.deliveryDistanceKm,
        deliveryCost: fromMinor(facts.deliveryCostMinor),
        deliveryAddress: facts.deliveryAddress,
        pickupAddress: facts.pickupAddress,
        comment: facts.comment,
        guests: facts.guests,
      })
      .where('id = :id AND version = :version', { id: order.id, version: order.version })
      .execute();
    if (!written.affected) throw new ConflictException(ORDER_CHANGED);

    if (applied.adjustmentMinor !== null)
      await manager.insert(OrderAdjustment, {
        orderId: order.id,
        label: ADJUSTMENT_LABEL,
        amount: fromMinor(applied.adjustmentMinor),
        createdBy: stampOf(actor),
      });
    await recordStatusChange(manager, order.id, applied.history.from, applied.history.to, actor, applied.history.note);
    await AuditLog.record(manager, {
      entity: 'order',
      entityId: order.id,
      action: orderAuditAction(before, facts, role, audit),
      changes: [...diffFields(auditedFacts(before), auditedFacts(facts), ORDER_AUDIT_FIELDS), ...(audit?.changes ?? [])],
    });
    if (before.status !== facts.status)
      await this.events.publish(manager, ORDER_STATUS_CHANGED, { orderId: order.id, from: before.status, to: facts.status, role });
    if (before.status !== 'canceled' && facts.status === 'canceled')
      await this.events.publish(manager, ORDER_CANCELED, { orderId: order.id });
    return { ...applied, order: await manager.findOneByOrFail(Order, { id: order.id }) };
  }
}
