import { toMoney } from '@bulbash/rules';
import { isoDate } from '../catalogue/catalogue.mappers';
import { OrderItem } from './order-item.entity';
import { shownAddress, toOrderBreakdown, toOrderDeliveryFields, toOrderItemResponse } from './order.mappers';
import { OrderAdjustment } from './order-adjustment.entity';
import { Order } from './order.entity';
import { OrderStatusChange } from './order-status-change.entity';
import { OrderPaymentFieldsDto } from './order-payment-fields.dto';
import { AdminOrderDetailResponse, AdminOrderRow } from './admin-order.dto';

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
