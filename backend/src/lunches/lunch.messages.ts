import { formatByn, formatDay, formatMonth, MAX_LUNCH_HEADCOUNT } from '@bulbash/rules';

/** The rules of the lunch fields, as the 400 detail states them (the validation pipe names the field). */
export const LUNCH_FIELD_RULES = {
  day: 'дата должна быть днём календаря в формате ГГГГ-ММ-ДД',
  month: 'месяц должен быть в формате ГГГГ-ММ',
  time: 'время должно быть в формате ЧЧ:ММ (от 00:00 до 23:59)',
  headcount: `количество человек должно быть целым числом от 1 до ${MAX_LUNCH_HEADCOUNT}`,
  weekdays: 'дни недели — список чисел от 1 (понедельник) до 7 (воскресенье), хотя бы один',
  lateChargePercent: 'процент оплаты поздних изменений должен быть целым числом от 0 до 100',
  poNumber: 'номер заказа (PO) или центр затрат — строка до 100 символов',
  status: 'статус должен быть одним из: active, paused, ended',
  phone: 'введите номер телефона в формате 375XXXXXXXXX',
  company: 'реквизиты организации — объект с полями name, unp, address, account, bic',
  address: 'адрес доставки — строка до 500 символов',
  skipped: 'пропуск дня — true или false',
  set: 'набор — название одного из наборов меню этого дня',
  dietNote: 'пожелания по питанию — строка до 300 символов',
  setName: 'название набора — строка до 100 символов',
  quantityPerPerson: 'порций на человека — число от 0,01 до 20, не более двух знаков после запятой',
  sets: 'наборы дня — от 1 до 3, у каждого хотя бы одно блюдо',
  amount: 'сумма должна быть числом больше 0 и не более чем с двумя знаками после запятой',
} as const;

export const LUNCH_CONTRACT_NOT_FOUND = 'Договор на обеды не найден';
export const LUNCH_CONTACT_NOT_FOUND = 'Контактное лицо не найдено: укажите учётную запись клиента';
export const LUNCH_CONTACT_IS_STAFF = 'Контактным лицом может быть только учётная запись клиента, не сотрудника';
export const LUNCH_ENDS_BEFORE_START = 'ends_on: дата окончания не может быть раньше даты начала';
export const LUNCH_NOT_A_DAY = 'В этот день обедов по договору нет';
export const LUNCH_DAYS_RANGE = 'from и to: период не длиннее 62 дней, from не позже to';
export const LUNCH_NOTHING_TO_CHANGE = 'Укажите, что изменить: headcount, skipped, set или diet_note';
export const LUNCH_CONTRACT_PAUSED = 'Договор приостановлен: обеды не заказываются';
export const LUNCH_CONTRACT_ENDED = 'Договор завершён';
export const LUNCH_MENU_NOT_MONDAY = 'Меню публикуется на неделю: в пути укажите понедельник (ГГГГ-ММ-ДД)';
export const LUNCH_MENU_DAY_OUTSIDE = (index: number) =>
  `days[${index}].date: день должен быть в этой неделе (с понедельника по воскресенье)`;
export const LUNCH_MENU_DAY_TWICE = (index: number) => `days[${index}].date: этот день уже есть в меню`;
export const LUNCH_MENU_SET_TWICE = (day: number, set: number) =>
  `days[${day}].sets[${set}].name: наборы одного дня должны называться по-разному`;
export const LUNCH_MENU_PRODUCT_MISSING = (id: number) => `Блюдо ${id} не найдено или снято с продажи`;
export const LUNCH_MONTH_NOT_OVER = 'Месяц ещё не закончился: счёт выставляется после его последнего дня';
export const LUNCH_MONTH_EMPTY = 'За этот месяц нет доставленных обедов: счёт не нужен';
export const LUNCH_NO_INVOICE = 'Счёт за этот месяц ещё не выставлен';
export const LUNCH_INVOICE_NOT_FOUND = 'Счёт за этот месяц не найден';
export const LUNCH_NO_ORDERS = 'За этот месяц нет заказов, на которые можно зачесть оплату: внесите её вручную';
export const LUNCH_PAID_ALREADY = 'Счёт за этот месяц уже оплачен';
export const lunchOverpaid = (due: number) => `amount: к оплате по счёту осталось ${formatByn(due)}`;

/** The day's refusal once its order is made (the job or the manager's early close). */
export const lunchDayClosed = (day: string, orderId: number) => `День ${formatDay(day)} уже закрыт: заказ №${orderId} передан на кухню`;
export const lunchDayDone = (day: string) => `День ${formatDay(day)} уже закрыт`;
export const lunchDayPast = (day: string) => `День ${formatDay(day)} прошёл`;

/** Why a closed day has no order (the kitchen's refusal), shown on the day. */
export const lunchKitchenClosed = (day: string, reason: string) => `Кухня не работает ${formatDay(day)}: ${reason}. Обеды не заказаны`;

/** The history note of a day's order. */
export const lunchOrderNote = (contractId: number, day: string) => `Обеды по договору №${contractId} на ${formatDay(day)}`;
export const LUNCH_NO_MENU_NOTE = 'Меню дня не опубликовано: состав обеда уточнить у менеджера';
/** The order's adjustment that makes its total the contract's price. */
export const lunchPriceLabel = (headcount: number, price: number) => `Цена по договору: ${headcount} × ${formatByn(price)}`;
export const lunchLateLabel = (day: string) => `Позднее изменение ${formatDay(day)}`;

/** Lines of the monthly invoice and act. */
export const lunchInvoiceDayLine = (day: string) => `Обеды по договору, ${formatDay(day)}`;
export const lunchInvoiceLateLine = (day: string) => `Изменение после срока, ${formatDay(day)}`;
export const lunchInvoicePurpose = (number: string, month: string, contractId: number) =>
  `Оплата по счёту № ${number} за обеды по договору №${contractId} за ${formatMonth(month)}`;
export const lunchTransferNote = (number: string) => `Оплата по счёту № ${number}`;
