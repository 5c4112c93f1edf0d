import { formatByn, fromMinor, toMinskIso, toMinor, toMoney } from '@bulbash/rules';
import { isoDate } from '../catalogue/catalogue.mappers';
import { isOnlineLedgerMethod, LEDGER_METHOD_LABELS, LedgerMethod } from './ledger-methods';
import { PaymentResponse } from './payment.dto';
import { OrderPayment } from './payment.entity';

/**
 * Kopecks still refundable online per ledger entry id (online payments only; refunds point at
 * what they refund). `unsettled` are refunds asked of bePaid and not yet settled (kopecks per
 * entry id): they count as given back until they fail.
 */
export function refundableByPayment(
  ledger: readonly OrderPayment[],
  unsettled: ReadonlyMap<number, number> = new Map(),
): Map<number, number> {
  const refundable = new Map<number, number>();
  for (const entry of ledger)
    if (entry.providerUid && entry.refundOfId === null && isOnlineLedgerMethod(entry.method) && toMoney(entry.amount) > 0)
      refundable.set(entry.id, toMinor(toMoney(entry.amount)));
  for (const entry of ledger)
    if (entry.refundOfId !== null && refundable.has(entry.refundOfId))
      refundable.set(entry.refundOfId, refundable.get(entry.refundOfId)! + toMinor(toMoney(entry.amount)));
  for (const [id, minor] of unsettled) if (refundable.has(id)) refundable.set(id, refundable.get(id)! - minor);
  return refundable;
}

export function toPaymentResponse(payment: OrderPayment, refundableMinor = 0): PaymentResponse {
  return {
    id: payment.id,
    order_id: payment.orderId,
    amount: toMoney(payment.amount),
    method: payment.method,
    paid_at: toMinskIso(new Date(payment.paidAt)),
    note: payment.note,
    recorded_by: payment.createdBy.email,
    date_created: isoDate(payment.dateCreated),
    provider_uid: payment.providerUid ?? null,
    refundable: fromMinor(Math.max(refundableMinor, 0)),
    refund_flag: payment.refundFlag ?? null,
  };
}

/** The history line for a payment: «Оплата 250,00 byn (наличные)», «Возврат 50,00 byn (банковская карта)». */
export function paymentNote(amount: number, method: LedgerMethod, removed = false): string {
  const kind = amount < 0 ? 'Возврат' : 'Оплата';
  const line = `${kind} ${formatByn(Math.abs(amount))} (${LEDGER_METHOD_LABELS[method]})`;
  return removed ? `Удалена запись: ${line}` : line;
}
