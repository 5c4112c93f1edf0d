import { formatByn, formatDay, formatMonth } from '@bulbash/rules';
import { SHOP_IDENTITY } from '../../common/shop-identity';
import { Letter, renderMail } from './layout';

/** What a letter about a lunch contract's day or month names. */
export interface LunchLetterFacts {
  contractId: number;
  companyName: string;
}

/** To the contact: the kitchen does not work on a contract's day, so no lunch comes. */
export function lunchDayNotOrderedMail(facts: LunchLetterFacts & { day: string; reason: string }, link: string): Letter {
  const day = formatDay(facts.day);
  return {
    subject: `Обеды на ${day} не будут доставлены — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: `Обеды на ${day} не будут доставлены`,
      paragraphs: [
        'Здравствуйте!',
        `По договору на обеды №${facts.contractId} (${facts.companyName}) обеды на ${day} не заказаны: ${facts.reason}.`,
        'Этот день не войдёт в счёт за месяц. Если обед всё же нужен, позвоните нам — подберём решение.',
      ],
      button: { label: 'Обеды в офис', url: link },
    }),
  };
}

/** To the shop: a contract's day made no order (the kitchen's refusal). */
export function lunchDayNotOrderedNoticeMail(facts: LunchLetterFacts & { day: string; reason: string }, link: string): Letter {
  const day = formatDay(facts.day);
  return {
    subject: `Обеды по договору №${facts.contractId} на ${day} не заказаны`,
    ...renderMail({
      title: `Обеды на ${day} не заказаны`,
      paragraphs: [
        `Договор №${facts.contractId}, ${facts.companyName}: заказ на ${day} не создан — ${facts.reason}.`,
        'Клиенту отправлено письмо.',
      ],
      button: { label: 'Открыть договор', url: link },
    }),
  };
}

/** To the contact: the month's invoice and act (both attached). */
export function lunchMonthInvoiceMail(
  facts: LunchLetterFacts & { month: string; number: string; total: number; dueDay: string; days: number },
  link: string,
): Letter {
  const month = formatMonth(facts.month);
  return {
    subject: `Счёт № ${facts.number} и акт за обеды, ${month} — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: `Счёт и акт за ${month}`,
      paragraphs: [
        'Здравствуйте!',
        `По договору на обеды №${facts.contractId} (${facts.companyName}) за ${month} доставлено обедов: ${facts.days} дн.`,
        `Счёт на оплату № ${facts.number} на ${formatByn(facts.total)} — оплатить до ${formatDay(facts.dueDay)}. Счёт и акт сдачи-приёмки оказанных услуг — во вложении.`,
        'Подписанный экземпляр акта верните, пожалуйста, нам.',
      ],
      button: { label: 'Обеды в офис', url: link },
    }),
  };
}

/** To the contact: the monthly invoice falls due within two days, or its day has passed. */
export function lunchInvoiceReminderMail(
  facts: LunchLetterFacts & { month: string; number: string; amount: number; dueDay: string; overdue: boolean },
  link: string,
): Letter {
  const day = formatDay(facts.dueDay);
  const month = formatMonth(facts.month);
  return {
    subject: facts.overdue
      ? `Счёт № ${facts.number} за обеды просрочен — «${SHOP_IDENTITY.name}»`
      : `Счёт № ${facts.number} за обеды: оплата до ${day} — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: facts.overdue ? `Оплата счёта № ${facts.number} просрочена` : `Напоминание об оплате счёта № ${facts.number}`,
      paragraphs: [
        'Здравствуйте!',
        facts.overdue
          ? `Срок оплаты счёта № ${facts.number} за обеды (${month}) истёк ${day}: ${formatByn(facts.amount)} не поступили.`
          : `Напоминаем: по счёту № ${facts.number} за обеды (${month}) ${formatByn(facts.amount)} нужно оплатить до ${day}.`,
        'Счёт — во вложении.',
        ...(facts.overdue ? ['Если вы уже оплатили, просто ответьте на это письмо — мы проверим поступление.'] : []),
      ],
      button: { label: 'Обеды в офис', url: link },
    }),
  };
}
