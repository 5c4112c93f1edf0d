import { Injectable } from '@nestjs/common';
import type { RefundFlag } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { stampOf } from '../common/actor-stamp';
import { Clock } from '../common/clock';
import { DomainEvents } from '../database/domain-events';
import { OrderStateMachine } from '../orders/order-state-machine.service';
import { StatusActor } from '../orders/order-status-history';
import { Order } from '../orders/order.entity';
import { LedgerMethod } from './ledger-methods';
import { LiveAttempts } from './live-attempts.service';
import { PAYMENT_AUDIT_FIELDS } from './payment-audit';
import { OrderPayment } from './payment.entity';
import { paymentNote } from './ledger-entries';
import { PAYMENT_ENTERED } from './payment-events';

/** One movement of money into or out of an order's ledger. */
export interface LedgerMovement {
  orderId: number;
  /** BYN, signed: a refund is negative. */
  amount: number;
  method: LedgerMethod;
  /** When the money moved; absent: now. */
  paidAt?: Date;
  note: string | null;
  /** The provider's transaction uid of an online payment or refund (unique in the ledger). */
  providerUid?: string | null;
  /** A refund given back online: the entry it refunds. */
  refundOfId?: number | null;
  refundFlag?: RefundFlag | null;
  /** Staff who recorded it; null for bePaid's own confirmations. */
  actor: StatusActor | null;
  /** Follows the amount in the order's history line (e.g. «, bePaid <uid>»). */
  historyDetail?: string;
}

export interface LedgerEntered {
  entry: OrderPayment;
  /** The order after its history note (its version + 1). */
  order: Order;
}

/**
 * The one writer of the payments ledger: a manual payment, the driver's cash, an online payment
 * and a refund all enter here, in the caller's transaction, with the order's history note
 * through the state machine (so a concurrent change of the order is a 409 and nothing is
 * written), the ledger row and its audit entry. Money that pays the order in full expires the
 * order's other live online attempts, so no second checkout can take it again.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly machine: OrderStateMachine,
    private readonly liveAttempts: LiveAttempts,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  async enter(manager: EntityManager, movement: LedgerMovement): Promise<LedgerEntered> {
    const { amount, method } = movement;
    const { order } = await this.machine.change(manager, { id: movement.orderId }, 'admin', movement.actor, [
      { kind: 'note', text: `${paymentNote(amount, method)}${movement.historyDetail ?? ''}` },
    ]);
    const row = manager.create(OrderPayment, {
      orderId: movement.orderId,
      amount,
      method,
      paidAt: movement.paidAt ?? this.clock.now(),
      note: movement.note,
      providerUid: movement.providerUid ?? null,
      refundOfId: movement.refundOfId ?? null,
      refundFlag: movement.refundFlag ?? null,
      createdBy: stampOf(movement.actor),
    });
    await manager.insert(OrderPayment, row);
    const entry = await manager.findOneByOrFail(OrderPayment, { id: row.id });
    await AuditLog.record(manager, {
      entity: 'payment',
      entityId: entry.id,
      action: amount < 0 ? 'refund' : 'create',
      changes: diffFields(null, entry, PAYMENT_AUDIT_FIELDS),
    });
    if (amount > 0) await this.liveAttempts.expireWhenPaid(manager, order);
    await this.events.publish(manager, PAYMENT_ENTERED, { orderId: entry.orderId, paymentId: entry.id, amount, method });
    return { entry, order };
  }
}
