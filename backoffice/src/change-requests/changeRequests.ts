import type { EditLine } from '../orders/orderLines';

/** One change request as the API answers it (GET /admin/change-requests). */
export interface ChangeRequest {
  id: number;
  order_id: number;
  status: 'open' | 'accepted' | 'declined';
  guests: number | null;
  delivery_at: string | null;
  lines: Array<{ product_id: number; name: string; quantity: number }> | null;
  comment: string | null;
  decline_reason: string | null;
  date_created: string;
  decided_at: string | null;
  customer_name: string;
  summary: string[];
}

export const CHANGE_REQUEST_STATUS: Record<ChangeRequest['status'], string> = {
  open: 'ждёт ответа',
  accepted: 'принята',
  declined: 'отклонена',
};

/** Whether accepting needs the order editor (guests, time or dishes), or is only a comment to read. */
export const changesOrder = (request: ChangeRequest): boolean =>
  request.guests !== null || request.delivery_at !== null || request.lines !== null;

/**
 * The wished dishes as editor rows: a dish already on the order keeps its price snapshot, a new
 * one takes today's catalogue price (`prices`); a dish no longer priced is left out.
 */
export function wishedLines(request: ChangeRequest, current: readonly EditLine[], prices: ReadonlyMap<number, number>): EditLine[] | null {
  if (!request.lines) return null;
  const kept = new Map(current.map((line) => [line.product_id, line]));
  return request.lines.flatMap((line) => {
    const price = kept.get(line.product_id)?.price ?? prices.get(line.product_id);
    return price === undefined ? [] : [{ product_id: line.product_id, name: line.name, price, quantity: line.quantity }];
  });
}
