import { Letter, renderMail } from './layout';

/** What a change request letter names: the order, the customer, the wishes as lines, and staff's answer. */
export interface ChangeRequestLetter {
  orderId: number;
  customerName: string;
  /** «Гостей: 40», «Время: 05.12.2026 в 15:00», «Блюда: …», «Комментарий: …» */
  wishes: string[];
}

/** To the shop: a customer asks to change an order. */
export function changeRequestNoticeMail(request: ChangeRequestLetter, adminLink: string): Letter {
  return {
    subject: `Заказ №${request.orderId}: просьба изменить`,
    ...renderMail({
      title: `Клиент просит изменить заказ №${request.orderId}`,
      paragraphs: [`${request.customerName} просит изменить заказ:`, ...request.wishes.map((wish) => `• ${wish}`)],
      button: { label: 'Открыть заказ', url: adminLink },
      footnotes: ['Примите просьбу (откроется редактор заказа) или отклоните её с причиной — клиент получит письмо.'],
    }),
  };
}

/** To the customer: staff accepted the request (the order letter «Заказ изменён» says what changed). */
export function changeRequestAcceptedMail(request: ChangeRequestLetter, ordersLink: string): Letter {
  return {
    subject: `Заказ №${request.orderId}: просьба об изменении принята`,
    ...renderMail({
      title: 'Просьба об изменении принята',
      paragraphs: [
        `Здравствуйте, ${request.customerName}!`,
        `Мы приняли вашу просьбу изменить заказ №${request.orderId}:`,
        ...request.wishes.map((wish) => `• ${wish}`),
      ],
      button: { label: 'Мои заказы', url: ordersLink },
      footnotes: ['Актуальный состав и сумма заказа — в «Моих заказах».'],
    }),
  };
}

/** To the customer: staff declined the request, with the reason. */
export function changeRequestDeclinedMail(request: ChangeRequestLetter, reason: string, ordersLink: string): Letter {
  return {
    subject: `Заказ №${request.orderId}: просьба об изменении отклонена`,
    ...renderMail({
      title: 'Не получилось изменить заказ',
      paragraphs: [
        `Здравствуйте, ${request.customerName}!`,
        `К сожалению, мы не можем изменить заказ №${request.orderId} так, как вы просили:`,
        ...request.wishes.map((wish) => `• ${wish}`),
        `Причина: ${reason}`,
        'Заказ остаётся прежним.',
      ],
      button: { label: 'Мои заказы', url: ordersLink },
      footnotes: ['Позвоните нам — подберём другой вариант.'],
    }),
  };
}
