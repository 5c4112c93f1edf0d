import { fillIn } from '../common/fields/field-messages';
import { formatDay, QUOTE_STATUS_LABELS, QuoteStatus, QUOTE_STATUSES } from '@bulbash/rules';

/** Russian details of the quotes domain (the documented error envelope carries them). */
export const QUOTE_NOT_FOUND = 'Предложение не найдено';
export const QUOTE_CHANGED_MEANWHILE = 'Предложение изменилось, обновите страницу';
export const QUOTE_DISCOUNT_BOTH = 'discount_percent: укажите скидку либо суммой (discount_amount), либо процентом — не обоими';
export const QUOTE_DISCOUNT_TOO_LARGE = 'discount_amount: скидка больше стоимости блюд и услуг';
export const QUOTE_DELETE_SENT = 'Удалить можно только черновик; отправленное предложение остаётся в истории';
export const QUOTE_NO_LINES = 'lines: добавьте хотя бы одно блюдо или услугу';
export const QUOTE_NEEDS_ADDRESS = 'delivery_address: укажите адрес доставки';
export const QUOTE_VALID_UNTIL_PAST = 'valid_until: срок действия уже прошёл — укажите сегодняшний или более поздний день';
export const QUOTE_BAD_DAY = 'valid_until: такой даты нет';
export const QUOTE_UNKNOWN_FORMAT = 'format: неизвестный формат мероприятия';
export const QUOTE_UNKNOWN_USER = 'user_id: клиент не найден';
export const QUOTE_UNKNOWN_ENQUIRY = 'enquiry_id: заявка не найдена';
export const QUOTE_ENQUIRY_ON_UPDATE = 'enquiry_id: заявку указывают только при создании предложения';
export const QUOTE_DUPLICATE_DISH = (index: number) => `lines[${index}]: это блюдо уже есть в предложении — измените количество`;
export const quoteDishMissing = (index: number, productId: number) => `lines[${index}]: блюдо №${productId} не найдено или снято с продажи`;
export const quoteFieldRequired = fillIn;
export const QUOTE_CHANGES_THANKS = 'Спасибо! Мы получили ваш комментарий и пришлём обновлённое предложение';
export const QUOTE_DECLINED = 'Вы отказались от предложения. Если передумаете — напишите нам, и мы пришлём новое';
export const QUOTE_PAYMENT_METHOD_REQUIRED = 'payment_method: выберите способ оплаты — наличными, картой или переводом';
export const QUOTE_SENT = (email: string) => `Предложение отправлено на ${email}`;

/** Why a customer (or staff) may not act on a quote in this status. */
export function quoteClosed(status: QuoteStatus): string {
  switch (status) {
    case 'accepted':
      return 'Предложение уже принято';
    case 'declined':
      return 'Предложение отклонено. Попросите менеджера прислать новое';
    case 'expired':
      return 'Срок действия предложения истёк. Попросите менеджера продлить его или прислать новое';
    case 'replaced':
      return 'Это предложение заменено новой версией — проверьте почту или попросите менеджера прислать ссылку';
    case 'draft':
      return 'Предложение ещё не отправлено';
    default:
      return `Предложение в статусе «${QUOTE_STATUS_LABELS[status]}»`;
  }
}

export const quoteNotEditable = (status: QuoteStatus) => `${quoteClosed(status)}: изменить его нельзя`;

/** 403 for accepting with another account (or none): the page offers sign-in / sign-up with this e-mail. */
export const quoteWrongAccount = (email: string) =>
  `Принять предложение может только владелец адреса ${email}: войдите или зарегистрируйтесь с этим e-mail`;

export const quoteAccepted = (orderId: number) => `Предложение принято, заказ №${orderId} оформлен`;
export const quoteExtended = (day: string) => `Срок действия продлён до ${formatDay(day)}`;

export const QUOTE_MESSAGE_RATE_LIMIT_DETAIL =
  'Слишком много сообщений по этому предложению: не более 5 в час с одного адреса. Попробуйте позже или позвоните нам';
export const QUOTE_STATUS_UNKNOWN = `status: неизвестный статус; допустимы: ${QUOTE_STATUSES.join(', ')}`;
export const QUOTE_CURRENT_NOT_BOOLEAN = 'current: ожидается true или false';
