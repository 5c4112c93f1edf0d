import { formatByn, formatDay, fromMinor, toMinor } from '@bulbash/rules';
import { DeliverySheet, DeliveryStop } from './delivery-sheet.service';
import { commentRuns } from './comment-runs';
import { openPdf, runsText, TextRun } from '../documents/pdf-document';
import { PdfCell, PdfTable, tableEnd, tableHeader, tableRow } from '../documents/pdf-table';

const MARGIN = 30;
const WIDTH = 782;
/** The sheet's table (exported for the test that checks every value stays in its column). */
export const DELIVERY_SHEET_TABLE: PdfTable = {
  left: MARGIN,
  fontSize: 9,
  columns: [
    { title: 'Время', width: 42 },
    { title: 'Заказ', width: 48 },
    { title: 'Адрес', width: 170 },
    { title: 'Км', width: 30, align: 'right' },
    { title: 'Клиент, телефон', width: 140 },
    { title: 'Гостей', width: 42, align: 'right' },
    { title: 'Мест', width: 36, align: 'right' },
    { title: 'Комментарий', width: 144 },
    { title: 'Оплата', width: 130 },
  ],
};

function paymentCell(stop: DeliveryStop): PdfCell {
  const runs: TextRun[] = [{ text: stop.payment_label }];
  runs.push({ text: `\n${stop.collect_label}`, font: stop.to_collect > 0 ? 'bold' : 'regular' });
  return runs;
}

/** «{lead} наличными: 240,50 byn» (and «, картой: …» when card orders are still owing). */
function collectTotals(sheet: DeliverySheet, lead: string): string {
  const cardMinor = toMinor(sheet.to_collect) - toMinor(sheet.cash_to_collect);
  const cardPart = cardMinor > 0 ? `, картой: ${formatByn(fromMinor(cardMinor))}` : '';
  return `${lead} наличными: ${formatByn(sheet.cash_to_collect)}${cardPart}`;
}

/**
 * The driver's sheet as a landscape A4 PDF: the day's deliveries by time, one row each (a row is
 * never cut by a page break; the titles repeat on every page), and the cash to collect in all.
 */
export function renderDeliverySheetPdf(sheet: DeliverySheet): Promise<Buffer> {
  const title = `Доставка на ${formatDay(sheet.date)}`;
  const { doc, done } = openPdf({ title, margin: MARGIN, layout: 'landscape' });
  doc.font('bold').fontSize(16).text(title, MARGIN, MARGIN, { width: WIDTH });
  doc
    .font('regular')
    .fontSize(10)
    .text(`Доставок: ${sheet.stops.length} · ${collectTotals(sheet, 'Получить')}`, { width: WIDTH });
  let y = doc.y + 8;
  if (sheet.stops.length === 0) {
    doc.fontSize(11).text('На этот день доставок нет.', MARGIN, y, { width: WIDTH });
    doc.end();
    return done;
  }
  y = tableHeader(doc, DELIVERY_SHEET_TABLE, y);
  for (const stop of sheet.stops)
    y = tableRow(doc, DELIVERY_SHEET_TABLE, y, [
      stop.time,
      `№ ${stop.order_id}`,
      stop.address ?? 'адрес не указан',
      String(stop.delivery_distance_km),
      [{ text: stop.customer }, { text: `\n${stop.phone}`, font: 'bold' }],
      stop.guests === null ? '—' : String(stop.guests),
      String(stop.boxes),
      stop.comment ? commentRuns(stop.comment) : '—',
      paymentCell(stop),
    ]);
  tableEnd(doc, DELIVERY_SHEET_TABLE, y);
  runsText(doc, [{ text: collectTotals(sheet, 'Итого получить'), font: 'bold' }], MARGIN, y + 10, WIDTH, 11);
  doc.end();
  return done;
}
