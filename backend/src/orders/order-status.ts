export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const STATUS_DOES_NOT_EXIST = 'Status does not exist';
export const PAYMENT_METHOD_DOES_NOT_EXIST = 'Payment method does not exist';

/** Russian labels used in e-mails. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'в обработке',
  processing: 'готовится',
  completed: 'выполнен',
  canceled: 'отменён',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'банковская карта',
  cash: 'наличные',
};
