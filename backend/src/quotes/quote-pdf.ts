import { formatByn, formatDay, formatMinskDateTime, formatPhone } from '@bulbash/rules';
import { ContactsResponse } from '../catalogue/catalogue.dto';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { openPdf, PdfFont, roomFor } from '../documents/pdf-document';
import { PdfTable, tableEnd, tableHeader, tableRow } from '../documents/pdf-table';
import { PublicQuoteResponse, QuoteLineResponse } from './quote-response.dto';

const BRAND = '#7a4b1e';
const LEFT = 50;
const WIDTH = 495;
const LINES_TABLE: PdfTable = {
  left: LEFT,
  fontSize: 9,
  columns: [
    { title: '№', width: 25 },
    { title: 'Наименование', width: 195 },
    { title: 'Ед.', width: 65 },
    { title: 'Кол-во', width: 50, align: 'right' },
    { title: 'Цена', width: 80, align: 'right' },
    { title: 'Сумма', width: 80, align: 'right' },
  ],
};

type Font = PdfFont;

/** The customer's proposal as an A4 PDF (pdfkit, like the invoice): nothing staff-only is printed. */
export function renderQuotePdf(quote: PublicQuoteResponse, seller: ContactsResponse, issuedOn: string): Promise<Buffer> {
  const title = `Коммерческое предложение №${quote.id}${quote.version > 1 ? ` (версия ${quote.version})` : ''}`;
  const { doc, done } = openPdf({ title, author: SHOP_IDENTITY.name, margin: LEFT });

  header(doc, seller);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor('black')
    .text(title, LEFT, doc.y + 10, { width: WIDTH, align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`от ${formatDay(issuedOn)}`, { width: WIDTH, align: 'center' })
    .moveDown();

  section(doc, 'Заказчик', customerLines(quote));
  section(doc, 'Мероприятие', eventLines(quote));

  const dishes = quote.lines.filter((line) => line.kind === 'dish');
  const services = quote.lines.filter((line) => line.kind === 'service');
  let y = tableHeader(doc, LINES_TABLE, doc.y + 4);
  let number = 0;
  for (const [category, lines] of groupByCategory(dishes)) {
    y = groupRow(doc, y, category);
    for (const line of lines) y = tableRow(doc, LINES_TABLE, y, cells(++number, line));
  }
  if (services.length) {
    y = groupRow(doc, y, 'Услуги');
    for (const line of services) y = tableRow(doc, LINES_TABLE, y, cells(++number, line));
  }
  doc.y = tableEnd(doc, LINES_TABLE, y) + 8;

  totals(doc, quote);
  doc.moveDown(0.5);
  const deposit =
    quote.deposit.amount > 0
      ? `Предоплата ${quote.deposit.percent} %: ${formatByn(quote.deposit.amount)}${quote.deposit.due_at ? ` — до ${formatDay(quote.deposit.due_at)}` : ''}` +
        ` (в течение 3 дней после принятия). Остаток ${formatByn(quote.balance.amount)}${quote.balance.due_at ? ` — до ${formatDay(quote.balance.due_at)}` : ''}.`
      : `Оплата ${formatByn(quote.balance.amount)}${quote.balance.due_at ? ` до ${formatDay(quote.balance.due_at)}` : ''}.`;
  section(doc, 'Оплата', [deposit]);
  section(doc, 'Срок действия', [`Предложение действует до ${formatDay(quote.valid_until)} включительно.`]);
  section(doc, 'Условия', [...(quote.terms ? [quote.terms] : []), quote.cancellation_rule]);
  doc.end();
  return done;
}

/** The shop's mark (drawn, nothing downloaded), its name and requisites from the contacts record. */
function header(doc: PDFKit.PDFDocument, seller: ContactsResponse): void {
  doc.circle(LEFT + 22, 72, 22).fill(BRAND);
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('white')
    .text('Б', LEFT + 13, 59, { width: 20, align: 'center' });
  doc
    .fillColor(BRAND)
    .fontSize(18)
    .text(SHOP_IDENTITY.name, LEFT + 56, 52, { width: WIDTH - 56 });
  doc.fillColor('black').font('regular').fontSize(8);
  const lines = [
    `${seller.name_organization}, УНП ${seller.pan}`,
    `Юр. адрес: ${seller.organization_address}`,
    `Р/с ${seller.bank_current_account}, БИК ${seller.bank_identification_code}, ${seller.bank_address}`,
    `Тел.: ${[seller.phone_number_1, seller.phone_number_2].filter(Boolean).join(', ')}; e-mail: ${seller.email}`,
  ];
  for (const line of lines) doc.text(line, LEFT + 56, doc.y, { width: WIDTH - 56 });
  const bottom = Math.max(doc.y, 100) + 6;
  doc
    .moveTo(LEFT, bottom)
    .lineTo(LEFT + WIDTH, bottom)
    .strokeColor(BRAND)
    .stroke()
    .strokeColor('black');
  doc.y = bottom + 4;
}

function customerLines(quote: PublicQuoteResponse): string[] {
  const lines = [`${quote.contact_name}, тел. ${formatPhone(quote.contact_phone)}, ${quote.contact_email}`];
  if (quote.payer_type === 'company')
    lines.push(
      `${quote.company_name}, УНП ${quote.company_unp}`,
      `Юр. адрес: ${quote.company_address}`,
      `Р/с ${quote.company_account}, БИК ${quote.company_bic}`,
    );
  else if (quote.company_name) lines.push(quote.company_name);
  return lines;
}

function eventLines(quote: PublicQuoteResponse): string[] {
  const place =
    quote.delivery_method === 'pickup'
      ? 'Самовывоз'
      : `Доставка: ${quote.delivery_address ?? 'адрес уточняется'}${quote.delivery_distance_km > 0 ? `, ${quote.delivery_distance_km} км за МКАД` : ''}`;
  return [
    `${quote.format_name ? `${quote.format_name}, ` : ''}${quote.guests} гостей, ${formatMinskDateTime(new Date(quote.event_at))}`,
    place,
  ];
}

function groupByCategory(lines: QuoteLineResponse[]): Map<string, QuoteLineResponse[]> {
  const groups = new Map<string, QuoteLineResponse[]>();
  for (const line of lines) {
    const key = line.category_name ?? 'Блюда';
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return groups;
}

const cells = (number: number, line: QuoteLineResponse) => [
  String(number),
  line.name,
  line.unit ?? 'шт.',
  String(line.quantity),
  formatByn(line.unit_price),
  formatByn(line.line_total),
];

function totals(doc: PDFKit.PDFDocument, quote: PublicQuoteResponse): void {
  const rows: Array<[string, string, Font]> = [
    ['Блюда', formatByn(quote.items_total), 'regular'],
    ...(quote.services_total > 0 ? [['Услуги', formatByn(quote.services_total), 'regular'] as [string, string, Font]] : []),
    [quote.delivery_method === 'pickup' ? 'Самовывоз' : 'Доставка', formatByn(quote.delivery_cost), 'regular'],
    ...(quote.discount > 0
      ? [
          [
            `Скидка${quote.discount_percent !== null ? ` ${quote.discount_percent} %` : ''}`,
            `−${formatByn(quote.discount)}`,
            'regular',
          ] as [string, string, Font],
        ]
      : []),
    ['Итого', formatByn(quote.total), 'bold'],
    [`На гостя (${quote.guests})`, formatByn(quote.per_guest), 'regular'],
  ];
  for (const [label, amount, font] of rows) {
    const top = doc.y;
    doc.font(font).fontSize(font === 'bold' ? 11 : 10);
    doc.text(`${label}:`, LEFT + 245, top, { width: 150, align: 'right' });
    doc.text(amount, LEFT + 395, top, { width: 100, align: 'right' });
  }
}

function section(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.y = roomFor(doc, doc.y, 40);
  doc.font('bold').fontSize(10).text(`${title}:`, LEFT, doc.y, { width: WIDTH });
  doc.font('regular');
  for (const line of lines) doc.text(line, { width: WIDTH });
  doc.moveDown(0.5);
}

/** A shaded band naming the group (a category, «Услуги»), kept with room for a row under it. */
function groupRow(doc: PDFKit.PDFDocument, top: number, title: string): number {
  const y = roomFor(doc, top, 36);
  doc.rect(LEFT, y, WIDTH, 16).fill('#f3ebe0').fillColor('black');
  doc
    .font('bold')
    .fontSize(9)
    .text(title, LEFT + 3, y + 4, { width: WIDTH - 6 });
  return y + 16;
}
