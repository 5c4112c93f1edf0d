import { formatByn, formatMinskDateTime } from '@bulbash/rules';
import { SHOP_IDENTITY } from '../../common/shop-identity';
import { escapeHtml } from './escape-html';
import { Letter, renderMail } from './layout';

/** What an enquiry letter needs; plain values, so templates stay free of entities. */
export interface EnquirySummary {
  id: number;
  eventAt: Date;
  guests: number;
  formatName: string;
  budgetPerGuest: number | null;
  deliveryMethod: 'delivery' | 'pickup';
  deliveryAddress: string | null;
  deliveryDistanceKm: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  companyName: string | null;
  comment: string | null;
  total: number;
  lines: Array<{ name: string; unitPrice: number; quantity: number; lineTotal: number }>;
}

const CELL =
  "padding: 8px 6px; border-bottom: 1px solid #eee0cf; font-family: Arial, 'Helvetica Neue', Helvetica, sans-serif; font-size: 14px; color: #2b2b2b;";

function menuTable(enquiry: EnquirySummary): { tableHtml?: string; tableText?: string } {
  if (enquiry.lines.length === 0) return {};
  const rows = enquiry.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${escapeHtml(line.name)}</td><td align="right" style="${CELL}">${line.quantity} × ${formatByn(line.unitPrice)}</td>` +
        `<td align="right" style="${CELL}">${formatByn(line.lineTotal)}</td></tr>`,
    )
    .join('');
  const total = `<tr><td colspan="2" style="${CELL} font-weight: bold;">Итого по меню</td><td align="right" style="${CELL} font-weight: bold;">${formatByn(enquiry.total)}</td></tr>`;
  return {
    tableHtml: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 18px;">${rows}${total}</table>`,
    tableText: [
      ...enquiry.lines.map((line) => `${line.name}: ${line.quantity} × ${formatByn(line.unitPrice)} = ${formatByn(line.lineTotal)}`),
      `Итого по меню: ${formatByn(enquiry.total)}`,
    ].join('\n'),
  };
}

function facts(enquiry: EnquirySummary): string[] {
  const place =
    enquiry.deliveryMethod === 'pickup'
      ? 'Получение: самовывоз'
      : `Доставка: ${enquiry.deliveryAddress ?? 'адрес уточним по телефону'}${enquiry.deliveryDistanceKm > 0 ? `, ${enquiry.deliveryDistanceKm} км за МКАД` : ''}`;
  return [
    `Мероприятие: ${enquiry.formatName}, ${enquiry.guests} гостей`,
    `Дата и время: ${formatMinskDateTime(enquiry.eventAt)}`,
    ...(enquiry.budgetPerGuest !== null ? [`Бюджет на гостя: ${formatByn(enquiry.budgetPerGuest)}`] : []),
    place,
    `Контакт: ${enquiry.contactName}, ${enquiry.contactPhone}, ${enquiry.contactEmail}`,
    ...(enquiry.companyName ? [`Компания: ${enquiry.companyName}`] : []),
    ...(enquiry.comment ? [`Комментарий: ${enquiry.comment}`] : []),
  ];
}

/** To the customer: what they sent, and that a manager will call. */
export function enquiryReceivedMail(enquiry: EnquirySummary, pageLink: string): Letter {
  return {
    subject: `Заявка №${enquiry.id} на мероприятие принята — «${SHOP_IDENTITY.name}»`,
    ...renderMail({
      title: `Заявка №${enquiry.id} принята`,
      paragraphs: [
        `Здравствуйте, ${enquiry.contactName}!`,
        'Спасибо за заявку. Менеджер свяжется с вами в рабочее время, уточнит меню и пришлёт предложение.',
        ...facts(enquiry),
      ],
      ...menuTable(enquiry),
      button: { label: 'Рассчитать меню ещё раз', url: pageLink },
    }),
  };
}

/** To the shop: a new enquiry with a link to it in the back office. */
export function newEnquiryNoticeMail(enquiry: EnquirySummary, adminLink: string): Letter {
  return {
    subject: `Новая заявка №${enquiry.id}: ${enquiry.formatName}, ${enquiry.guests} гостей`,
    ...renderMail({
      title: `Новая заявка №${enquiry.id}`,
      paragraphs: facts(enquiry),
      ...menuTable(enquiry),
      button: { label: 'Открыть в админ-панели', url: adminLink },
    }),
  };
}
