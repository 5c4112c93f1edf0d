import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { OnlinePayMethod, toMinor } from '@bulbash/rules';
import { EntityManager, In, IsNull, MoreThan } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainEvents } from '../database/domain-events';
import { TransactionRunner } from '../database/transaction-runner';
import { ORDER_CANCELED } from '../orders/order-events';
import { Order } from '../orders/order.entity';
import { OnlinePayment } from './online-payment.entity';
import { PaymentPositions } from './payment-positions.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';

/** How long a checkout or an ERIP invoice takes money (bePaid's `expired_at`): a card is paid at once, ERIP from a bank app later. */
export const ATTEMPT_LIFETIME_MS: Record<OnlinePayMethod, number> = { card: 60 * 60_000, erip: 3 * 24 * 60 * 60_000 };

export const EXPIRED_BY_NEWER = 'Заменена новой попыткой оплаты';
export const EXPIRED_BY_CANCEL = 'Заказ отменён';
export const EXPIRED_BY_FULL_PAYMENT = 'Заказ оплачен';

/**
 * An order's live online attempts, those that can still take money: pending and before their
 * `expired_at`. At most one is live per order: a newer attempt, a cancel (the orders domain's
 * ORDER_CANCELED, in its transaction) or a full payment expires the others here; an ERIP invoice
 * is also taken out of ERIP once the change commits (a card checkout ends at its `expired_at`).
 * Money that bePaid still takes for an expired attempt is recorded and flagged for refund.
 */
@Injectable()
export class LiveAttempts implements OnModuleInit {
  private readonly logger = new Logger(LiveAttempts.name);

  constructor(
    private readonly events: DomainEvents,
    private readonly transactions: TransactionRunner,
    private readonly positions: PaymentPositions,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  onModuleInit(): void {
    this.events.on(ORDER_CANCELED, (manager, { orderId }) => this.expire(manager, orderId, EXPIRED_BY_CANCEL));
  }

  /** The order's live attempts, newest first. */
  live(manager: EntityManager, orderId: number): Promise<OnlinePayment[]> {
    const now = this.clock.now();
    return manager.find(OnlinePayment, {
      where: [
        { orderId, status: 'pending', expiresAt: MoreThan(now) },
        { orderId, status: 'pending', expiresAt: IsNull() },
      ],
      order: { id: 'DESC' },
    });
  }

  /** Expires the order's pending attempts (but `keepId`), in the caller's transaction. */
  async expire(manager: EntityManager, orderId: number, why: string, keepId?: number): Promise<void> {
    const pending = (await manager.find(OnlinePayment, { where: { orderId, status: 'pending' } })).filter((row) => row.id !== keepId);
    if (pending.length === 0) return;
    await manager.update(OnlinePayment, { id: In(pending.map((row) => row.id)), status: 'pending' }, { status: 'expired', message: why });
    const invoices = pending.filter((row) => row.method === 'erip' && row.providerUid !== null);
    if (invoices.length > 0) this.transactions.afterCommit(() => void this.expireAtProvider(invoices));
  }

  /** After money entered the ledger: an order with nothing left to pay keeps no live attempt. */
  async expireWhenPaid(manager: EntityManager, order: Order): Promise<void> {
    const fields = await this.positions.forOrder(order, manager);
    if (toMinor(fields.balance_due) <= 0) await this.expire(manager, order.id, EXPIRED_BY_FULL_PAYMENT);
  }

  /** Best effort: an invoice left in ERIP that is paid anyway is recorded and flagged for refund. */
  private async expireAtProvider(invoices: readonly OnlinePayment[]): Promise<void> {
    for (const invoice of invoices) {
      try {
        await this.provider?.expireEripPayment(invoice.providerUid!);
      } catch (error) {
        this.logger.warn(
          `ERIP invoice of attempt ${invoice.id} (uid ${invoice.providerUid}) not deleted at bePaid: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
