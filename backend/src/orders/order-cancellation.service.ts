import { Injectable } from '@nestjs/common';
import { CancellationTerms, cancellationFeeUnderTerms, formatByn, fromMinor, toMinor, toMoney } from '@bulbash/rules';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { OrderPayments } from './order-payments';
import { User } from '../auth/user.entity';
import { CancelOrderResponse } from './order-response.dto';
import { Order } from './order.entity';
import { OrderMailService } from './order-mail.service';
import { OrderStateMachine } from './order-state-machine.service';

export function cancellationMessage(fee: number, paid = 0, terms: CancellationTerms = 'standard'): string {
  const base =
    fee > 0
      ? terms === 'deposit_kept'
        ? `Заказ отменён. По условиям предложения предоплата не возвращается: удерживается ${formatByn(fee)}`
        : `Заказ отменён. Стоимость отмены — ${formatByn(fee)} (50 % суммы заказа): до доставки оставалось меньше 24 часов`
      : 'Заказ отменён бесплатно';
  if (paid <= 0) return base;
  const kept = Math.min(paid, fee);
  const refund = fromMinor(Math.max(toMinor(paid) - toMinor(fee), 0));
  return `${base}. Получено ${formatByn(paid)}: удерживается ${formatByn(kept)}, к возврату ${formatByn(refund)}`;
}

/**
 * The customer's cancellation, through the order state machine (pending or processing only):
 * free within the settings' free_cancel_minutes of placing (15 by default) or 24 hours or more before delivery_at, else 50 % of the total. A concurrent change by staff
 * makes one of the two a 409; the fee is computed from the total actually stored.
 */
@Injectable()
export class OrderCancellationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly letters: OrderMailService,
    private readonly machine: OrderStateMachine,
    private readonly positions: OrderPayments,
  ) {}

  async cancel(customer: User, id: number): Promise<CancelOrderResponse> {
    const { order } = await this.transactions.run(async (manager) => {
      const stored = await manager.findOneBy(Order, { id, userId: customer.id });
      const deliveryAt = stored?.deliveryAt ? new Date(stored.deliveryAt) : null;
      const position = stored ? await this.positions.forOrder(stored, manager) : null;
      const freeUntil = position?.free_cancel_until ? new Date(position.free_cancel_until) : null;
      // The order's terms decide (an accepted quote's deposit is kept once paid): one rule in @bulbash/rules.
      const feeMinor = stored
        ? cancellationFeeUnderTerms({
            terms: stored.cancellationTerms ?? 'standard',
            totalMinor: toMinor(toMoney(stored.totalCost)),
            depositPercent: stored.depositPercent,
            paidMinor: toMinor(position?.paid_amount ?? 0),
            deliveryAt,
            now: this.clock.now(),
            freeUntil,
          })
        : 0;
      const changed = await this.machine.change(
        manager,
        { id, ownerId: customer.id, expectedVersion: stored?.version },
        'customer',
        customer,
        [{ kind: 'status', to: 'canceled', feeMinor }],
      );
      await this.letters.orderCanceled(manager, changed.order);
      return changed;
    });
    const fee = toMoney(order.cancellationFee);
    const payment = await this.positions.forOrder(order);
    const kept = Math.min(Math.max(payment.paid_amount, 0), fee);
    return {
      message: cancellationMessage(fee, payment.paid_amount, order.cancellationTerms ?? 'standard'),
      order_id: order.id,
      cancellation_fee: fee,
      paid_amount: payment.paid_amount,
      kept_amount: kept,
      refund_due: payment.refund_due,
      payment_status: payment.payment_status,
    };
  }
}
