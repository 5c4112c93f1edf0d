import { formatByn } from '@bulbash/rules';
import { openPdf } from '../documents/pdf-document';
import { partyBlock, PRICED_LEFT as LEFT, PRICED_WIDTH as WIDTH, pricedLines, pricedTable } from '../documents/priced-document-pdf';
import { InvoiceDocument } from './invoice-document';

const TABLE = pricedTable('Наименование', 'Кол-во');

/** An A4 invoice as PDF bytes (documents/pdf-document.ts: fonts, page handling). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, done } = openPdf({ title: invoice.title, author: invoice.seller[0], margin: LEFT });

  doc.font('bold').fontSize(16).text(invoice.title, { align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .text(`от ${invoice.date}${invoice.replaces ? `, ${invoice.replaces}` : ''}`, { align: 'center' })
    .moveDown();
  partyBlock(doc, 'Поставщик', invoice.seller);
  partyBlock(doc, 'Плательщик', invoice.buyer);
  pricedLines(doc, TABLE, invoice.lines, invoice.total);
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
