import { formatByn } from '@bulbash/rules';
import { openPdf } from '../documents/pdf-document';
import { PdfTable, tableEnd, tableHeader, tableRow } from '../documents/pdf-table';
import { ActDocument } from './lunch-documents';

const LEFT = 50;
const WIDTH = 495;
const TABLE: PdfTable = {
  left: LEFT,
  fontSize: 9,
  columns: [
    { title: '№', width: 25 },
    { title: 'Наименование услуги', width: 245 },
    { title: 'Человек', width: 55, align: 'right' },
    { title: 'Цена', width: 85, align: 'right' },
    { title: 'Сумма', width: 85, align: 'right' },
  ],
};

/** The month's act as an A4 PDF: parties, the days delivered, the total, the statement and both signature lines. */
export function renderLunchActPdf(act: ActDocument): Promise<Buffer> {
  const { doc, done } = openPdf({ title: act.title, author: act.performer[0], margin: LEFT });
  doc.font('bold').fontSize(14).text(act.title, { align: 'center' });
  doc.font('regular').fontSize(10).text(`от ${act.date}`, { align: 'center' }).moveDown();
  doc.text(act.basis, LEFT, doc.y, { width: WIDTH }).moveDown(0.5);
  party(doc, 'Исполнитель', act.performer);
  party(doc, 'Заказчик', act.customer);

  let y = tableHeader(doc, TABLE, doc.y + 4);
  act.lines.forEach((line, index) => {
    y = tableRow(doc, TABLE, y, [String(index + 1), line.name, String(line.quantity), formatByn(line.unitPrice), formatByn(line.total)]);
  });
  tableEnd(doc, TABLE, y);
  doc.y = y + 8;
  doc
    .font('bold')
    .fontSize(11)
    .text(`Итого: ${formatByn(act.total)}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
  doc.font('regular').fontSize(10).text(act.vatNote, { width: WIDTH, align: 'right' }).moveDown();
  doc.text(act.statement, LEFT, doc.y, { width: WIDTH }).moveDown(2);

  // Signature lines side by side; kept together on one page.
  if (doc.y + 90 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  signature(doc, LEFT, top, half, 'Исполнитель', act.performerSignature);
  signature(doc, LEFT + WIDTH / 2 + 10, top, half, 'Заказчик', act.customerSignature);
  doc.end();
  return done;
}

function party(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.font('bold').fontSize(10).text(`${title}:`, LEFT, doc.y, { width: WIDTH });
  doc.font('regular');
  for (const line of lines) doc.text(line, { width: WIDTH });
  doc.moveDown(0.5);
}

function signature(doc: PDFKit.PDFDocument, x: number, y: number, width: number, role: string, name: string): void {
  doc.font('bold').fontSize(10).text(`${role}:`, x, y, { width });
  doc.font('regular').text(name, x, doc.y, { width });
  doc.text('____________________ / ____________ /', x, doc.y + 18, { width });
  doc.fontSize(8).text('подпись                 расшифровка', x, doc.y, { width });
  doc.fontSize(10).text('М.П.', x, doc.y + 6, { width });
}
