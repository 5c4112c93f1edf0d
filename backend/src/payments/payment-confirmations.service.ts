import { ConflictException, Inject, Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { RefundFlag } from '@bulbash/rules';
import { fromMinor, OnlinePayMethod, toMoney } from '@bulbash/rules';
import { DataSource } from 'typeorm';
import { User } from '../auth/user.entity';
import { isUniqueViolation, UniqueKey } from '../common/database-errors';
import { DomainEvents } from '../database/domain-events';
import { TransactionRunner } from '../database/transaction-runner';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { LedgerService } from './ledger.service';
import { OnlineLedgerMethod } from './ledger-methods';
import { OnlinePaymentView } from './online-payment.dto';
import { OnlinePayment } from './online-payment.entity';
import { OnlineReceipts } from './online-receipt.service';
import { ONLINE_PAYMENT_FAILED } from './payment-events';
import { NOTIFICATION_REFUSED, ONLINE_PAYMENT_NOT_FOUND } from './payment.messages';
import { PaymentPositions } from './payment-positions.service';
import { IncomingNotification, PAYMENT_PROVIDER, PaymentProvider, ProviderPayment } from './providers/payment-provider';
import { RefundSettlement } from './refund-settlement.service';

const PROVIDER_UID_KEY: UniqueKey = { table: 'order_payments', columns: ['provider_uid'] };

const ledgerMethodOf = (method: OnlinePayMethod): OnlineLedgerMethod => (method === 'erip' ? 'erip' : 'card_online');

/**
 * bePaid's reports of a payment attempt: the signed notification and the return page asking
 * bePaid. The money enters the ledger exactly once, whoever reports it first: the attempt row is
 * claimed by a conditional UPDATE (its row lock makes concurrent reporters wait; the loser sees
 * it claimed) and the ledger's unique provider_uid refuses a second entry of the same
 * transaction. Money for an attempt that had been expired, or for a canceled order, is still
 * recorded (it was taken) and flagged for refund. A refund's notification goes to RefundSettlement.
 */
@Injectable()
export class PaymentConfirmations {
  private readonly logger = new Logger(PaymentConfirmations.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly ledger: LedgerService,
    private readonly positions: PaymentPositions,
    private readonly receipts: OnlineReceipts,
    private readonly refunds: RefundSettlement,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly events: DomainEvents,
  ) {}

  /** The return page: the attempt's state, asking bePaid first while it is pending (a lost notification loses nothing). */
  async view(user: User, orderId: number, attemptId: number): Promise<OnlinePaymentView> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId, userId: user.id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    let attempt = await this.dataSource.getRepository(OnlinePayment).findOneBy({ id: attemptId, orderId });
    if (!attempt) throw new NotFoundException(ONLINE_PAYMENT_NOT_FOUND);
    if (attempt.status === 'pending' && this.provider) {
      await this.refresh(this.provider, attempt);
      attempt = await this.dataSource.getRepository(OnlinePayment).findOneByOrFail({ id: attemptId });
    }
    const fields = await this.positions.forOrder((await this.dataSource.getRepository(Order).findOneBy({ id: orderId })) ?? order);
    return {
      payment_id: attempt.id,
      order_id: attempt.orderId,
      method: attempt.method,
      what: attempt.what,
      amount: toMoney(attempt.amount),
      status: attempt.status,
      order: { payment_status: fields.payment_status, paid: fields.paid_amount, balance: fields.balance_due },
    };
  }

  /** bePaid's notification: both checks pass or 401 and nothing recorded; a successful payment or refund is recorded once. */
  async notify(notification: IncomingNotification): Promise<{ recorded: boolean }> {
    const payment = this.provider?.verifyNotification(notification) ?? null;
    if (!payment) throw new UnauthorizedException(NOTIFICATION_REFUSED);
    if (payment.type === 'refund') return { recorded: await this.refunds.fromNotification(payment) };
    const attemptId = Number(payment.trackingId);
    if (!payment.isPayment || !Number.isSafeInteger(attemptId) || attemptId <= 0) return { recorded: false };
    const attempt = await this.dataSource.getRepository(OnlinePayment).findOneBy({ id: attemptId });
    if (!attempt) {
      this.logger.warn(`bePaid notification for unknown payment attempt ${payment.trackingId} (uid ${payment.uid ?? '—'}) ignored`);
      return { recorded: false };
    }
    return { recorded: await this.apply(attempt, payment) };
  }

  /** Asks bePaid about a pending attempt; a failure to reach it leaves the attempt pending. */
  private async refresh(provider: PaymentProvider, attempt: OnlinePayment): Promise<void> {
    let payment: ProviderPayment;
    try {
      if (attempt.method === 'card' && attempt.providerToken) payment = await provider.checkoutStatus(attempt.providerToken);
      else if (attempt.method === 'erip' && attempt.providerUid) payment = await provider.paymentStatus(attempt.providerUid, 'erip');
      else return;
    } catch (error) {
      this.logger.warn(`Payment attempt ${attempt.id}: bePaid status not read: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    try {
      await this.apply(attempt, payment);
    } catch (error) {
      // The order changed at the same moment: the notification (or the next look) records it.
      if (!(error instanceof ConflictException)) throw error;
    }
  }

  /** What a report of bePaid's does to an attempt: a successful payment is recorded once; failed or expired marks it. */
  private async apply(attempt: OnlinePayment, payment: ProviderPayment): Promise<boolean> {
    if (payment.status === 'successful' && payment.uid) {
      // The shop only ever asks for BYN: money in another currency is not entered as if it were roubles.
      if (payment.currency !== null && payment.currency !== 'BYN') {
        this.logger.error(`Payment attempt ${attempt.id}: bePaid reports ${payment.currency}, not BYN (uid ${payment.uid}); not recorded`);
        return false;
      }
      return this.record(attempt, payment.uid, payment);
    }
    if (payment.status === 'failed' || payment.status === 'expired') {
      const status = payment.status;
      const message = payment.message?.slice(0, 500) ?? null;
      await this.transactions.run(async (manager) => {
        const marked = await manager.update(OnlinePayment, { id: attempt.id, status: 'pending' }, { status, message });
        // A decline (not a lapse of time) is news for the staff: once, by the report that marked it.
        if (marked.affected && status === 'failed')
          await this.events.publish(manager, ONLINE_PAYMENT_FAILED, {
            orderId: attempt.orderId,
            attemptId: attempt.id,
            amount: toMoney(attempt.amount),
            method: ledgerMethodOf(attempt.method),
            reason: message,
          });
      });
    }
    return false;
  }

  /**
   * One ledger entry for a successful payment, in one transaction: claim the attempt (a
   * conditional UPDATE; a concurrent reporter waits on its row lock and then claims nothing),
   * the entry with bePaid's uid (unique) through the ledger, and the receipt in the outbox.
   * False when it was recorded before.
   */
  private async record(attempt: OnlinePayment, uid: string, payment: ProviderPayment): Promise<boolean> {
    try {
      return await this.transactions.run(async (manager) => {
        const before = await manager.findOneByOrFail(OnlinePayment, { id: attempt.id });
        const claimed = await manager
          .createQueryBuilder()
          .update(OnlinePayment)
          .set({ status: 'successful', providerUid: uid })
          .where('id = :id AND status <> :done', { id: attempt.id, done: 'successful' })
          .execute();
        if (!claimed.affected) return false;
        const order = await manager.findOneByOrFail(Order, { id: attempt.orderId });
        const refundFlag: RefundFlag | null =
          order.status === 'canceled' ? 'order_canceled' : before.status === 'expired' ? 'attempt_expired' : null;
        const method = ledgerMethodOf(attempt.method);
        const amount = payment.amountMinor !== null ? fromMinor(payment.amountMinor) : toMoney(attempt.amount);
        const { entry, order: after } = await this.ledger.enter(manager, {
          orderId: attempt.orderId,
          amount,
          method,
          note: `bePaid ${uid}`,
          providerUid: uid,
          refundFlag,
          actor: null,
          historyDetail: `, bePaid ${uid}${refundFlag ? ' — к возврату' : ''}`,
        });
        await manager.update(OnlinePayment, { id: attempt.id }, { paymentId: entry.id, ...(refundFlag ? {} : { message: null }) });
        await this.receipts.queue(manager, after, amount, method, uid);
        if (refundFlag)
          this.logger.warn(`Order ${attempt.orderId}: ${amount} BYN arrived for ${refundFlag} (attempt ${attempt.id}); flagged for refund`);
        else this.logger.log(`Order ${attempt.orderId}: online payment ${attempt.id} recorded (${amount} BYN, bePaid ${uid})`);
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, PROVIDER_UID_KEY)) return false;
      throw error;
    }
  }
}
