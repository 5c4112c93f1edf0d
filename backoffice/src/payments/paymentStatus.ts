import { isPaymentStatus, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@bulbash/rules';

/** The derived payment status (the API's values) with the Russian words of @bulbash/rules, and its colours. */
export { PAYMENT_STATUS_LABELS, paymentStatusLabel } from '@bulbash/rules';

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, 'default' | 'warning' | 'success' | 'info' | 'error'> = {
  unpaid: 'warning',
  deposit_paid: 'info',
  paid: 'success',
  overpaid: 'error',
  refund_due: 'error',
};

export const PAYMENT_STATUS_CHOICES = PAYMENT_STATUSES.map((id) => ({ id, name: PAYMENT_STATUS_LABELS[id] }));

/** The chip's colour of a status; grey for one the rules do not know. */
export const paymentStatusColor = (status: unknown) => (isPaymentStatus(status) ? PAYMENT_STATUS_COLORS[status] : 'default');

/** The list's payment-due filter (server-side): «Ожидают оплаты» and «Просрочено». */
export const PAYMENT_DUE_CHOICES = [
  { id: 'awaiting', name: 'Ожидают оплаты' },
  { id: 'overdue', name: 'Просрочено' },
];
