import { minskIsoAt } from '@bulbash/rules';
import type { ChangeRequest, ChangeRequestPayload, Order } from '../api/types';

/** The dialog's fields: the order's values to start with, edited by the customer. */
export interface ChangeRequestValues {
  guests: string;
  day: string;
  time: string;
  /** product id → quantity as typed ('' or '0': remove the dish). */
  quantities: Record<number, string>;
  comment: string;
}

const MINSK_OFFSET_MS = 3 * 3_600_000;

/** The order's Minsk day and 'HH:MM', or empty when its time is still to be agreed. */
function minskParts(deliveryAt: string | null | undefined): { day: string; time: string } {
  if (!deliveryAt || Number.isNaN(Date.parse(deliveryAt))) return { day: '', time: '' };
  const iso = new Date(Date.parse(deliveryAt) + MINSK_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function initialValues(order: Order): ChangeRequestValues {
  const quantities: Record<number, string> = {};
  for (const item of order.order_items)
    if (item.product_id !== null && item.kind !== 'service') quantities[item.product_id] = String(item.quantity);
  return { guests: order.guests === null ? '' : String(order.guests), ...minskParts(order.delivery_at), quantities, comment: '' };
}

/**
 * Only what differs from the order: the head count, the time, the whole list of dishes (when a
 * quantity changed or a dish was removed), the comment. An error text when a field is not valid;
 * null when nothing changed.
 */
export function changeRequestBody(order: Order, values: ChangeRequestValues): { body: ChangeRequestPayload } | { error: string } | null {
  const start = initialValues(order);
  const body: ChangeRequestPayload = {};
  if (values.guests.trim() !== start.guests) {
    const guests = Number(values.guests);
    if (!Number.isInteger(guests) || guests < 1 || guests > 1000) return { error: 'Гостей: целое число от 1 до 1000' };
    body.guests = guests;
  }
  if (values.day !== start.day || values.time !== start.time) {
    if (!values.day || !values.time) return { error: 'Выберите день и время' };
    body.delivery_at = minskIsoAt(values.day, values.time);
  }
  const changedDishes = Object.entries(values.quantities).some(([id, quantity]) => quantity.trim() !== start.quantities[Number(id)]);
  if (changedDishes) {
    const lines = [];
    for (const [id, typed] of Object.entries(values.quantities)) {
      const quantity = typed.trim() === '' ? 0 : Number(typed);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 1000) return { error: 'Количество: целое число от 0 до 1000' };
      if (quantity > 0) lines.push({ product_id: Number(id), quantity });
    }
    if (lines.length === 0) return { error: 'Оставьте хотя бы одно блюдо или отмените заказ' };
    body.lines = lines;
  }
  if (values.comment.trim()) body.comment = values.comment.trim();
  return Object.keys(body).length === 0 ? null : { body };
}

/** What the order card says of the customer's newest change request (open, accepted, declined with the reason). */
export function changeRequestStatusText(request: Pick<ChangeRequest, 'status' | 'decline_reason'>): string {
  if (request.status === 'accepted') return 'Запрошенное изменение принято';
  if (request.status === 'declined')
    return request.decline_reason ? `Запрошенное изменение отклонено: ${request.decline_reason}` : 'Запрошенное изменение отклонено';
  return 'Запрошено изменение — ждёт ответа менеджера';
}
