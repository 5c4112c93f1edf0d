import { toMoney } from '@bulbash/rules';
import { isoDate } from '../catalogue/catalogue.mappers';
import { OrderItem } from '../orders/order-item.entity';
import { shownAddress, toOrderBreakdown, toOrderDeliveryFields, toOrderItemResponse } from '../orders/order.mappers';
import { OrderAdjustment } from '../orders/order-adjustment.entity';
import { Order } from '../orders/order.entity';
import { OrderStatusChange } from '../orders/order-status-change.entity';
import { OrderPaymentFieldsDto } from '../payments/payment.dto';
import { AdminOrderDetailResponse, AdminOrderRow } from './dto/order.dto';

/** An order as a row of the back office's list. */
export function toAdminOrderRow(order: Order, payment: OrderPaymentFieldsDto): AdminOrderRow {
  return {
    id: order.id,
    user_id: order.userId,
    payment_method: order.paymentMethod,
    status: order.status,
    total_cost: toMoney(order.totalCost),
    date_created: isoDate(order.dateCreated),
    first_name: order.firstName,
    surname: order.surname,
    contact_phone: order.contactPhone,
    delivery_address: shownAddress(order),
    version: order.version,
    ...toOrderDeliveryFields(order, payment),
  };
}

/** An order with its items as the back office shows it. */
export function toAdminOrderDetail({
  order,
  items,
  adjustments,
  history,
  payment,
}: {
  payment: OrderPaymentFieldsDto;
  order: Order;
  items: OrderItem[];
  adjustments: OrderAdjustment[];
  history: OrderStatusChange[];
}): AdminOrderDetailResponse {
  return {
    ...toAdminOrderRow(order, payment),
    ...toOrderBreakdown(order, items, adjustments),
    last_name: order.lastName,
    contact_email: order.contactEmail,
    date_updated: isoDate(order.dateUpdated),
    order_items: items.map((item) => ({ id: item.id, ...toOrderItemResponse(item) })),
    status_history: history.map((step) => ({
      from: step.fromStatus,
      to: step.toStatus,
      changed_by: step.changedById === null ? null : { id: step.changedById, email: step.changedByEmail },
      note: step.note,
      date: isoDate(step.dateCreated),
    })),
  };
}
