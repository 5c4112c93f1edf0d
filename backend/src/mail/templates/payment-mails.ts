import { formatByn, formatDay } from '@bulbash/rules';
import { SHOP_IDENTITY } from '../../common/shop-identity';
import { Letter, renderMail } from './layout';

/** What a payment reminder says: the order, what is due (deposit or the rest) and by when. */
export interface PaymentReminderFacts {
  orderId: number;
  customerName: string;
  /** deposit: the prepayment; balance: what is left to pay. */
  what: 'deposit' | 'balance';
  overdue: boolean;
  amount: number;
  /** 'YYYY-MM-DD', Minsk. */
  dueDay: string;
  invoiceNumber: string;
}

const WHAT = { deposit: 'предоплата', balance: 'оплата' } as const;

/** To the customer: a deposit or balance falls due within two days, or its day has passed; the invoice is attached. */
export function paymentReminderMail(facts: PaymentReminderFacts, ordersLink: string, payLink: string | null = null): Letter {
  const amount = formatByn(facts.amount);
  const day = formatDay(facts.dueDay);
  const what = WHAT[facts.what];
  const subject = facts.overdue
    ? `Заказ №${facts.orderId}: ${what} просрочена — «${SHOP_IDENTITY.name}»`
    : `Заказ №${facts.orderId}: ${what} до ${day} — «${SHOP_IDENTITY.name}»`;
  const main = facts.overdue
    ? `Срок оплаты по заказу №${facts.orderId} истёк ${day}: ${facts.what === 'deposit' ? 'предоплата' : 'остаток'} ${amount} не поступил${facts.what === 'deposit' ? 'а' : ''}.`
    : `Напоминаем: по заказу №${facts.orderId} ${facts.what === 'deposit' ? 'предоплату' : 'оставшуюся сумму'} ${amount} нужно оплатить до ${day}.`;
  return {
    subject,
    ...renderMail({
      title: facts.overdue ? `Оплата заказа №${facts.orderId} просрочена` : `Напоминание об оплате заказа №${facts.orderId}`,
      paragraphs: [
        `Здравствуйте, ${facts.customerName}!`,
        main,
        `Счёт на оплату № ${facts.invoiceNumber} — во вложении; его можно скачать и в разделе «Мои заказы».`,
        ...(payLink ? [ONLINE_PAY_LINE] : []),
        ...(facts.overdue ? ['Если вы уже оплатили, просто ответьте на это письмо — мы проверим поступление.'] : []),
      ],
      button: payLink ? { label: 'Оплатить онлайн', url: payLink } : { label: 'Мои заказы', url: ordersLink },
    }),
  };
}

/** The line beside a pay link: how the customer pays online. */
export const ONLINE_PAY_LINE =
  'Оплатить можно онлайн — банковской картой или через ЕРИП («Расчёт»): кнопка ниже откроет заказ после входа.';

/** What a receipt for an online payment says. */
export interface OnlineReceiptFacts {
  orderId: number;
  customerName: string;
  amount: number;
  /** «картой онлайн», «ЕРИП». */
  methodLabel: string;
  /** The payment provider's transaction number. */
  transactionUid: string;
  /** Minsk time, e.g. «05.12.2026 15:30». */
  paidAt: string;
  paidTotal: number;
  balance: number;
}

/** To the customer: an online payment (card or ERIP) was received and entered against the order. */
export function onlinePaymentReceiptMail(facts: OnlineReceiptFacts, ordersLink: string): Letter {
  return {
    subject: `Заказ №${facts.orderId}: оплата ${formatByn(facts.amount)} получена — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: `Оплата заказа №${facts.orderId} получена`,
      paragraphs: [
        `Здравствуйте, ${facts.customerName}!`,
        `Мы получили оплату ${formatByn(facts.amount)} (${facts.methodLabel}) по заказу №${facts.orderId}.`,
        `Дата оплаты: ${facts.paidAt}. Номер транзакции: ${facts.transactionUid}.`,
        `Всего оплачено: ${formatByn(facts.paidTotal)}. ${facts.balance > 0 ? `Осталось оплатить: ${formatByn(facts.balance)}.` : 'Заказ оплачен полностью.'}`,
      ],
      button: { label: 'Мои заказы', url: ordersLink },
      footnotes: ['Это письмо — подтверждение оплаты. Сохраните его до выполнения заказа.'],
    }),
  };
}
