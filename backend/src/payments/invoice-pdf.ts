import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { formatByn } from '@bulbash/rules';
import { InvoiceDocument } from './invoice-document';

/** DejaVu Sans, shipped with the project (backend/assets/fonts, licence beside it): Cyrillic, embedded in every PDF. */
const FONTS = join(__dirname, '..', '..', 'assets', 'fonts');
const REGULAR = join(FONTS, 'DejaVuSans.ttf');
const BOLD = join(FONTS, 'DejaVuSans-Bold.ttf');

const LEFT = 50;
const WIDTH = 495;
const COLUMNS = [
  { title: '№', width: 25, align: 'left' as const },
  { title: 'Наименование', width: 245, align: 'left' as const },
  { title: 'Кол-во', width: 55, align: 'right' as const },
  { title: 'Цена', width: 85, align: 'right' as const },
  { title: 'Сумма', width: 85, align: 'right' as const },
];

/** An A4 invoice as PDF bytes, rendered on the server with pdfkit (no browser, nothing downloaded). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: invoice.title, Author: invoice.seller[0] } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(16).text(invoice.title, { align: 'center' });
  doc.font('regular').fontSize(10).text(`от ${invoice.date}`, { align: 'center' }).moveDown();
  section(doc, 'Поставщик', invoice.seller);
  section(doc, 'Плательщик', invoice.buyer);

  let y = doc.y + 4;
  y = row(
    doc,
    y,
    COLUMNS.map((column) => column.title),
    'bold',
  );
  invoice.lines.forEach((line, index) => {
    y = row(doc, y, [String(index + 1), line.name, String(line.quantity), formatByn(line.unitPrice), formatByn(line.total)], 'regular');
  });
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
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

/** One table row at y; answers the y below it (a new page when the row would not fit). */
function row(doc: PDFKit.PDFDocument, top: number, cells: string[], font: 'regular' | 'bold'): number {
  doc.font(font).fontSize(9);
  const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index].width - 6 }))) + 6;
  let y = top;
  if (y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke();
  let x = LEFT;
  cells.forEach((cell, index) => {
    doc.text(cell, x + 3, y + 3, { width: COLUMNS[index].width - 6, align: COLUMNS[index].align });
    x += COLUMNS[index].width;
  });
  return y + height;
}
