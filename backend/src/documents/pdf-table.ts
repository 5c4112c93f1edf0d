import { PdfFont, roomFor, runsHeight, runsText, TextRun } from './pdf-document';

export interface PdfColumn {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A cell: plain text, or runs in their own fonts and colours. */
export type PdfCell = string | readonly TextRun[];

const PADDING = 3;

export interface PdfTable {
  left: number;
  columns: readonly PdfColumn[];
  fontSize: number;
}

const runsOf = (cell: PdfCell, font: PdfFont): readonly TextRun[] => (typeof cell === 'string' ? [{ text: cell, font }] : cell);

function rowHeight(doc: PDFKit.PDFDocument, table: PdfTable, cells: readonly PdfCell[], font: PdfFont): number {
  return (
    Math.max(
      ...cells.map((cell, index) => {
        const runs = runsOf(cell, font);
        const width = table.columns[index].width - 2 * PADDING;
        if (runs.some((run) => run.font === 'bold')) return runsHeight(doc, runs, width, table.fontSize);
        doc.font(font).fontSize(table.fontSize);
        return doc.heightOfString(runs.map((run) => run.text).join(''), { width });
      }),
    ) +
    2 * PADDING
  );
}

function drawRow(doc: PDFKit.PDFDocument, table: PdfTable, top: number, cells: readonly PdfCell[], font: PdfFont, height: number): number {
  const width = table.columns.reduce((sum, column) => sum + column.width, 0);
  doc
    .moveTo(table.left, top)
    .lineTo(table.left + width, top)
    .lineWidth(0.5)
    .stroke();
  let x = table.left;
  cells.forEach((cell, index) => {
    const column = table.columns[index];
    const runs = runsOf(cell, font);
    if (runs.length === 1 && !runs[0].colour) {
      doc
        .font(runs[0].font ?? font)
        .fontSize(table.fontSize)
        .text(runs[0].text, x + PADDING, top + PADDING, { width: column.width - 2 * PADDING, align: column.align ?? 'left' });
    } else runsText(doc, runs, x + PADDING, top + PADDING, column.width - 2 * PADDING, table.fontSize);
    x += column.width;
  });
  return top + height;
}

/** The column titles as a bold row at y; answers the y below it. */
export function tableHeader(doc: PDFKit.PDFDocument, table: PdfTable, y: number): number {
  const titles = table.columns.map((column) => column.title);
  const height = rowHeight(doc, table, titles, 'bold');
  return drawRow(doc, table, roomFor(doc, y, height), titles, 'bold', height);
}

/**
 * One row at y; answers the y below it. A row that does not fit goes whole to a new page, which
 * starts with the titles again (`repeatHeader`).
 */
export function tableRow(doc: PDFKit.PDFDocument, table: PdfTable, y: number, cells: readonly PdfCell[], repeatHeader = true): number {
  const height = rowHeight(doc, table, cells, 'regular');
  let top = roomFor(doc, y, height);
  if (top !== y && repeatHeader) top = tableHeader(doc, table, top);
  return drawRow(doc, table, top, cells, 'regular', height);
}

/** The table's closing line at y. */
export function tableEnd(doc: PDFKit.PDFDocument, table: PdfTable, y: number): number {
  const width = table.columns.reduce((sum, column) => sum + column.width, 0);
  doc
    .moveTo(table.left, y)
    .lineTo(table.left + width, y)
    .lineWidth(0.5)
    .stroke();
  return y;
}
