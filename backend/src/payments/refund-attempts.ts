import { ONLINE_REFUND_STATUS_LABELS, toMinor, toMoney } from '@bulbash/rules';
import { isoDate } from '../catalogue/catalogue.mappers';
import { RefundAttemptResponse } from './payment.dto';
import { RefundAttempt, UNSETTLED_REFUND_STATUSES } from './refund-attempt.entity';

/** Kopecks asked of bePaid and not yet settled, per refunded ledger entry. */
export function unsettledByPayment(refunds: readonly RefundAttempt[]): Map<number, number> {
  const unsettled = new Map<number, number>();
  for (const refund of refunds)
    if (UNSETTLED_REFUND_STATUSES.includes(refund.status))
      unsettled.set(refund.paymentId, (unsettled.get(refund.paymentId) ?? 0) + toMinor(toMoney(refund.amount)));
  return unsettled;
}

export function toRefundAttemptResponse(refund: RefundAttempt): RefundAttemptResponse {
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    amount: toMoney(refund.amount),
    reason: refund.reason,
    status: refund.status,
    status_label: ONLINE_REFUND_STATUS_LABELS[refund.status],
    entry_id: refund.entryId,
    provider_uid: refund.providerUid,
    message: refund.message,
    requested_by: refund.createdBy.email,
    date_created: isoDate(refund.dateCreated),
  };
}
