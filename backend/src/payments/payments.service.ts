import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { formatByn, fromMinor, parseDeliveryAt, toMinskIso, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { isoDate } from '../catalogue/catalogue.mappers';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { OrderStateMachine } from '../orders/order-state-machine.service';
import { checkPaymentMethod, PaymentMethod } from '../orders/order-status';
import { isOnlineLedgerMethod, LEDGER_METHOD_LABELS, LedgerMethod } from './ledger-methods';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { StatusActor } from '../orders/order-status-history';
import { CreatePaymentBody, PAID_AT_RULE, PaymentChangeResponse, PaymentListResponse, PaymentResponse } from './payment.dto';
import { OrderPayment } from './payment.entity';
import {
  ONLINE_ENTRY_KEPT,
  PAID_AT_IN_FUTURE,
  PAYMENT_NOT_FOUND,
  PAYMENT_RECORDED,
  PAYMENT_REMOVED,
  REFUND_RECORDED,
} from './payment.messages';
import { PaymentPositions } from './payment-positions.service';
import { stampOf } from '../common/actor-stamp';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { PAYMENT_AUDIT_FIELDS } from './payment-audit';

/** A minute of clock skew between the office's computer and the server is not "the future". */
const FUTURE_TOLERANCE_MS = 60_000;

/** Kopecks still refundable online per ledger entry id (online payments only; refunds point at what they refund). */
export function refundableByPayment(ledger: readonly OrderPayment[]): Map<number, number> {
  const refundable = new Map<number, number>();
  for (const entry of ledger)
    if (entry.providerUid && entry.refundOfId === null && isOnlineLedgerMethod(entry.method) && toMoney(entry.amount) > 0)
      refundable.set(entry.id, toMinor(toMoney(entry.amount)));
  for (const entry of ledger)
    if (entry.refundOfId !== null && refundable.has(entry.refundOfId))
      refundable.set(entry.refundOfId, refundable.get(entry.refundOfId)! + toMinor(toMoney(entry.amount)));
  return refundable;
}

export function toPaymentResponse(payment: OrderPayment, refundableMinor = 0): PaymentResponse {
  return {
    id: payment.id,
    order_id: payment.orderId,
    amount: toMoney(payment.amount),
    method: payment.method,
    paid_at: toMinskIso(new Date(payment.paidAt)),
    note: payment.note,
    recorded_by: payment.createdBy.email,
    date_created: isoDate(payment.dateCreated),
    provider_uid: payment.providerUid ?? null,
    refundable: fromMinor(Math.max(refundableMinor, 0)),
  };
}

/** The history line for a payment: «Оплата 250,00\u00a0byn (наличные)», «Возврат 50,00\u00a0byn (банковская карта)». */
export function paymentNote(amount: number, method: LedgerMethod, removed = false): string {
  const kind = amount < 0 ? 'Возврат' : 'Оплата';
  const line = `${kind} ${formatByn(Math.abs(amount))} (${LEDGER_METHOD_LABELS[method]})`;
  return removed ? `Удалена запись: ${line}` : line;
}

/**
 * The payments ledger. Recording or removing a payment is one transaction: the ledger row and a
 * `note` edit through the order state machine (a history row, the order's version + 1), so the
 * history always tells what happened to the money and a concurrent change of the order is a 409.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly machine: OrderStateMachine,
    private readonly positions: PaymentPositions,
    private readonly clock: Clock,
  ) {}

  async list(orderId: number): Promise<PaymentListResponse> {
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const payments = await this.ledger(this.dataSource.manager, orderId);
    const refundable = refundableByPayment(payments);
    return {
      data: payments.map((payment) => toPaymentResponse(payment, refundable.get(payment.id))),
      summary: await this.positions.forOrder(order),
    };
  }

  async record(orderId: number, body: CreatePaymentBody, actor: StatusActor): Promise<PaymentChangeResponse> {
    const chosen = checkPaymentMethod(body.method);
    const paidAt = this.paidAt(body.paid_at);
    const amount = toMoney(body.amount);
    return this.transactions.run(async (manager) => {
      const method = chosen ?? (await this.orderMethod(manager, orderId));
      const { order } = await this.machine.change(manager, { id: orderId }, 'admin', actor, [
        { kind: 'note', text: paymentNote(amount, method) },
      ]);
      const payment = manager.create(OrderPayment, {
        orderId,
        amount,
        method,
        paidAt,
        note: body.note ?? null,
        createdBy: stampOf(actor),
      });
      await manager.insert(OrderPayment, payment);
      const saved = await manager.findOneByOrFail(OrderPayment, { id: payment.id });
      await AuditLog.record(manager, {
        entity: 'payment',
        entityId: saved.id,
        action: amount < 0 ? 'refund' : 'create',
        changes: diffFields(null, saved, PAYMENT_AUDIT_FIELDS),
      });
      return {
        message: amount < 0 ? REFUND_RECORDED : PAYMENT_RECORDED,
        payment: toPaymentResponse(saved),
        summary: await this.positions.forOrder(order, manager),
        version: order.version,
      };
    });
  }

  async remove(orderId: number, paymentId: number, actor: StatusActor): Promise<PaymentChangeResponse> {
    return this.transactions.run(async (manager) => {
      const payment = await manager.findOneBy(OrderPayment, { id: paymentId, orderId });
      if (!payment) {
        if (!(await manager.existsBy(Order, { id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
        throw new NotFoundException(PAYMENT_NOT_FOUND);
      }
      // bePaid holds the money of an online payment: it goes back through «Вернуть», never by deleting the entry.
      if (payment.providerUid) throw new ConflictException(ONLINE_ENTRY_KEPT);
      const { order } = await this.machine.change(manager, { id: orderId }, 'admin', actor, [
        { kind: 'note', text: paymentNote(toMoney(payment.amount), payment.method, true) },
      ]);
      const deleted = await manager.delete(OrderPayment, { id: paymentId, orderId });
      // A concurrent removal of the same row got there first: the state machine's write rolls back with it.
      if (!deleted.affected) throw new NotFoundException(PAYMENT_NOT_FOUND);
      await AuditLog.record(manager, {
        entity: 'payment',
        entityId: paymentId,
        action: 'delete',
        changes: diffFields(payment, null, PAYMENT_AUDIT_FIELDS),
      });
      return {
        message: PAYMENT_REMOVED,
        payment: null,
        summary: await this.positions.forOrder(order, manager),
        version: order.version,
      };
    });
  }

  /** A payment's method when staff name none: the order's own (a transfer order's money came by transfer). */
  private async orderMethod(manager: EntityManager, orderId: number): Promise<PaymentMethod> {
    const order = await manager.findOne(Order, { select: { id: true, paymentMethod: true }, where: { id: orderId } });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order.paymentMethod;
  }

  private ledger(manager: EntityManager, orderId: number): Promise<OrderPayment[]> {
    return manager.find(OrderPayment, { where: { orderId }, order: { paidAt: 'ASC', id: 'ASC' } });
  }

  private paidAt(value: string | undefined): Date {
    const now = this.clock.now();
    if (value === undefined) return now;
    const instant = parseDeliveryAt(value);
    if (!instant) throw new BadRequestException(PAID_AT_RULE);
    if (instant.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw new BadRequestException(PAID_AT_IN_FUTURE);
    return instant;
  }
}
