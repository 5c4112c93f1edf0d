import { openPdf } from '../documents/pdf-document';
import { partyBlock, PRICED_LEFT as LEFT, PRICED_WIDTH as WIDTH, pricedLines, pricedTable } from '../documents/priced-document-pdf';
import { ActDocument } from './lunch-documents';

const TABLE = pricedTable('Наименование услуги', 'Человек');

/** The month's act as an A4 PDF: parties, the days delivered, the total, the statement and both signature lines. */
export function renderLunchActPdf(act: ActDocument): Promise<Buffer> {
  const { doc, done } = openPdf({ title: act.title, author: act.performer[0], margin: LEFT });
  doc.font('bold').fontSize(14).text(act.title, { align: 'center' });
  doc.font('regular').fontSize(10).text(`от ${act.date}`, { align: 'center' }).moveDown();
  doc.text(act.basis, LEFT, doc.y, { width: WIDTH }).moveDown(0.5);
  partyBlock(doc, 'Исполнитель', act.performer);
  partyBlock(doc, 'Заказчик', act.customer);
  pricedLines(doc, TABLE, act.lines, act.total);
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

function signature(doc: PDFKit.PDFDocument, x: number, y: number, width: number, role: string, name: string): void {
  doc.font('bold').fontSize(10).text(`${role}:`, x, y, { width });
  doc.font('regular').text(name, x, doc.y, { width });
  doc.text('____________________ / ____________ /', x, doc.y + 18, { width });
  doc.fontSize(8).text('подпись                 расшифровка', x, doc.y, { width });
  doc.fontSize(10).text('М.П.', x, doc.y + 6, { width });
}
