import { Inject, Injectable, Logger } from '@nestjs/common';
import { fromMinor, toMoney } from '@bulbash/rules';
import { DataSource, In } from 'typeorm';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { LedgerService } from './ledger.service';
import { OrderPayment } from './payment.entity';
import { PAYMENT_PROVIDER, PaymentProvider, ProviderPayment, ProviderRefund } from './providers/payment-provider';
import { RefundAttempt, refundIdOfTracking, refundTrackingId, UNSETTLED_REFUND_STATUSES } from './refund-attempt.entity';

/** What bePaid says became of a refund. */
export type RefundOutcome = { status: 'refunded'; uid: string; amountMinor: number | null } | { status: 'failed'; message: string };

/** bePaid knows no refund by our tracking id this long after it was asked: it never got the request. */
export const REFUND_NOT_FOUND_GIVE_UP_MS = 10 * 60_000;
export const REFUND_NEVER_ARRIVED = 'Платёжная система не получила запрос на возврат: деньги не возвращены';

/**
 * Settles a refund recorded before bePaid was asked (online_refunds): from bePaid's answer, a
 * status query by our tracking id, or bePaid's notification of the refund, whichever comes
 * first. The refund row is claimed by a conditional UPDATE (pending or unknown → settled) in
 * the transaction that enters the negative ledger entry: a second report waits on the row lock
 * and then claims nothing, so the ledger has the refund exactly once.
 */
@Injectable()
export class RefundSettlement {
  private readonly logger = new Logger(RefundSettlement.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  /** True when this call settled it (and, when refunded, entered it in the ledger). */
  settle(refundId: number, outcome: RefundOutcome): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(RefundAttempt)
        .set(
          outcome.status === 'refunded'
            ? { status: 'refunded', providerUid: outcome.uid, message: null }
            : { status: 'failed', message: outcome.message.slice(0, 500) },
        )
        .where('id = :id AND status IN (:...open)', { id: refundId, open: UNSETTLED_REFUND_STATUSES })
        .execute();
      if (!claimed.affected) return false;
      if (outcome.status === 'failed') return true;
      const refund = await manager.findOneByOrFail(RefundAttempt, { id: refundId });
      const parent = await manager.findOneByOrFail(OrderPayment, { id: refund.paymentId });
      const amount = -(outcome.amountMinor !== null ? fromMinor(outcome.amountMinor) : toMoney(refund.amount));
      const actor = refund.createdBy.id !== null ? { id: refund.createdBy.id, email: refund.createdBy.email } : null;
      const { entry } = await this.ledger.enter(manager, {
        orderId: refund.orderId,
        amount,
        method: parent.method,
        note: refund.reason,
        providerUid: outcome.uid,
        refundOfId: parent.id,
        actor,
      });
      await manager.update(RefundAttempt, { id: refundId }, { entryId: entry.id });
      this.logger.log(`Order ${refund.orderId}: refund ${refundId} of payment ${parent.id} entered (${amount} BYN, bePaid ${outcome.uid})`);
      return true;
    });
  }

  /** Marks a refund whose answer was lost: it blocks further refunds of the payment until settled. */
  async markUnknown(refundId: number, why: string): Promise<void> {
    await this.dataSource
      .getRepository(RefundAttempt)
      .update({ id: refundId, status: 'pending' }, { status: 'unknown', message: why.slice(0, 500) });
  }

  /** bePaid's notification of a refund (type refund, our tracking id). */
  async fromNotification(report: ProviderPayment): Promise<boolean> {
    const refundId = refundIdOfTracking(report.trackingId);
    if (refundId === null) {
      this.logger.warn(`bePaid refund notification with tracking id ${report.trackingId ?? '—'} (uid ${report.uid ?? '—'}) ignored`);
      return false;
    }
    if (report.status === 'successful' && report.uid)
      return this.settle(refundId, { status: 'refunded', uid: report.uid, amountMinor: report.amountMinor });
    if (report.status === 'failed') return this.settle(refundId, { status: 'failed', message: report.message ?? 'Возврат отклонён' });
    return false;
  }

  /** Asks bePaid by our tracking id; whatever it cannot tell yet stays unknown. True when this call settled it. */
  async check(refundId: number): Promise<boolean> {
    const refund = await this.dataSource.getRepository(RefundAttempt).findOneBy({ id: refundId });
    if (!refund || !UNSETTLED_REFUND_STATUSES.includes(refund.status) || !this.provider) return false;
    const parent = await this.dataSource.getRepository(OrderPayment).findOneByOrFail({ id: refund.paymentId });
    let found: ProviderRefund | null;
    try {
      found = await this.provider.refundStatus(refundTrackingId(refund.id), parent.method === 'erip' ? 'erip' : 'card');
    } catch (error) {
      this.logger.warn(`Refund ${refund.id}: bePaid status not read: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    if (found?.status === 'successful')
      return this.settle(refund.id, { status: 'refunded', uid: found.uid, amountMinor: found.amountMinor });
    if (found && (found.status === 'failed' || found.status === 'expired'))
      return this.settle(refund.id, { status: 'failed', message: found.message ?? 'Возврат отклонён' });
    if (!found && this.clock.now().getTime() - new Date(refund.askedAt).getTime() > REFUND_NOT_FOUND_GIVE_UP_MS)
      return this.settle(refund.id, { status: 'failed', message: REFUND_NEVER_ARRIVED });
    return false;
  }

  /** The refunds still unsettled that bePaid should have answered by now (the reconciler's work list). */
  async unsettled(limit: number, askedBefore: Date): Promise<number[]> {
    const rows = await this.dataSource.getRepository(RefundAttempt).find({
      select: { id: true, status: true, askedAt: true },
      where: { status: In([...UNSETTLED_REFUND_STATUSES]) },
      order: { id: 'ASC' },
      take: limit,
    });
    return rows.filter((row) => row.status === 'unknown' || new Date(row.askedAt) < askedBefore).map((row) => row.id);
  }
}
