import { formatDay } from '@bulbash/rules';
import { PackingLabel } from './packing-labels.service';
import { openPdf, TEXT_COLOUR, WARNING_COLOUR } from '../documents/pdf-document';

/** A4 (595.28 × 841.89 pt) cut into 2 × 4 labels of 105 × 74 mm, no page margin (cut lines at the edges). */
export const LABEL_COLUMNS = 2;
export const LABEL_ROWS = 4;
const PAGE = { width: 595.28, height: 841.89 };
const LABEL = { width: PAGE.width / LABEL_COLUMNS, height: PAGE.height / LABEL_ROWS };
const PAD = 14;
const INNER = LABEL.width - 2 * PAD;
const DISH_SIZE = 9;
const DISH_LINE = 12;

/** «05.12.2026 14:00», or «время не назначено». */
function whenText(label: PackingLabel): string {
  const at = label.delivery_at;
  return at ? `${formatDay(at.slice(0, 10))} ${at.slice(11, 16)}` : 'время не назначено';
}

/**
 * The dishes that fit `rows` lines: all of them, or rows − 1 and «и ещё N» for the rest.
 */
export function fittedDishes(dishes: PackingLabel['dishes'], rows: number): string[] {
  const lines = dishes.map((dish) => `${dish.name} × ${dish.quantity}`);
  if (lines.length <= rows) return lines;
  const shown = Math.max(rows - 1, 0);
  return [...lines.slice(0, shown), `и ещё ${lines.length - shown}`];
}

/** One line of text: cut with «…» when it is wider than the label. */
function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): void {
  doc.text(text, x, y, { width: INNER, ellipsis: '…', height: doc.currentLineHeight(true), ...options });
}

function drawLabel(doc: PDFKit.PDFDocument, label: PackingLabel, left: number, top: number): void {
  const x = left + PAD;
  let y = top + PAD;
  doc.fillColor(TEXT_COLOUR).font('bold').fontSize(20);
  line(doc, `№ ${label.order_id}`, x, y);
  doc.fontSize(12);
  line(doc, whenText(label), x, y + 5, { align: 'right' });
  y += 28;
  doc.font('bold').fontSize(11);
  // A lunch contract's day: the company's marker first, then the contact with the phone.
  line(doc, label.marker ?? label.customer, x, y);
  y += 14;
  doc.font('regular').fontSize(10);
  line(doc, label.marker ? [label.customer, label.phone].filter(Boolean).join(', ') : label.phone, x, y);
  // The amount to collect, as the driver's sheet states it («оплачено» once paid).
  doc.font('bold');
  if (label.collect_label !== null) line(doc, label.collect_label, x, y, { align: 'right' });
  y += 14;
  const where = label.delivery_method === 'pickup' ? 'Самовывоз' : (label.address ?? 'адрес не указан');
  doc.font('bold').fontSize(10);
  doc.text(where, x, y, { width: INNER, height: 26, ellipsis: '…' });
  y += Math.min(doc.heightOfString(where, { width: INNER }), 26) + 4;
  if (label.diet) {
    const text = label.diet;
    doc.font('bold').fontSize(9).fillColor(WARNING_COLOUR);
    doc.text(text, x, y, { width: INNER, height: 22, ellipsis: '…' });
    y += Math.min(doc.heightOfString(text, { width: INNER }), 22) + 3;
    doc.fillColor(TEXT_COLOUR);
  }
  if (label.allergy_comment) {
    doc.font('bold').fontSize(9).fillColor(WARNING_COLOUR);
    doc.text(`Аллергия: ${label.allergy_comment}`, x, y, { width: INNER, height: 22, ellipsis: '…' });
    y += Math.min(doc.heightOfString(`Аллергия: ${label.allergy_comment}`, { width: INNER }), 22) + 3;
    doc.fillColor(TEXT_COLOUR);
  }
  doc
    .moveTo(x, y)
    .lineTo(x + INNER, y)
    .lineWidth(0.5)
    .stroke();
  y += 4;
  doc.font('regular').fontSize(DISH_SIZE);
  const rows = Math.floor((top + LABEL.height - PAD - y) / DISH_LINE);
  for (const dish of fittedDishes(label.dishes, rows)) {
    line(doc, dish, x, y);
    y += DISH_LINE;
  }
}

/** Dashed cut lines between the labels of a page. */
function cutLines(doc: PDFKit.PDFDocument): void {
  doc.save().lineWidth(0.5).strokeColor('#888888').dash(4, { space: 3 });
  for (let column = 1; column < LABEL_COLUMNS; column++)
    doc
      .moveTo(column * LABEL.width, 0)
      .lineTo(column * LABEL.width, PAGE.height)
      .stroke();
  for (let row = 1; row < LABEL_ROWS; row++)
    doc
      .moveTo(0, row * LABEL.height)
      .lineTo(PAGE.width, row * LABEL.height)
      .stroke();
  doc.undash().restore();
}

/**
 * Packing labels, one per order, eight to an A4 page (2 × 4, 105 × 74 mm, dashed cut lines):
 * order number, event time, customer and phone, address or «Самовывоз», an allergy warning, and
 * the dishes with quantities (a long list ends with «и ещё N»).
 */
export function renderPackingLabelsPdf(labels: readonly PackingLabel[], title: string): Promise<Buffer> {
  const { doc, done } = openPdf({ title, margin: 0 });
  if (labels.length === 0) doc.font('regular').fontSize(12).text('Заказов для упаковки нет.', 40, 40);
  labels.forEach((label, index) => {
    const slot = index % (LABEL_COLUMNS * LABEL_ROWS);
    if (index > 0 && slot === 0) doc.addPage();
    if (slot === 0) cutLines(doc);
    drawLabel(doc, label, (slot % LABEL_COLUMNS) * LABEL.width, Math.floor(slot / LABEL_COLUMNS) * LABEL.height);
  });
  doc.end();
  return done;
}
