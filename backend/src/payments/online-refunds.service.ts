import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { formatByn, fromMinor, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { stampOf } from '../common/actor-stamp';
import { Clock } from '../common/clock';
import { OutsideServiceError } from '../common/outside-service-error';
import { TransactionRunner } from '../database/transaction-runner';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { StatusActor } from '../orders/order-status-history';
import { refundableByPayment, toPaymentResponse } from './ledger-entries';
import { OnlineRefundBody } from './online-payment.dto';
import { requireProvider } from './online-provider';
import { PaymentResponse, RefundPendingResponse } from './payment.dto';
import { OrderPayment } from './payment.entity';
import {
  NOT_ONLINE_PAYMENT,
  PAYMENT_NOT_FOUND,
  REFUND_BEING_CHECKED,
  REFUND_IN_PROGRESS,
  REFUND_UNSETTLED,
  refundOverLimit,
  refundRefused,
  refundRejected,
} from './payment.messages';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderError } from './providers/payment-provider';
import { RefundAttempt, refundTrackingId, UNSETTLED_REFUND_STATUSES } from './refund-attempt.entity';
import { RefundSettlement } from './refund-settlement.service';

/** 201 with the ledger entry once bePaid confirmed; 202 while its answer is unknown. */
export type RefundAnswer = { entered: PaymentResponse } | { unknown: RefundPendingResponse };

/**
 * The owner's «Вернуть» (record before calling out): in one transaction, under the refunded
 * entry's row lock, check what may be refunded (less any refund not yet settled) and write the
 * refund row; then ask bePaid with the row's id as tracking id. Confirmed: the ledger entry,
 * once (RefundSettlement). Declined or refused: the row fails. No answer: the row stays unknown,
 * blocks another refund of the payment, and is settled by a status query at once, by the
 * reconciler, or by bePaid's notification.
 */
@Injectable()
export class OnlineRefunds {
  private readonly logger = new Logger(OnlineRefunds.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly settlement: RefundSettlement,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  async refund(orderId: number, paymentId: number, body: OnlineRefundBody, actor: StatusActor): Promise<RefundAnswer> {
    const provider = requireProvider(this.provider);
    const amountMinor = toMinor(toMoney(body.amount));
    const { refund, parent } = await this.transactions.run((manager) => this.record(manager, orderId, paymentId, amountMinor, body, actor));
    try {
      const made = await provider.refund({
        trackingId: refundTrackingId(refund.id),
        parentUid: parent.providerUid!,
        kind: parent.method === 'erip' ? 'erip' : 'card',
        amountMinor,
        reason: body.reason,
      });
      try {
        await this.settlement.settle(refund.id, { status: 'refunded', uid: made.uid, amountMinor: made.amountMinor });
      } catch (error) {
        // bePaid made it but the entry could not be written now (the order changed at that moment): the reconciler enters it.
        this.logger.warn(`Refund ${refund.id} made at bePaid (${made.uid}) but not entered yet: ${String(error)}`);
        await this.settlement.markUnknown(refund.id, 'Подтверждён платёжной системой, запись в журнал повторится');
        return { unknown: { refund_id: refund.id, status: 'unknown', message: REFUND_BEING_CHECKED } };
      }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (error instanceof ProviderError && error.failure !== 'unreachable') {
        await this.settlement.settle(refund.id, { status: 'failed', message: why });
        if (error.failure === 'declined') throw new ConflictException(refundRefused(why));
        throw new OutsideServiceError(refundRejected(why));
      }
      // Whatever bePaid did is unknown: find out, never ask for the money twice.
      this.logger.warn(`Order ${orderId}: refund ${refund.id} of payment ${paymentId} unanswered (${why}); checking with bePaid`);
      await this.settlement.markUnknown(refund.id, why);
      void this.settlement
        .check(refund.id)
        .catch((failure: unknown) =>
          this.logger.warn(`Refund ${refund.id}: check failed: ${failure instanceof Error ? failure.message : String(failure)}`),
        );
      return { unknown: { refund_id: refund.id, status: 'unknown', message: REFUND_BEING_CHECKED } };
    }
    // Settled by this answer or, a moment earlier, by bePaid's notification: either way the entry is there.
    const settled = await this.dataSource.getRepository(RefundAttempt).findOneByOrFail({ id: refund.id });
    const entry = await this.dataSource.getRepository(OrderPayment).findOneByOrFail({ id: settled.entryId! });
    return { entered: toPaymentResponse(entry) };
  }

  /** Under the refunded entry's row lock: the checks and the refund row, committed before bePaid hears of it. */
  private async record(
    manager: EntityManager,
    orderId: number,
    paymentId: number,
    amountMinor: number,
    body: OnlineRefundBody,
    actor: StatusActor,
  ): Promise<{ refund: RefundAttempt; parent: OrderPayment }> {
    const query = manager
      .createQueryBuilder(OrderPayment, 'p')
      .where('p.id = :id AND p.orderId = :order', { id: paymentId, order: orderId });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const parent = await query.getOne();
    if (!parent) {
      if (!(await manager.existsBy(Order, { id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
      throw new NotFoundException(PAYMENT_NOT_FOUND);
    }
    const ledger = await manager.find(OrderPayment, { where: { orderId } });
    const refundableMinor = refundableByPayment(ledger).get(parent.id);
    if (refundableMinor === undefined || !parent.providerUid) throw new ConflictException(NOT_ONLINE_PAYMENT);
    const open = await manager.findOne(RefundAttempt, { where: { paymentId, status: In([...UNSETTLED_REFUND_STATUSES]) } });
    if (open) throw new ConflictException(open.status === 'pending' ? REFUND_IN_PROGRESS : REFUND_UNSETTLED);
    if (amountMinor > refundableMinor) throw new BadRequestException(refundOverLimit(formatByn(fromMinor(refundableMinor))));
    const refund = manager.create(RefundAttempt, {
      orderId,
      paymentId,
      amount: fromMinor(amountMinor),
      reason: body.reason,
      status: 'pending',
      askedAt: this.clock.now(),
      providerUid: null,
      entryId: null,
      message: null,
      createdBy: stampOf(actor),
    });
    await manager.insert(RefundAttempt, refund);
    return { refund, parent };
  }
}
