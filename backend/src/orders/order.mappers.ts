import { cancellationTermsText, multiplyMoney, sumMoney, toMinskIso, toMoney } from '@bulbash/rules';
import { toDietaryFields } from '../common/dietary-columns';
import { isoDate } from '../catalogue/catalogue.mappers';
import { OrderSummary } from '../mail/templates';
import { OrderPaymentFieldsDto } from './order-payment-fields.dto';
import { CompanyPayerDto } from '../users/company-payer.dto';
import { OrderAdjustmentDto, OrderDeliveryFieldsDto, UserOrderDetail, UserOrderItem, UserOrderRow } from './order-response.dto';
import { OrderAdjustment } from './order-adjustment.entity';
import { OrderItem } from './order-item.entity';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './order-status';
import { Order } from './order.entity';

/** The catering fields every order answer carries (own and admin, list and detail). */
export function toOrderDeliveryFields(order: Order, payment: OrderPaymentFieldsDto): OrderDeliveryFieldsDto {
  return {
    ...payment,
    payer_type: order.payerType,
    company: companyOf(order),
    delivery_at: order.deliveryAt ? toMinskIso(new Date(order.deliveryAt)) : null,
    delivery_method: order.deliveryMethod,
    delivery_distance_km: order.deliveryDistanceKm,
    delivery_cost: toMoney(order.deliveryCost),
    comment: order.comment,
    cancellation_fee: toMoney(order.cancellationFee),
    guests: order.guests ?? null,
    ...toDietaryFields(order.diet),
    cancellation_terms: order.cancellationTerms ?? 'standard',
    deposit_percent: order.depositPercent ?? null,
    cancellation_terms_text: cancellationTermsText(
      order.cancellationTerms ?? 'standard',
      order.depositPercent ?? null,
      payment.free_cancel_minutes,
    ),
  };
}

/** The company's requisites stored on an order (null for a person). */
export function companyOf(order: Order): CompanyPayerDto | null {
  if (order.payerType !== 'company') return null;
  return {
    name: order.companyName ?? '',
    unp: order.companyUnp ?? '',
    address: order.companyAddress ?? '',
    account: order.companyAccount ?? '',
    bic: order.companyBic ?? '',
  };
}

export function toUserOrderRow(order: Order, payment: OrderPaymentFieldsDto): UserOrderRow {
  return {
    id: order.id,
    payment_method: order.paymentMethod,
    status: order.status,
    total_cost: toMoney(order.totalCost),
    date_created: isoDate(order.dateCreated),
    ...toOrderDeliveryFields(order, payment),
  };
}

export function toOrderItemResponse(item: OrderItem): UserOrderItem {
  return {
    product_id: item.productId,
    name: item.name,
    description: item.description,
    image_path: item.imagePath,
    product_cost: toMoney(item.productCost),
    quantity: item.quantity,
    kind: item.kind ?? 'dish',
    unit: item.unit ?? null,
  };
}

/** The address shown for an order: the kitchen's for a pickup, the customer's for a delivery. */
export const shownAddress = (order: Order): string | null =>
  order.deliveryMethod === 'pickup' ? (order.pickupAddress ?? order.deliveryAddress) : order.deliveryAddress;

/** Σ price × quantity of order lines, BYN. */
export const linesTotal = (items: readonly Pick<OrderItem, 'productCost' | 'quantity'>[]): number =>
  sumMoney(items.map((item) => multiplyMoney(toMoney(item.productCost), item.quantity)));

/** The services' part of the lines (an accepted quote's staff, tableware…: kind 'service'), BYN. */
export const servicesTotal = (items: readonly Pick<OrderItem, 'productCost' | 'quantity' | 'kind'>[]): number =>
  linesTotal(items.filter((item) => item.kind === 'service'));

/** How the total adds up (items + delivery + adjustments = total_cost) and the customer's own address. */
export function toOrderBreakdown(order: Order, items: readonly OrderItem[], adjustments: readonly OrderAdjustment[]) {
  return {
    items_total: linesTotal(items),
    services_total: servicesTotal(items),
    adjustments: adjustments.map((adjustment): OrderAdjustmentDto => ({
      label: adjustment.label,
      amount: toMoney(adjustment.amount),
      date: isoDate(adjustment.dateCreated),
    })),
    adjustments_total: sumMoney(adjustments.map((adjustment) => toMoney(adjustment.amount))),
    customer_address: order.deliveryAddress,
  };
}

export function toUserOrderDetail(
  order: Order,
  items: OrderItem[],
  adjustments: OrderAdjustment[],
  payment: OrderPaymentFieldsDto,
): UserOrderDetail {
  return {
    ...toUserOrderRow(order, payment),
    ...toOrderBreakdown(order, items, adjustments),
    first_name: order.firstName,
    surname: order.surname,
    last_name: order.lastName,
    contact_phone: order.contactPhone,
    contact_email: order.contactEmail,
    delivery_address: shownAddress(order),
    order_items: items.map(toOrderItemResponse),
  };
}

/** The plain facts the order letters print. */
export function toOrderSummary(order: Order, items: OrderItem[], adjustments: readonly OrderAdjustment[] = []): OrderSummary {
  return {
    id: order.id,
    dateCreated: new Date(order.dateCreated),
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentLabel: PAYMENT_METHOD_LABELS[order.paymentMethod],
    totalCost: toMoney(order.totalCost),
    customerName: order.firstName,
    fullName: [order.surname, order.firstName, order.lastName].join(' '),
    contactPhone: order.contactPhone,
    contactEmail: order.contactEmail,
    deliveryAddress: shownAddress(order),
    deliveryAt: order.deliveryAt ? new Date(order.deliveryAt) : null,
    deliveryMethod: order.deliveryMethod,
    deliveryDistanceKm: order.deliveryDistanceKm,
    deliveryCost: toMoney(order.deliveryCost),
    comment: order.comment,
    guests: order.guests ?? null,
    cancellationFee: toMoney(order.cancellationFee),
    company: companyOf(order),
    adjustments: adjustments.map((adjustment) => ({ label: adjustment.label, amount: toMoney(adjustment.amount) })),
    items: items.map((item) => ({
      name: item.name,
      unitPrice: toMoney(item.productCost),
      quantity: item.quantity,
      lineTotal: multiplyMoney(toMoney(item.productCost), item.quantity),
    })),
  };
}
