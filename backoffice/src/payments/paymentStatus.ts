/** Russian labels and colours of the derived payment status (the API's values). */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  unpaid: 'не оплачен',
  deposit_paid: 'предоплата внесена',
  paid: 'оплачен',
  overpaid: 'переплата',
  refund_due: 'к возврату',
};

export const PAYMENT_STATUS_COLORS: Record<string, 'default' | 'warning' | 'success' | 'info' | 'error'> = {
  unpaid: 'warning',
  deposit_paid: 'info',
  paid: 'success',
  overpaid: 'error',
  refund_due: 'error',
};

export const PAYMENT_STATUS_CHOICES = Object.entries(PAYMENT_STATUS_LABELS).map(([id, name]) => ({ id, name }));

export const paymentStatusLabel = (status: unknown): string =>
  typeof status === 'string' ? (PAYMENT_STATUS_LABELS[status] ?? status) : '';

/** The list's payment-due filter (server-side): «Ожидают оплаты» and «Просрочено». */
export const PAYMENT_DUE_CHOICES = [
  { id: 'awaiting', name: 'Ожидают оплаты' },
  { id: 'overdue', name: 'Просрочено' },
];
