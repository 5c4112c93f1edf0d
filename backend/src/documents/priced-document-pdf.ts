import { formatByn } from '@bulbash/rules';
import { PdfTable, tableEnd, tableHeader, tableRow } from './pdf-table';

/** The A4 page of the shop's money documents (invoice, lunch act): its left margin and text width. */
export const PRICED_LEFT = 50;
export const PRICED_WIDTH = 495;

/** One priced row: what, how many, at what price, for how much (BYN). */
export interface PricedLine {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** The table of priced rows, its name and quantity columns titled as the document calls them. */
export const pricedTable = (nameTitle: string, quantityTitle: string): PdfTable => ({
  left: PRICED_LEFT,
  fontSize: 9,
  columns: [
    { title: '№', width: 25 },
    { title: nameTitle, width: 245 },
    { title: quantityTitle, width: 55, align: 'right' },
    { title: 'Цена', width: 85, align: 'right' },
    { title: 'Сумма', width: 85, align: 'right' },
  ],
});

/** A party of the document («Поставщик:», «Заказчик:») and its requisites, a line each. */
export function partyBlock(doc: PDFKit.PDFDocument, title: string, lines: readonly string[]): void {
  doc.font('bold').fontSize(10).text(`${title}:`, PRICED_LEFT, doc.y, { width: PRICED_WIDTH });
  doc.font('regular');
  for (const line of lines) doc.text(line, { width: PRICED_WIDTH });
  doc.moveDown(0.5);
}

/** The numbered rows under the table's titles (repeated on each page), then «Итого: …» to the right. */
export function pricedLines(doc: PDFKit.PDFDocument, table: PdfTable, lines: readonly PricedLine[], total: number): void {
  let y = tableHeader(doc, table, doc.y + 4);
  lines.forEach((line, index) => {
    y = tableRow(doc, table, y, [String(index + 1), line.name, String(line.quantity), formatByn(line.unitPrice), formatByn(line.total)]);
  });
  tableEnd(doc, table, y);
  doc.y = y + 8;
  doc
    .font('bold')
    .fontSize(11)
    .text(`Итого: ${formatByn(total)}`, PRICED_LEFT, doc.y, { width: PRICED_WIDTH, align: 'right' });
}
