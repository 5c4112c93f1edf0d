export const PAYMENT_RECORDED = 'Оплата записана';
export const REFUND_RECORDED = 'Возврат записан';
export const PAYMENT_REMOVED = 'Запись об оплате удалена';
export const PAYMENT_NOT_FOUND = 'Платёж не найден';
export const PAID_AT_IN_FUTURE = 'paid_at: дата оплаты не может быть в будущем';
export const INVOICE_NOT_FOUND = 'Заказ не найден';
