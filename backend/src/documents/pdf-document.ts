import { join } from 'node:path';
import { onFirstUse } from '../common/on-first-use';
import { drawableText, GlyphCheck } from './pdf-glyphs';

/** DejaVu Sans, shipped with the project (backend/assets/fonts, licence beside it): Cyrillic, embedded in every PDF. */
const FONTS = join(__dirname, '..', '..', 'assets', 'fonts');

const loadPdfkit = onFirstUse<typeof import('pdfkit')>('pdfkit');

export type PdfFont = 'regular' | 'bold';

/** Colour of warnings (allergies) and black for the rest. */
export const WARNING_COLOUR = '#b00020';
export const TEXT_COLOUR = '#000000';

export interface OpenPdf {
  doc: PDFKit.PDFDocument;
  /** The PDF's bytes once `doc.end()` is called. */
  done: Promise<Buffer>;
}

/** The fontkit font behind pdfkit's current font (pdfkit keeps it in `_font.font`). */
interface CurrentFont {
  _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } };
}

/** Whether both shipped fonts have a glyph for a code point; the answers are kept (the fonts never change). */
const drawable = new Map<number, boolean>();

function glyphCheck(doc: PDFKit.PDFDocument): GlyphCheck {
  const fonts = (['regular', 'bold'] as const).map((name) => (doc.font(name) as unknown as CurrentFont)._font.font);
  return (codePoint) => {
    let known = drawable.get(codePoint);
    if (known === undefined) {
      known = fonts.every((font) => font.hasGlyphForCodePoint(codePoint));
      drawable.set(codePoint, known);
    }
    return known;
  };
}

/**
 * Every string the document draws or measures goes through `drawableText` first (emoji and other
 * characters the fonts lack become «�»), so what is measured is what is drawn and what a PDF
 * reader extracts is what is seen. Done here once for every renderer.
 */
function drawOnlyDrawable(doc: PDFKit.PDFDocument): void {
  const check = glyphCheck(doc);
  const clean = <T>(value: T): T => (typeof value === 'string' ? (drawableText(value, check) as T) : value);
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const heightOfString = doc.heightOfString.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  doc.text = ((value: unknown, ...rest: unknown[]) => text(clean(value), ...rest)) as typeof doc.text;
  doc.heightOfString = (value, options) => heightOfString(clean(value), options);
  doc.widthOfString = (value, options) => widthOfString(clean(value), options);
}

/**
 * A new A4 document rendered on the server with pdfkit (no browser, nothing downloaded), its two
 * fonts registered as 'regular' and 'bold' and the regular one selected; text the fonts cannot
 * draw is replaced (`drawOnlyDrawable`).
 */
export function openPdf(options: { title: string; author?: string; margin: number; layout?: 'portrait' | 'landscape' }): OpenPdf {
  const PDFDocument = loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    info: { Title: options.title, ...(options.author ? { Author: options.author } : {}) },
  });
  doc.registerFont('regular', join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', join(FONTS, 'DejaVuSans-Bold.ttf'));
  drawOnlyDrawable(doc);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The lowest y content may reach on the current page. */
export function pageBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** A new page when `height` points do not fit below `y` (and would on a fresh page); answers the y to draw at. */
export function roomFor(doc: PDFKit.PDFDocument, y: number, height: number): number {
  const fresh = doc.page.margins.top;
  if (y + height <= pageBottom(doc) || y <= fresh) return y;
  doc.addPage();
  return fresh;
}

/** A piece of text in its own font and colour (a warning word in bold red inside a comment). */
export interface TextRun {
  text: string;
  font?: PdfFont;
  colour?: string;
}

/** Runs of text as one wrapped paragraph at (x, y) within width; answers the y below it. */
export function runsText(doc: PDFKit.PDFDocument, runs: readonly TextRun[], x: number, y: number, width: number, size: number): number {
  const shown = runs.filter((run) => run.text.length > 0);
  if (shown.length === 0) return y;
  doc.fontSize(size);
  shown.forEach((run, index) => {
    doc.font(run.font ?? 'regular').fillColor(run.colour ?? TEXT_COLOUR);
    const continued = index < shown.length - 1;
    if (index === 0) doc.text(run.text, x, y, { width, continued });
    else doc.text(run.text, { continued });
  });
  doc.font('regular').fillColor(TEXT_COLOUR);
  return doc.y;
}

/** The height the runs take when wrapped in width, measured in the bold font (an upper bound). */
export function runsHeight(doc: PDFKit.PDFDocument, runs: readonly TextRun[], width: number, size: number): number {
  const text = runs.map((run) => run.text).join('');
  if (!text) return 0;
  doc.font('bold').fontSize(size);
  const height = doc.heightOfString(text, { width });
  doc.font('regular');
  return height;
}
