export const PAYMENT_RECORDED = 'Оплата записана';
export const REFUND_RECORDED = 'Возврат записан';
export const PAYMENT_REMOVED = 'Запись об оплате удалена';
export const PAYMENT_NOT_FOUND = 'Платёж не найден';
export const PAID_AT_IN_FUTURE = 'paid_at: дата оплаты не может быть в будущем';
export const INVOICE_NOT_FOUND = 'Заказ не найден';
export const ONLINE_PAYMENT_OFF = 'Онлайн-оплата не подключена';
export const NOTHING_DUE = 'По этому заказу сейчас нечего оплачивать';
export const ONLINE_PAYMENT_NOT_FOUND = 'Онлайн-платёж не найден';
export const PROVIDER_UNAVAILABLE = 'Платёжная система сейчас недоступна, попробуйте ещё раз через несколько минут';
export const NOTIFICATION_REFUSED = 'Уведомление не прошло проверку подписи';
export const NOT_ONLINE_PAYMENT = 'Вернуть онлайн можно только платёж, полученный онлайн; остальные возвраты записывайте вручную';
export const REFUND_IN_PROGRESS = 'Возврат по этому платежу уже выполняется: дождитесь его и обновите страницу';
export const refundRefused = (reason: string): string => `Платёжная система отказала в возврате: ${reason}`;
export const refundOverLimit = (refundable: string): string => `amount: вернуть онлайн можно не больше ${refundable}`;
export const ONLINE_ENTRY_KEPT = 'Онлайн-платёж нельзя удалить: верните его кнопкой «Вернуть»';
export const REFUND_UNSETTLED =
  'По этому платежу есть возврат, который ещё проверяется у платёжной системы: дождитесь его результата, прежде чем возвращать снова';
export const REFUND_BEING_CHECKED =
  'Платёжная система не ответила вовремя. Возврат проверяется: результат появится в списке платежей сам, обычно за несколько минут. ' +
  'Не повторяйте возврат — деньги могли уже уйти покупателю';
export const refundRejected = (reason: string): string =>
  `Платёжная система не приняла запрос на возврат (${reason}). Деньги не возвращены: проверьте платёж и сумму`;
export const PAYMENT_OPENING =
  'Оплата этого заказа уже открывается в другой вкладке: подождите несколько секунд и нажмите «Оплатить онлайн» ещё раз';
