import type { PaymentMethod } from '../api/types';

/** Russian labels of the order enums, shared with the back office and the letters (@bulbash/rules). */
export { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, paymentLabel, statusLabel } from '@bulbash/rules';

/** How each payment method works: the checkout and the delivery-and-payment page say the same. */
export const PAYMENT_METHOD_HINT: Record<PaymentMethod, string> = {
  cash: 'при получении заказа',
  card: 'при получении заказа',
  transfer: 'по счёту на оплату (PDF) на расчётный счёт организации; для организаций — с реквизитами',
};
