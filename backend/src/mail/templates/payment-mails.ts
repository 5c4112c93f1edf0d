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
export function paymentReminderMail(facts: PaymentReminderFacts, ordersLink: string): Letter {
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
        ...(facts.overdue ? ['Если вы уже оплатили, просто ответьте на это письмо — мы проверим поступление.'] : []),
      ],
      button: { label: 'Мои заказы', url: ordersLink },
    }),
  };
}
