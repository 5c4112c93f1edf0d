import { Injectable } from '@nestjs/common';
import { DepositTerms, freeCancelUntil, fromMinor, paymentPosition, PaymentPosition, toMinskIso, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager, In } from 'typeorm';
import { Order } from '../orders/order.entity';
import { OrderPaymentFieldsDto } from './payment.dto';
import { OrderPayment } from './payment.entity';
import { PaymentSettingsResponse } from './payment-settings.dto';
import { depositTerms, PaymentSettingsService } from './payment-settings.service';

/** The ledger's Σ per order id, kopecks (orders without payments are absent). */
export async function paidByOrder(manager: EntityManager, orderIds: readonly number[]): Promise<Map<number, number>> {
  const paid = new Map<number, number>();
  if (orderIds.length === 0) return paid;
  const rows = await manager.find(OrderPayment, { select: { orderId: true, amount: true }, where: { orderId: In([...orderIds]) } });
  for (const row of rows) paid.set(row.orderId, (paid.get(row.orderId) ?? 0) + toMinor(toMoney(row.amount)));
  return paid;
}

/** The settings' deposit terms, or the percent agreed for this order (an accepted quote's: due whatever the total). */
export function orderDepositTerms(order: Pick<Order, 'depositPercent'>, settings: PaymentSettingsResponse): DepositTerms {
  const terms = depositTerms(settings);
  return order.depositPercent === null || order.depositPercent === undefined
    ? terms
    : { ...terms, depositPercent: order.depositPercent, depositMinTotalMinor: 0 };
}

/** The derived position of one order (pure rules of @bulbash/rules). */
export function positionOf(order: Order, paidMinor: number, settings: PaymentSettingsResponse): PaymentPosition {
  return paymentPosition(
    {
      totalMinor: toMinor(toMoney(order.totalCost)),
      paidMinor,
      canceled: order.status === 'canceled',
      cancellationFeeMinor: toMinor(toMoney(order.cancellationFee)),
      placedAt: new Date(order.dateCreated),
      eventAt: order.deliveryAt ? new Date(order.deliveryAt) : null,
      method: order.paymentMethod,
      payer: order.payerType,
    },
    orderDepositTerms(order, settings),
  );
}

/** Until when the customer's cancel is free (the settings' grace after placing), or null. */
export function orderFreeCancelUntil(
  order: Pick<Order, 'placedAt'>,
  settings: Pick<PaymentSettingsResponse, 'free_cancel_minutes'>,
): Date | null {
  return order.placedAt ? freeCancelUntil(new Date(order.placedAt), settings.free_cancel_minutes) : null;
}

export function toPaymentFields(
  position: PaymentPosition,
  paidMinor: number,
  freeUntil: Date | null,
  freeCancelMinutes: number,
): OrderPaymentFieldsDto {
  return {
    paid_amount: fromMinor(paidMinor),
    balance_due: fromMinor(position.balanceDueMinor),
    refund_due: fromMinor(position.refundDueMinor),
    deposit_due: position.depositDue ? { amount: fromMinor(position.depositDue.amountMinor), due_at: position.depositDue.dueDay } : null,
    balance_due_at: position.balanceDueDay,
    payment_status: position.status,
    free_cancel_until: freeUntil ? toMinskIso(freeUntil) : null,
    free_cancel_minutes: freeCancelMinutes,
  };
}

/**
 * What every order answer says about money: read from the ledger and the payment settings each
 * time (nothing about payments is stored on the order).
 */
@Injectable()
export class PaymentPositions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: PaymentSettingsService,
  ) {}

  /** Payment fields per order id, for a list or one order. */
  async forOrders(orders: readonly Order[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, OrderPaymentFieldsDto>> {
    const [settings, paid] = await Promise.all([
      this.settings.get(manager),
      paidByOrder(
        manager,
        orders.map((order) => order.id),
      ),
    ]);
    return new Map(
      orders.map((order) => {
        const paidMinor = paid.get(order.id) ?? 0;
        return [
          order.id,
          toPaymentFields(
            positionOf(order, paidMinor, settings),
            paidMinor,
            orderFreeCancelUntil(order, settings),
            settings.free_cancel_minutes,
          ),
        ];
      }),
    );
  }

  async forOrder(order: Order, manager: EntityManager = this.dataSource.manager): Promise<OrderPaymentFieldsDto> {
    return (await this.forOrders([order], manager)).get(order.id)!;
  }
}
