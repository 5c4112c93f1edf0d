import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { money } from '../catalogue/catalogue.mappers';
import { Clock } from '../common/clock';
import { fromMinor, toMinor } from '@bulbash/rules';
import { TransactionRunner } from '../database/transaction-runner';
import { cancellationFeeMinor } from '@bulbash/rules';
import { CancelOrderResponse } from './order.dto';
import { Order } from './order.entity';
import { ORDER_NOT_CANCELLABLE, ORDER_NOT_FOUND } from './order.messages';
import { OrderMailService } from './order-mail.service';
import { OrderStatus } from './order-status';
import { recordStatusChange } from './order-status-history';
import { User } from '../users/user.entity';

/** A customer may cancel while the kitchen has not finished: pending or processing. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing'];

const feeText = (fee: number) => `${fee.toFixed(2).replace('.', ',')} BYN`;

export function cancellationMessage(fee: number): string {
  return fee > 0
    ? `Заказ отменён. Стоимость отмены — ${feeText(fee)} (50 % суммы заказа): до доставки оставалось меньше 24 часов`
    : 'Заказ отменён бесплатно';
}

/** The customer's cancellation: free 24 hours or more before delivery_at, else 50 % of the total. */
@Injectable()
export class OrderCancellationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly letters: OrderMailService,
  ) {}

  async cancel(userId: number, id: number): Promise<CancelOrderResponse> {
    const order = await this.transactions.run(async (manager) => {
      const found = await manager.findOneBy(Order, { id, userId });
      if (!found) throw new NotFoundException(ORDER_NOT_FOUND);
      if (!CANCELLABLE.includes(found.status)) throw new ConflictException(ORDER_NOT_CANCELLABLE);
      const deliveryAt = found.deliveryAt ? new Date(found.deliveryAt) : null;
      const fee = fromMinor(cancellationFeeMinor(toMinor(money(found.totalCost)), deliveryAt, this.clock.now()));
      // Conditional on the status read above, so a concurrent change (the kitchen completing it) wins cleanly.
      const result = await manager
        .createQueryBuilder()
        .update(Order)
        .set({ status: 'canceled', cancellationFee: fee })
        .where('id = :id AND status IN (:...statuses)', { id, statuses: CANCELLABLE })
        .execute();
      if (!result.affected) throw new ConflictException(ORDER_NOT_CANCELLABLE);
      const customer = await manager.findOneByOrFail(User, { id: userId });
      await recordStatusChange(manager, id, found.status, 'canceled', customer);
      return manager.findOneByOrFail(Order, { id });
    });
    this.letters.orderCanceled(order);
    const fee = money(order.cancellationFee);
    return { message: cancellationMessage(fee), order_id: order.id, cancellation_fee: fee };
  }
}
