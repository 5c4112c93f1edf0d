import { formatByn, formatDay, formatMinskDateTime } from '@bulbash/rules';
import { SHOP_IDENTITY } from '../../common/shop-identity';
import { Letter, renderMail } from './layout';

/** What a quote letter needs; plain values, so templates stay free of entities. */
export interface QuoteSummary {
  id: number;
  version: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  eventAt: Date;
  guests: number;
  formatName: string | null;
  total: number;
  perGuest: number;
  validUntil: string;
}

const eventLine = (quote: QuoteSummary) =>
  `Мероприятие: ${quote.formatName ? `${quote.formatName}, ` : ''}${quote.guests} гостей, ${formatMinskDateTime(quote.eventAt)}`;

const title = (quote: QuoteSummary) => `Предложение №${quote.id}${quote.version > 1 ? ` (версия ${quote.version})` : ''}`;

/** To the customer: the link to the proposal (the link is the access). */
export function quoteSentMail(quote: QuoteSummary, link: string): Letter {
  return {
    subject: `${title(quote)} на ваше мероприятие — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: title(quote),
      paragraphs: [
        `Здравствуйте, ${quote.contactName}!`,
        'Мы подготовили для вас предложение: меню, услуги, доставку и условия оплаты.',
        eventLine(quote),
        `Итого: ${formatByn(quote.total)} (${formatByn(quote.perGuest)} на гостя)`,
        `Предложение действует до ${formatDay(quote.validUntil)} включительно.`,
      ],
      button: { label: 'Открыть предложение', url: link },
      footnotes: [
        'На странице предложения его можно принять, скачать в PDF или попросить изменения.',
        `Принять предложение можно, войдя в личный кабинет с адресом ${quote.contactEmail}.`,
      ],
    }),
  };
}

/** To the shop: the customer asks for changes (or declines), with their comment. */
export function quoteFeedbackNoticeMail(
  quote: QuoteSummary,
  kind: 'changes' | 'declined',
  comment: string | null,
  adminLink: string,
): Letter {
  const what = kind === 'changes' ? 'Клиент просит изменить предложение' : 'Клиент отклонил предложение';
  return {
    subject: `${what} №${quote.id}`,
    ...renderMail({
      title: `${what} №${quote.id}`,
      paragraphs: [
        eventLine(quote),
        `Клиент: ${quote.contactName}, ${quote.contactPhone}, ${quote.contactEmail}`,
        `Сумма: ${formatByn(quote.total)}`,
        `Комментарий клиента: ${comment ?? '—'}`,
      ],
      button: { label: 'Открыть в панели управления', url: adminLink },
    }),
  };
}
