import { pageBottom, PdfFont, roomFor, runsHeight, runsText, TextRun } from './pdf-document';

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

export const ELLIPSIS = '…';

/** The height of a cell's runs wrapped in its column (bold runs measured in bold: an upper bound). */
function cellHeight(doc: PDFKit.PDFDocument, table: PdfTable, runs: readonly TextRun[], width: number, font: PdfFont): number {
  if (runs.some((run) => run.font === 'bold')) return runsHeight(doc, runs, width, table.fontSize);
  doc.font(font).fontSize(table.fontSize);
  return doc.heightOfString(runs.map((run) => run.text).join(''), { width });
}

/** The first `length` characters (code points) of the runs, ending in «…». */
function cutRuns(runs: readonly TextRun[], length: number): TextRun[] {
  const cut: TextRun[] = [];
  let left = length;
  for (const run of runs) {
    const chars = [...run.text];
    if (chars.length <= left) {
      cut.push(run);
      left -= chars.length;
      continue;
    }
    cut.push({ ...run, text: chars.slice(0, left).join('') });
    break;
  }
  const last = cut.length > 0 ? cut[cut.length - 1] : { text: '' };
  cut[Math.max(0, cut.length - 1)] = { ...last, text: `${last.text.trimEnd()}${ELLIPSIS}` };
  return cut;
}

/**
 * The cell as drawn: its runs wrapped inside the column (pdfkit breaks a word longer than the
 * column too), or, when they would be taller than `maxHeight`, cut to the longest beginning that
 * fits with «…» at its end. The text is cut, not hidden under a clipping path, so what a PDF
 * reader extracts is what is seen.
 */
function fitCell(doc: PDFKit.PDFDocument, table: PdfTable, cell: PdfCell, index: number, font: PdfFont, maxHeight: number): TextRun[] {
  const runs = [...runsOf(cell, font)];
  const width = table.columns[index].width - 2 * PADDING;
  if (cellHeight(doc, table, runs, width, font) <= maxHeight) return runs;
  let fits = 0;
  let tooLong = runs.reduce((sum, run) => sum + [...run.text].length, 0);
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (cellHeight(doc, table, cutRuns(runs, middle), width, font) <= maxHeight) fits = middle;
    else tooLong = middle;
  }
  return cutRuns(runs, fits);
}

/**
 * A row's cells fitted to their columns and the row's height. A cell is at most half a page's
 * content tall, so a row (with the repeated titles) always fits on one page.
 */
function fitRow(
  doc: PDFKit.PDFDocument,
  table: PdfTable,
  cells: readonly PdfCell[],
  font: PdfFont,
): { cells: TextRun[][]; height: number } {
  const maxHeight = (pageBottom(doc) - doc.page.margins.top) / 2 - 2 * PADDING;
  const fitted = cells.map((cell, index) => fitCell(doc, table, cell, index, font, maxHeight));
  const width = (index: number) => table.columns[index].width - 2 * PADDING;
  const height = Math.max(...fitted.map((runs, index) => cellHeight(doc, table, runs, width(index), font))) + 2 * PADDING;
  return { cells: fitted, height };
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
  const { cells, height } = fitRow(
    doc,
    table,
    table.columns.map((column) => column.title),
    'bold',
  );
  return drawRow(doc, table, roomFor(doc, y, height), cells, 'bold', height);
}

/**
 * One row at y; answers the y below it. Every cell's text is wrapped inside its column, or cut to
 * fit ending in «…» (`fitCell`). A row that does not fit goes whole to a new page, which starts
 * with the titles again (`repeatHeader`).
 */
export function tableRow(doc: PDFKit.PDFDocument, table: PdfTable, y: number, cells: readonly PdfCell[], repeatHeader = true): number {
  const fitted = fitRow(doc, table, cells, 'regular');
  let top = roomFor(doc, y, fitted.height);
  if (top !== y && repeatHeader) top = tableHeader(doc, table, top);
  return drawRow(doc, table, top, fitted.cells, 'regular', fitted.height);
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
