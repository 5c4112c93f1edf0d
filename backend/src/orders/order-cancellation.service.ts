import { Injectable } from '@nestjs/common';
import { cancellationFeeMinor, formatByn, freeCancelUntil, toMinor } from '@bulbash/rules';
import { money } from '../catalogue/catalogue.mappers';
import { Clock } from '../common/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from '../users/user.entity';
import { CancelOrderResponse } from './order.dto';
import { Order } from './order.entity';
import { OrderMailService } from './order-mail.service';
import { OrderStateMachine } from './order-state-machine.service';

export function cancellationMessage(fee: number): string {
  return fee > 0
    ? `Заказ отменён. Стоимость отмены — ${formatByn(fee)} (50 % суммы заказа): до доставки оставалось меньше 24 часов`
    : 'Заказ отменён бесплатно';
}

/**
 * The customer's cancellation, through the order state machine (pending or processing only):
 * free within 15 minutes of placing or 24 hours or more before delivery_at, else 50 % of the total. A concurrent change by staff
 * makes one of the two a 409; the fee is computed from the total actually stored.
 */
@Injectable()
export class OrderCancellationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly letters: OrderMailService,
    private readonly machine: OrderStateMachine,
  ) {}

  async cancel(customer: User, id: number): Promise<CancelOrderResponse> {
    const { order } = await this.transactions.run(async (manager) => {
      const stored = await manager.findOneBy(Order, { id, userId: customer.id });
      const deliveryAt = stored?.deliveryAt ? new Date(stored.deliveryAt) : null;
      const freeUntil = stored?.placedAt ? freeCancelUntil(new Date(stored.placedAt)) : null;
      const feeMinor = stored ? cancellationFeeMinor(toMinor(money(stored.totalCost)), deliveryAt, this.clock.now(), freeUntil) : 0;
      return this.machine.change(manager, { id, ownerId: customer.id, expectedVersion: stored?.version }, 'customer', customer, [
        { kind: 'status', to: 'canceled', feeMinor },
      ]);
    });
    this.letters.orderCanceled(order);
    const fee = money(order.cancellationFee);
    return { message: cancellationMessage(fee), order_id: order.id, cancellation_fee: fee };
  }
}
