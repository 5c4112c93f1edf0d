import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { fromMinor, onlineAmountDue, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { User } from '../auth/user.entity';
import { Clock } from '../common/clock';
import { OutsideServiceError } from '../common/outside-service-error';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { ORDER_NOT_FOUND } from '../orders/order.messages';
import { Order } from '../orders/order.entity';
import { ATTEMPT_LIFETIME_MS, EXPIRED_BY_NEWER, LiveAttempts } from './live-attempts.service';
import { StartOnlinePaymentBody, StartOnlinePaymentResponse } from './online-payment.dto';
import { OnlinePayment } from './online-payment.entity';
import { BEPAID_NOTIFICATIONS_PATH, requireProvider } from './online-provider';
import { NOTHING_DUE, PAYMENT_OPENING, PROVIDER_UNAVAILABLE } from './payment.messages';
import { PaymentPositions } from './payment-positions.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

/** The storefront page bePaid sends the customer back to (storefront/src/router.tsx). */
export const returnPagePath = (orderId: number, attemptId: number): string => `/order-payment/${orderId}/${attemptId}`;

const WHAT_LABELS = { deposit: 'предоплата', balance: 'оплата остатка', full: 'оплата' } as const;
/** bePaid's ERIP tree path shown when it gives no instruction of its own. */
const DEFAULT_ERIP_PATH = 'Система «Расчёт» (ЕРИП) → Интернет-магазины/сервисы → Bulbash catering → Оплата заказа';

/** What the decision under the order's lock came to: the live attempt to show again, or a new one to create at bePaid. */
type Opening = { reuse: OnlinePayment } | { create: OnlinePayment; order: Order };

/**
 * The customer's «Оплатить онлайн»: at most one live attempt per order. Under the order's row
 * lock (two tabs at once wait for each other) the live attempt for the same amount and method is
 * answered again; any other live one is expired first; a new attempt is written before bePaid
 * hears of it (its id is bePaid's tracking id), with bePaid's `expired_at`.
 */
@Injectable()
export class OnlinePaymentStart {
  private readonly logger = new Logger(OnlinePaymentStart.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly positions: PaymentPositions,
    private readonly liveAttempts: LiveAttempts,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  async start(user: User, orderId: number, body: StartOnlinePaymentBody): Promise<StartOnlinePaymentResponse> {
    const provider = requireProvider(this.provider);
    const opening = await this.transactions.run((manager) => this.open(manager, user, orderId, body));
    if ('reuse' in opening) return this.answer(opening.reuse);
    return this.create(provider, opening.order, user, opening.create);
  }

  /** Under the order's lock: the same live attempt again, or the older ones expired and a new one written. */
  private async open(manager: EntityManager, user: User, orderId: number, body: StartOnlinePaymentBody): Promise<Opening> {
    const query = manager.createQueryBuilder(Order, 'o').where('o.id = :id AND o.userId = :user', { id: orderId, user: user.id });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    const order = await query.getOne();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const fields = await this.positions.forOrder(order, manager);
    const dueMinor = onlineAmountDue(
      {
        balanceDueMinor: toMinor(fields.balance_due),
        depositDue: fields.deposit_due ? { amountMinor: toMinor(fields.deposit_due.amount), dueDay: fields.deposit_due.due_at } : null,
      },
      body.what,
    );
    if (dueMinor <= 0) throw new ConflictException(NOTHING_DUE);
    const now = this.clock.now();
    const same = (await this.liveAttempts.live(manager, orderId)).find(
      (row) => row.method === body.method && toMinor(toMoney(row.amount)) === dueMinor,
    );
    if (same && (same.redirectUrl !== null || same.eripDetails !== null)) return { reuse: same };
    // Another tab is creating this very attempt at bePaid right now; one stuck past the provider's timeout is replaced.
    if (same && !this.stuck(same, now)) throw new ConflictException(PAYMENT_OPENING);
    await this.liveAttempts.expire(manager, orderId, EXPIRED_BY_NEWER);
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
      expiresAt: new Date(now.getTime() + ATTEMPT_LIFETIME_MS[body.method]),
      message: null,
    });
    await manager.insert(OnlinePayment, row);
    return { create: row, order };
  }

  /** An attempt still without bePaid's answer well past the provider's timeout: its instance died mid-call. */
  private stuck(attempt: OnlinePayment, now: Date): boolean {
    const startedAt = (attempt.expiresAt?.getTime() ?? 0) - ATTEMPT_LIFETIME_MS[attempt.method];
    return now.getTime() - startedAt > 2 * (this.config.bepaid?.timeoutMs ?? 0);
  }

  private async create(provider: PaymentProvider, order: Order, user: User, attempt: OnlinePayment): Promise<StartOnlinePaymentResponse> {
    const amountMinor = toMinor(toMoney(attempt.amount));
    const description = `Заказ №${order.id}: ${WHAT_LABELS[attempt.what]}`;
    const email = order.contactEmail ?? user.email ?? null;
    const notificationUrl = `${this.config.publicUrl}/api/v1/${BEPAID_NOTIFICATIONS_PATH}`;
    const common = { trackingId: String(attempt.id), amountMinor, description, notificationUrl, email, expiresAt: attempt.expiresAt! };
    const attempts = this.dataSource.getRepository(OnlinePayment);
    try {
      if (attempt.method === 'card') {
        const checkout = await provider.createCardCheckout({
          ...common,
          returnUrl: `${this.config.publicUrl}${returnPagePath(order.id, attempt.id)}`,
        });
        await attempts.update({ id: attempt.id }, { providerToken: checkout.token, redirectUrl: checkout.redirectUrl });
        return this.answer({ ...attempt, providerToken: checkout.token, redirectUrl: checkout.redirectUrl });
      }
      const erip = await provider.createEripPayment({ ...common, accountNumber: String(order.id) });
      const details = { account_number: erip.accountNumber, path: erip.path ?? DEFAULT_ERIP_PATH, qr_code: erip.qrCode };
      await attempts.update({ id: attempt.id }, { providerUid: erip.uid, eripDetails: details });
      return this.answer({ ...attempt, providerUid: erip.uid, eripDetails: details });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Order ${order.id}: online payment ${attempt.id} not created at bePaid: ${message}`);
      await attempts.update({ id: attempt.id }, { status: 'failed', message: message.slice(0, 500) });
      throw new OutsideServiceError(PROVIDER_UNAVAILABLE);
    }
  }

  private answer(attempt: OnlinePayment): StartOnlinePaymentResponse {
    if (attempt.method === 'card') return { payment_id: attempt.id, redirect_url: attempt.redirectUrl! };
    return { payment_id: attempt.id, erip: { ...attempt.eripDetails!, amount: toMoney(attempt.amount) } };
  }
}
