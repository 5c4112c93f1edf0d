import { formatByn } from '@bulbash/rules';
import { openPdf } from '../documents/pdf-document';
import { PdfTable, tableEnd, tableHeader, tableRow } from '../documents/pdf-table';
import { InvoiceDocument } from './invoice-document';

const LEFT = 50;
const WIDTH = 495;
const TABLE: PdfTable = {
  left: LEFT,
  fontSize: 9,
  columns: [
    { title: '№', width: 25 },
    { title: 'Наименование', width: 245 },
    { title: 'Кол-во', width: 55, align: 'right' },
    { title: 'Цена', width: 85, align: 'right' },
    { title: 'Сумма', width: 85, align: 'right' },
  ],
};

/** An A4 invoice as PDF bytes (documents/pdf-document.ts: fonts, page handling). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, done } = openPdf({ title: invoice.title, author: invoice.seller[0], margin: LEFT });

  doc.font('bold').fontSize(16).text(invoice.title, { align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`от ${invoice.date}${invoice.replaces ? `, ${invoice.replaces}` : ''}`, { align: 'center' })
    .moveDown();
  section(doc, 'Поставщик', invoice.seller);
  section(doc, 'Плательщик', invoice.buyer);

  let y = tableHeader(doc, TABLE, doc.y + 4);
  invoice.lines.forEach((line, index) => {
    y = tableRow(doc, TABLE, y, [String(index + 1), line.name, String(line.quantity), formatByn(line.unitPrice), formatByn(line.total)]);
  });
  tableEnd(doc, TABLE, y);
  doc.y = y + 8;
  doc
    .font('bold')
    .fontSize(11)
    .text(`Итого: ${formatByn(invoice.total)}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
  doc.font('regular').fontSize(10).text(invoice.vatNote, { width: WIDTH, align: 'right' });
  const due = invoice.toPay.due ? ` до ${invoice.toPay.due}` : '';
  doc
    .font('bold')
    .text(`${invoice.toPay.label}: ${formatByn(invoice.toPay.amount)}${due}`, { width: WIDTH, align: 'right' })
    .moveDown();
  doc.font('regular').text(`Назначение платежа: ${invoice.purpose}`, LEFT, doc.y, { width: WIDTH });
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.font('bold').fontSize(10).text(`${title}:`, LEFT, doc.y, { width: WIDTH });
  doc.font('regular');
  for (const line of lines) doc.text(line, { width: WIDTH });
  doc.moveDown(0.5);
}
