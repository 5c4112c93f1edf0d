import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { fromMinor, parseDeliveryAt, REFUND_FLAG_LABELS, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { OrderStateMachine } from '../orders/order-state-machine.service';
import { checkPaymentMethod, PaymentMethod } from '../orders/order-status';
import { paymentNote, refundableByPayment, toPaymentResponse } from './ledger-entries';
import { LedgerService } from './ledger.service';
import { RefundAttempt } from './refund-attempt.entity';
import { toRefundAttemptResponse, unsettledByPayment } from './refund-attempts';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { StatusActor } from '../orders/order-status-history';
import { CreatePaymentBody, MoneyToRefund, PAID_AT_RULE, PaymentChangeResponse, PaymentListResponse } from './payment.dto';
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
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { PAYMENT_AUDIT_FIELDS } from './payment-audit';

/** A minute of clock skew between the office's computer and the server is not "the future". */
const FUTURE_TOLERANCE_MS = 60_000;

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
    private readonly ledgerWriter: LedgerService,
    private readonly clock: Clock,
  ) {}

  async list(orderId: number): Promise<PaymentListResponse> {
    const order = await this.dataSource.manager.findOneBy(Order, { id: orderId });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const payments = await this.ledger(this.dataSource.manager, orderId);
    const refunds = await this.dataSource.manager.find(RefundAttempt, { where: { orderId }, order: { id: 'ASC' } });
    const refundable = refundableByPayment(payments, unsettledByPayment(refunds));
    return {
      data: payments.map((payment) => toPaymentResponse(payment, refundable.get(payment.id))),
      refunds: refunds.map(toRefundAttemptResponse),
      summary: await this.positions.forOrder(order),
    };
  }

  /** Flagged online payments still holding money to give back (bounded: the newest 200 flagged entries). */
  async moneyToRefund(): Promise<MoneyToRefund> {
    const manager = this.dataSource.manager;
    const flagged = await manager.find(OrderPayment, { where: { refundFlag: Not(IsNull()) }, order: { id: 'DESC' }, take: 200 });
    const ids = flagged.map((entry) => entry.id);
    const [refunds, attempts] = ids.length
      ? await Promise.all([
          manager.find(OrderPayment, { where: { refundOfId: In(ids) } }),
          manager.find(RefundAttempt, { where: { paymentId: In(ids) } }),
        ])
      : [[], []];
    const refundable = refundableByPayment([...flagged, ...refunds], unsettledByPayment(attempts));
    const due = flagged
      .filter((entry) => (refundable.get(entry.id) ?? 0) > 0)
      .map((entry) => ({
        order_id: entry.orderId,
        payment_id: entry.id,
        amount: fromMinor(refundable.get(entry.id)!),
        refund_flag: entry.refundFlag!,
        label: REFUND_FLAG_LABELS[entry.refundFlag!],
      }));
    return { count: due.length, amount: fromMinor(due.reduce((sum, entry) => sum + toMinor(entry.amount), 0)), payments: due.slice(0, 20) };
  }

  async record(orderId: number, body: CreatePaymentBody, actor: StatusActor): Promise<PaymentChangeResponse> {
    const chosen = checkPaymentMethod(body.method);
    const paidAt = this.paidAt(body.paid_at);
    const amount = toMoney(body.amount);
    return this.transactions.run(async (manager) => {
      const method = chosen ?? (await this.orderMethod(manager, orderId));
      const { entry, order } = await this.ledgerWriter.enter(manager, { orderId, amount, method, paidAt, note: body.note ?? null, actor });
      return {
        message: amount < 0 ? REFUND_RECORDED : PAYMENT_RECORDED,
        payment: toPaymentResponse(entry),
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
