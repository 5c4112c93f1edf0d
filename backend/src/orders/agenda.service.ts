import { kitchenPeriodTooLong } from './order.messages';
import { notBefore } from '../common/fields/field-messages';
import { BadRequestException, Injectable } from '@nestjs/common';
import { DeliveryMethod, FieldVisibility, toMinskIso, toMoney } from '@bulbash/rules';
import { Between, DataSource } from 'typeorm';
import { minskDayRange } from '../common/minsk-days';
import { shownAddress } from './order.mappers';
import { Order } from './order.entity';
import type { OrderStatus } from './order-status';
import { PRODUCTION_SHEET_MAX_DAYS } from './production-sheet.service';

/** One event of the kitchen's calendar; `phone` and `email` only for a role that reads customer contacts. */
export interface AgendaEvent {
  order_id: number;
  /** Minsk time with its offset. */
  delivery_at: string;
  status: OrderStatus;
  customer: string;
  phone: string | null;
  email: string | null;
  delivery_method: DeliveryMethod;
  address: string | null;
  guests: number | null;
  /** The order's total (byn); null for a role that may not read orders (the kitchen sees no money). */
  total_cost: number | null;
}

/**
 * The kitchen's calendar («Календарь»): the orders with an event time in some Minsk days, every
 * status, by time. The kitchen may not read orders, so this is its own read model, with the
 * customer's contacts only when asked for (`shown.contacts`: the role reads `customer_contacts`).
 */
@Injectable()
export class AgendaService {
  constructor(private readonly dataSource: DataSource) {}

  async events(dateFrom: string, dateTo: string, shown: Pick<FieldVisibility, 'contacts' | 'money'>): Promise<AgendaEvent[]> {
    const { start, end } = minskDayRange(dateFrom, dateTo, 'date');
    if (!start || !end || end.getTime() <= start.getTime()) throw new BadRequestException(notBefore('date_to', 'date_from'));
    if ((end.getTime() - start.getTime()) / 86_400_000 > PRODUCTION_SHEET_MAX_DAYS)
      throw new BadRequestException(kitchenPeriodTooLong(PRODUCTION_SHEET_MAX_DAYS));
    const orders = await this.dataSource.getRepository(Order).find({
      where: { deliveryAt: Between(start, new Date(end.getTime() - 1)) },
      order: { deliveryAt: 'ASC', id: 'ASC' },
    });
    return orders.map((order) => ({
      order_id: order.id,
      delivery_at: toMinskIso(order.deliveryAt!),
      status: order.status,
      customer: [order.surname, order.firstName].filter(Boolean).join(' '),
      phone: shown.contacts ? order.contactPhone : null,
      email: shown.contacts ? order.contactEmail : null,
      delivery_method: order.deliveryMethod,
      address: shownAddress(order),
      guests: order.guests,
      total_cost: shown.money ? toMoney(order.totalCost) : null,
    }));
  }
}
