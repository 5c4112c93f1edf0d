import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';

/** supertest parser that keeps a binary answer (a PDF) as one Buffer in `body`. */
export function binaryBody(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/**
 * The PDF's text as poppler's pdftotext reads it (layout kept), pages separated by form feeds;
 * poppler writes a no-break space (as in «1 234,50 byn») as a plain one.
 */
export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A word as poppler places it (pdftotext -bbox): its text and its box in points, per page. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word of the PDF with its box, as pdftotext -bbox reads it. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const words: PdfWord[] = [];
  let page = 0;
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  for (const match of html.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (match[0] === '<page ') page += 1;
    else
      words.push({
        page,
        text: unescape(match[5]),
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
        yMax: Number(match[4]),
      });
  }
  return words;
}

/** Number of pages (pdftotext ends each page with a form feed). */
export const pdfPages = (text: string): number => text.split('\f').length - 1;

/** Every page as a PNG at 60 dpi under test-output/pdf/ to look at (poppler's pdftoppm). */
export function pdfImages(pdf: Buffer, name: string): string {
  const dir = join(__dirname, '..', '..', '..', 'test-output', 'pdf');
  mkdirSync(dir, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-', join(dir, name)], { input: pdf });
  return dir;
}
