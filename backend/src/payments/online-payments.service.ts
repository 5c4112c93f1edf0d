import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { formatByn, formatMinskDateTime, fromMinor, onlineAmountDue, OnlinePayMethod, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { isoDate } from '../catalogue/catalogue.mappers';
import { stampOf } from '../common/actor-stamp';
import { Clock } from '../common/clock';
import { isUniqueViolation, UniqueKey } from '../common/database-errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { whileHolding } from '../scheduling/named-lease';
import { MailService } from '../mail/mail.service';
import { onlinePaymentReceiptMail } from '../mail/templates';
import { User } from '../auth/user.entity';
import { OrderStateMachine } from '../orders/order-state-machine.service';
import { StatusActor } from '../orders/order-status-history';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { LEDGER_METHOD_LABELS, OnlineLedgerMethod } from './ledger-methods';
import {
  OnlinePaymentAttempt,
  OnlinePaymentAvailability,
  OnlinePaymentView,
  OnlineRefundBody,
  StartOnlinePaymentBody,
  StartOnlinePaymentResponse,
} from './online-payment.dto';
import { OnlinePayment } from './online-payment.entity';
import { PaymentResponse } from './payment.dto';
import { OrderPayment } from './payment.entity';
import {
  NOT_ONLINE_PAYMENT,
  REFUND_IN_PROGRESS,
  NOTHING_DUE,
  NOTIFICATION_REFUSED,
  ONLINE_PAYMENT_NOT_FOUND,
  ONLINE_PAYMENT_OFF,
  PAYMENT_NOT_FOUND,
  PROVIDER_UNAVAILABLE,
  refundOverLimit,
  refundRefused,
} from './payment.messages';
import { PaymentPositions } from './payment-positions.service';
import { paymentNote, refundableByPayment, toPaymentResponse } from './payments.service';
import { IncomingNotification, PAYMENT_PROVIDER, PaymentProvider, ProviderError, ProviderPayment } from './providers/payment-provider';
import { AuditLog } from '../audit/audit-log.entity';
import { diffFields } from '../audit/audit-changes';
import { PAYMENT_AUDIT_FIELDS } from './payment-audit';

/** Where bePaid posts its notifications (under the API prefix); app.factory keeps the raw body for this path only. */
export const BEPAID_NOTIFICATIONS_PATH = 'payments/bepaid/notifications';

/** The storefront page bePaid sends the customer back to (storefront/src/router.tsx). */
export const returnPagePath = (orderId: number, attemptId: number): string => `/order-payment/${orderId}/${attemptId}`;

/** A refund's hold on its payment: past bePaid's 15 s timeout, so a crashed instance frees it soon. */
const REFUND_LEASE_MS = 60_000;
const PROVIDER_UID_KEY: UniqueKey = { table: 'order_payments', columns: ['provider_uid'] };
const WHAT_LABELS = { deposit: 'предоплата', balance: 'оплата остатка', full: 'оплата' } as const;
/** bePaid's ERIP tree path shown when it gives no instruction of its own. */
const DEFAULT_ERIP_PATH = 'Система «Расчёт» (ЕРИП) → Интернет-магазины/сервисы → Bulbash catering → Оплата заказа';

const ledgerMethodOf = (method: OnlinePayMethod): OnlineLedgerMethod => (method === 'erip' ? 'erip' : 'card_online');

/**
 * Online payment (#37): a customer's attempt (card checkout or ERIP invoice) is created at bePaid,
 * and the money enters the ledger exactly once, whoever reports it first: the signed
 * notification or the return page asking bePaid. The attempt row is claimed by a conditional
 * UPDATE (its row lock makes concurrent reporters wait; the loser sees it claimed) and the
 * ledger's unique provider_uid refuses a second entry of the same transaction.
 */
@Injectable()
export class OnlinePaymentsService {
  private readonly logger = new Logger(OnlinePaymentsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly machine: OrderStateMachine,
    private readonly positions: PaymentPositions,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  availability(): OnlinePaymentAvailability {
    return this.provider ? { enabled: true, methods: ['card', 'erip'] } : { enabled: false, methods: [] };
  }

  /** The customer's «Оплатить онлайн»: an attempt for what is due now, then bePaid's checkout or ERIP invoice. */
  async start(user: User, orderId: number, body: StartOnlinePaymentBody): Promise<StartOnlinePaymentResponse> {
    const provider = this.requireProvider();
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId, userId: user.id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const fields = await this.positions.forOrder(order);
    const dueMinor = onlineAmountDue(
      {
        balanceDueMinor: toMinor(fields.balance_due),
        depositDue: fields.deposit_due ? { amountMinor: toMinor(fields.deposit_due.amount), dueDay: fields.deposit_due.due_at } : null,
      },
      body.what,
    );
    if (dueMinor <= 0) throw new ConflictException(NOTHING_DUE);
    const attempt = await this.transactions.run(async (manager) => {
      const row = manager.create(OnlinePayment, {
        orderId,
        method: body.method,
        what: body.what,
        amount: fromMinor(dueMinor),
        status: 'pending',
        providerToken: null,
        providerUid: null,
        redirectUrl: null,
        eripDetails: null,
        paymentId: null,
        message: null,
      });
      await manager.insert(OnlinePayment, row);
      return row;
    });
    const description = `Заказ №${order.id}: ${WHAT_LABELS[body.what]}`;
    const email = order.contactEmail ?? user.email ?? null;
    const notificationUrl = `${this.config.publicUrl}/api/v1/${BEPAID_NOTIFICATIONS_PATH}`;
    try {
      if (body.method === 'card') {
        const checkout = await provider.createCardCheckout({
          trackingId: String(attempt.id),
          amountMinor: dueMinor,
          description,
          returnUrl: `${this.config.publicUrl}${returnPagePath(order.id, attempt.id)}`,
          notificationUrl,
          email,
        });
        await this.dataSource
          .getRepository(OnlinePayment)
          .update({ id: attempt.id }, { providerToken: checkout.token, redirectUrl: checkout.redirectUrl });
        return { payment_id: attempt.id, redirect_url: checkout.redirectUrl };
      }
      const erip = await provider.createEripPayment({
        trackingId: String(attempt.id),
        amountMinor: dueMinor,
        description,
        accountNumber: String(order.id),
        notificationUrl,
        email,
      });
      const details = { account_number: erip.accountNumber, path: erip.path ?? DEFAULT_ERIP_PATH, qr_code: erip.qrCode };
      await this.dataSource.getRepository(OnlinePayment).update({ id: attempt.id }, { providerUid: erip.uid, eripDetails: details });
      return { payment_id: attempt.id, erip: { ...details, amount: fromMinor(dueMinor) } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Order ${order.id}: online payment ${attempt.id} not created at bePaid: ${message}`);
      await this.dataSource.getRepository(OnlinePayment).update({ id: attempt.id }, { status: 'failed', message: message.slice(0, 500) });
      throw new BadGatewayException(PROVIDER_UNAVAILABLE);
    }
  }

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

  /** bePaid's notification: both checks pass or 401 and nothing recorded; a successful payment is recorded once. */
  async notify(notification: IncomingNotification): Promise<{ recorded: boolean }> {
    const payment = this.provider?.verifyNotification(notification) ?? null;
    if (!payment) throw new UnauthorizedException(NOTIFICATION_REFUSED);
    const attemptId = Number(payment.trackingId);
    if (!payment.isPayment || !Number.isSafeInteger(attemptId) || attemptId <= 0) return { recorded: false };
    const attempt = await this.dataSource.getRepository(OnlinePayment).findOneBy({ id: attemptId });
    if (!attempt) {
      this.logger.warn(`bePaid notification for unknown payment attempt ${payment.trackingId} (uid ${payment.uid ?? '—'}) ignored`);
      return { recorded: false };
    }
    return { recorded: await this.apply(attempt, payment) };
  }

  /** Back office: the order's attempts, newest first. */
  async attempts(orderId: number): Promise<OnlinePaymentAttempt[]> {
    if (!(await this.dataSource.getRepository(Order).existsBy({ id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
    const rows = await this.dataSource.getRepository(OnlinePayment).find({ where: { orderId }, order: { id: 'DESC' } });
    return rows.map((row) => ({
      id: row.id,
      method: row.method,
      what: row.what,
      amount: toMoney(row.amount),
      status: row.status,
      provider_uid: row.providerUid,
      redirect_url: row.redirectUrl,
      date_created: isoDate(row.dateCreated),
    }));
  }

  /**
   * The owner's «Вернуть»: bePaid refunds first; the negative entry is recorded only once it
   * confirms. One refund of a payment at a time, across instances: two at once could each see the
   * whole refundable amount before either is recorded, so the second waits for nothing and gets 409.
   */
  async refund(orderId: number, paymentId: number, body: OnlineRefundBody, actor: StatusActor): Promise<PaymentResponse> {
    const provider = this.requireProvider();
    const hold = { name: `refund-of-payment-${paymentId}`, forMs: REFUND_LEASE_MS, busy: () => new ConflictException(REFUND_IN_PROGRESS) };
    return whileHolding(this.dataSource, hold, () => this.refundHeld(provider, orderId, paymentId, body, actor));
  }

  /** The refund itself, under its payment's hold. */
  private async refundHeld(
    provider: PaymentProvider,
    orderId: number,
    paymentId: number,
    body: OnlineRefundBody,
    actor: StatusActor,
  ): Promise<PaymentResponse> {
    const ledger = await this.dataSource.getRepository(OrderPayment).find({ where: { orderId } });
    const parent = ledger.find((entry) => entry.id === paymentId);
    if (!parent) {
      if (!(await this.dataSource.getRepository(Order).existsBy({ id: orderId }))) throw new NotFoundException(ORDER_NOT_FOUND);
      throw new NotFoundException(PAYMENT_NOT_FOUND);
    }
    const refundableMinor = refundableByPayment(ledger).get(parent.id);
    if (refundableMinor === undefined || !parent.providerUid) throw new ConflictException(NOT_ONLINE_PAYMENT);
    const amountMinor = toMinor(toMoney(body.amount));
    if (amountMinor > refundableMinor) throw new BadRequestException(refundOverLimit(formatByn(fromMinor(refundableMinor))));
    let refund;
    try {
      refund = await provider.refund({
        parentUid: parent.providerUid,
        kind: parent.method === 'erip' ? 'erip' : 'card',
        amountMinor,
        reason: body.reason,
      });
    } catch (error) {
      if (error instanceof ProviderError && error.refused) throw new ConflictException(refundRefused(error.message));
      this.logger.warn(
        `Order ${orderId}: refund of payment ${paymentId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new BadGatewayException(PROVIDER_UNAVAILABLE);
    }
    const amount = -fromMinor(refund.amountMinor);
    return this.transactions.run(async (manager) => {
      await this.machine.change(manager, { id: orderId }, 'admin', actor, [{ kind: 'note', text: paymentNote(amount, parent.method) }]);
      const entry = manager.create(OrderPayment, {
        orderId,
        amount,
        method: parent.method,
        paidAt: this.clock.now(),
        note: body.reason,
        providerUid: refund.uid,
        refundOfId: parent.id,
        createdBy: stampOf(actor),
      });
      await manager.insert(OrderPayment, entry);
      await AuditLog.record(manager, {
        entity: 'payment',
        entityId: entry.id,
        action: 'refund',
        changes: diffFields(null, entry, PAYMENT_AUDIT_FIELDS),
      });
      return toPaymentResponse(await manager.findOneByOrFail(OrderPayment, { id: entry.id }));
    });
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new ConflictException(ONLINE_PAYMENT_OFF);
    return this.provider;
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
      await this.dataSource
        .getRepository(OnlinePayment)
        .update({ id: attempt.id, status: 'pending' }, { status: payment.status, message: payment.message?.slice(0, 500) ?? null });
    }
    return false;
  }

  /**
   * One ledger entry for a successful payment, in one transaction: claim the attempt (a
   * conditional UPDATE; a concurrent reporter waits on its row lock and then claims nothing),
   * the entry with bePaid's uid (unique), the history note through the state machine and the
   * receipt in the outbox. False when it was recorded before.
   */
  private async record(attempt: OnlinePayment, uid: string, payment: ProviderPayment): Promise<boolean> {
    try {
      return await this.transactions.run(async (manager) => {
        const claimed = await manager
          .createQueryBuilder()
          .update(OnlinePayment)
          .set({ status: 'successful', providerUid: uid, message: null })
          .where('id = :id AND status <> :done', { id: attempt.id, done: 'successful' })
          .execute();
        if (!claimed.affected) return false;
        const method = ledgerMethodOf(attempt.method);
        const amount = payment.amountMinor !== null ? fromMinor(payment.amountMinor) : toMoney(attempt.amount);
        const { order } = await this.machine.change(manager, { id: attempt.orderId }, 'admin', null, [
          { kind: 'note', text: `${paymentNote(amount, method)}, bePaid ${uid}` },
        ]);
        const entry = manager.create(OrderPayment, {
          orderId: attempt.orderId,
          amount,
          method,
          paidAt: this.clock.now(),
          note: `bePaid ${uid}`,
          providerUid: uid,
          refundOfId: null,
          createdBy: stampOf(null),
        });
        await manager.insert(OrderPayment, entry);
        await AuditLog.record(manager, {
          entity: 'payment',
          entityId: entry.id,
          action: 'create',
          changes: diffFields(null, entry, PAYMENT_AUDIT_FIELDS),
        });
        await manager.update(OnlinePayment, { id: attempt.id }, { paymentId: entry.id });
        await this.queueReceipt(manager, order, amount, method, uid);
        this.logger.log(`Order ${attempt.orderId}: online payment ${attempt.id} recorded (${amount} BYN, bePaid ${uid})`);
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error, PROVIDER_UID_KEY)) return false;
      throw error;
    }
  }

  private async queueReceipt(manager: EntityManager, order: Order, amount: number, method: OnlineLedgerMethod, uid: string): Promise<void> {
    const to = order.contactEmail ?? (await manager.findOneBy(User, { id: order.userId }))?.email ?? null;
    if (!to) return;
    const fields = await this.positions.forOrder(order, manager);
    const letter = onlinePaymentReceiptMail(
      {
        orderId: order.id,
        customerName: order.firstName,
        amount,
        methodLabel: LEDGER_METHOD_LABELS[method],
        transactionUid: uid,
        paidAt: formatMinskDateTime(this.clock.now()),
        paidTotal: fields.paid_amount,
        balance: fields.balance_due,
      },
      `${this.config.publicUrl}/user-orders`,
    );
    await this.mail.queue({ to, subject: letter.subject, html: letter.html, text: letter.text });
  }
}
