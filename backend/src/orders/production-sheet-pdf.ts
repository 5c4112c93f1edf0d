import { allergenPhrase, formatByn, formatDay, fromMinor, serviceQuantityText, toMinor } from '@bulbash/rules';
import { ProductionEvent, ProductionSheet } from './production-sheet.service';
import { commentRuns } from './comment-runs';
import { dietLine } from '../common/dietary-columns';
import { openPdf, roomFor, runsHeight, runsText, TextRun, WARNING_COLOUR } from '../documents/pdf-document';
import { PdfCell, PdfTable, tableEnd, tableHeader, tableRow } from '../documents/pdf-table';

const MARGIN = 40;
const WIDTH = 515;
const SIZE = 10;
const DISHES: PdfTable = {
  left: MARGIN,
  fontSize: 9,
  columns: [
    { title: 'Блюдо', width: 205 },
    { title: 'Кол-во', width: 50, align: 'right' },
    { title: 'Заказы', width: 150 },
    { title: 'Аллергены', width: 110 },
  ],
};

const SERVICES: PdfTable = {
  left: MARGIN,
  fontSize: 9,
  columns: [
    { title: 'Услуга', width: 205 },
    { title: 'Кол-во', width: 50, align: 'right' },
    { title: 'Ед.', width: 60 },
    { title: 'Заказы', width: 200 },
  ],
};

/** «Официант — 8 час»: a service line of an accepted quote as the staff read it. */
export const serviceText = (service: { name: string; unit: string | null; quantity: number }): string =>
  `${service.name} — ${serviceQuantityText(service.quantity, service.unit)}`;

/** '05.12.2026' or '05.12.2026 — 07.12.2026'. */
const periodText = (from: string, to: string): string => (from === to ? formatDay(from) : `${formatDay(from)} — ${formatDay(to)}`);

/**
 * «79,00 byn + 5,00 byn − 3,00 byn = 81,00 byn»: dishes + delivery ± adjustments = total; with
 * services «Блюда: 1 055,00 byn + Услуги: 200,00 byn + 7,00 byn − 62,75 byn = …», apart.
 */
function breakdown(event: ProductionEvent): string {
  const adjustment =
    event.adjustments_total === 0 ? '' : ` ${event.adjustments_total > 0 ? '+' : '−'} ${formatByn(Math.abs(event.adjustments_total))}`;
  const lines =
    event.services_total === 0
      ? formatByn(event.items_total)
      : `Блюда: ${formatByn(fromMinor(toMinor(event.items_total) - toMinor(event.services_total)))} + Услуги: ${formatByn(event.services_total)}`;
  return `${lines} + ${formatByn(event.delivery_cost)}${adjustment} = ${formatByn(event.total_cost)}`;
}

/** The paragraphs of one event, in the order they print. */
function eventParagraphs(event: ProductionEvent, manyDays: boolean): Array<{ runs: TextRun[]; size: number; indent: number }> {
  const at = event.delivery_at;
  const when = manyDays ? `${formatDay(at.slice(0, 10))} ${at.slice(11, 16)}` : at.slice(11, 16);
  const how = event.delivery_method === 'pickup' ? 'Самовывоз' : 'Доставка';
  const paragraphs: Array<{ runs: TextRun[]; size: number; indent: number }> = [
    { runs: [{ text: `${when} · Заказ № ${event.order_id}`, font: 'bold' as const }], size: 12, indent: 0 },
    {
      runs: [{ text: `${how}${event.address ? `: ${event.address}` : ''}${event.guests === null ? '' : ` · Гостей: ${event.guests}`}` }],
      size: SIZE,
      indent: 0,
    },
  ];
  const diet = dietLine(event);
  if (diet)
    paragraphs.push({
      runs: [{ text: diet, font: 'bold' as const, colour: WARNING_COLOUR }],
      size: SIZE,
      indent: 0,
    });
  for (const dish of event.dishes)
    paragraphs.push({
      runs:
        dish.conflicts.length > 0
          ? [
              { text: `${dish.name} × ${dish.quantity}` },
              { text: ` — содержит исключённое: ${allergenPhrase(dish.conflicts)}!`, font: 'bold' as const, colour: WARNING_COLOUR },
            ]
          : [{ text: `${dish.name} × ${dish.quantity}` }],
      size: SIZE,
      indent: 14,
    });
  if (event.services.length > 0)
    paragraphs.push({
      runs: [{ text: 'Услуги: ', font: 'bold' as const }, { text: event.services.map(serviceText).join('; ') }],
      size: SIZE,
      indent: 14,
    });
  if (event.comment)
    paragraphs.push({
      runs: [{ text: 'Комментарий: ', font: 'bold' as const }, ...commentRuns(event.comment)],
      size: SIZE,
      indent: 0,
    });
  paragraphs.push({ runs: [{ text: `Сумма: ${breakdown(event)}` }], size: 9, indent: 0 });
  return paragraphs;
}

const GAP = 2;

/** The height of an event's block (an upper bound: measured in bold). */
function eventHeight(doc: PDFKit.PDFDocument, event: ProductionEvent, manyDays: boolean): number {
  return eventParagraphs(event, manyDays).reduce((sum, p) => sum + runsHeight(doc, p.runs, WIDTH - p.indent, p.size) + GAP, 0) + 10;
}

/**
 * One event as a block; the block goes whole to the next page when it does not fit the rest of
 * this one (a block taller than a page flows on). Answers the y below it.
 */
function drawEvent(doc: PDFKit.PDFDocument, event: ProductionEvent, manyDays: boolean, y: number): number {
  const paragraphs = eventParagraphs(event, manyDays);
  let top = roomFor(doc, y, eventHeight(doc, event, manyDays));
  for (const paragraph of paragraphs)
    top = runsText(doc, paragraph.runs, MARGIN + paragraph.indent, top, WIDTH - paragraph.indent, paragraph.size) + GAP;
  top += 4;
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + WIDTH, top)
    .lineWidth(0.5)
    .dash(2, { space: 2 })
    .stroke()
    .undash();
  return top + 6;
}

/**
 * The production sheet as an A4 PDF: the dish totals (with their orders, an order whose comment
 * mentions an allergy marked, and the dishes' allergens), then each event by time with delivery or
 * pickup and where, guests, dishes, the comment (allergy words in bold red) and the money breakdown.
 */
export function renderProductionSheetPdf(sheet: ProductionSheet): Promise<Buffer> {
  const period = periodText(sheet.date_from, sheet.date_to);
  const { doc, done } = openPdf({ title: `Производственный лист на ${period}`, margin: MARGIN });
  doc.font('bold').fontSize(16).text(`Производственный лист на ${period}`, MARGIN, MARGIN, { width: WIDTH });
  doc.font('regular').fontSize(SIZE).text(`Заказов (без отменённых): ${sheet.orders}`, { width: WIDTH });
  let y = doc.y + 6;
  if (sheet.allergy_notes.length > 0) {
    y = runsText(doc, [{ text: 'Аллергии в заказах:', font: 'bold', colour: WARNING_COLOUR }], MARGIN, y, WIDTH, 11) + 2;
    for (const note of sheet.allergy_notes)
      y =
        runsText(doc, [{ text: `№ ${note.order_id}: `, font: 'bold' }, ...commentRuns(note.comment)], MARGIN + 10, y, WIDTH - 10, SIZE) + 2;
    y += 6;
  }
  if (sheet.items.length === 0) {
    doc.font('regular').fontSize(11).text('На эти дни блюд нет.', MARGIN, y, { width: WIDTH });
    doc.end();
    return done;
  }
  y = runsText(doc, [{ text: 'Блюда', font: 'bold' }], MARGIN, y, WIDTH, 13) + 2;
  if (sheet.items.some((line) => line.conflicts.length > 0))
    y =
      runsText(doc, [{ text: 'Красным — заказы, которые исключили аллерген этого блюда.', colour: WARNING_COLOUR }], MARGIN, y, WIDTH, 8) +
      2;
  y = tableHeader(doc, DISHES, y);
  for (const line of sheet.items) {
    const orders: PdfCell = line.order_ids.flatMap((id, index): TextRun[] => [
      ...(index > 0 ? [{ text: ', ' }] : []),
      // Non-breaking spaces: «№ 15 (!)» never splits over two lines.
      line.conflicts.some((conflict) => conflict.order_id === id)
        ? { text: `№\u00a0${id}\u00a0(!)`, font: 'bold', colour: WARNING_COLOUR }
        : { text: `№\u00a0${id}` },
    ]);
    y = tableRow(doc, DISHES, y, [line.name, String(line.quantity), orders, allergenPhrase(line.allergens) || '—']);
  }
  tableEnd(doc, DISHES, y);
  if (sheet.services.length > 0) {
    // Staff, tableware and the like from accepted quotes: for the manager, apart from the cooking.
    y = runsText(doc, [{ text: 'Услуги', font: 'bold' }], MARGIN, roomFor(doc, y + 12, 60), WIDTH, 13) + 2;
    y = tableHeader(doc, SERVICES, y);
    for (const line of sheet.services)
      y = tableRow(doc, SERVICES, y, [
        line.name,
        String(line.quantity),
        line.unit ?? '—',
        line.order_ids.map((id) => `№\u00a0${id}`).join(', '),
      ]);
    tableEnd(doc, SERVICES, y);
  }
  const manyDays = sheet.date_from !== sheet.date_to;
  // The heading stays with the first event.
  y = roomFor(doc, y + 16, 24 + (sheet.events[0] ? eventHeight(doc, sheet.events[0], manyDays) : 0));
  y = runsText(doc, [{ text: 'Мероприятия', font: 'bold' }], MARGIN, y, WIDTH, 13) + 6;
  for (const event of sheet.events) y = drawEvent(doc, event, manyDays, y);
  doc.end();
  return done;
}
