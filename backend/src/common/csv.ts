import { Response } from 'express';
import { formatDecimal, formatMinskStamp } from '@bulbash/rules';

/** CSV that Excel in a Russian locale opens as a table: UTF-8 with BOM, ';' separators, CRLF lines. */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvCell = string | number | null | undefined;

/** A formula-looking text (= + - @, tab, CR) is prefixed with an apostrophe so Excel shows it as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount written with a decimal comma ('-50,25', csvMoney): a number to Excel, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(,\d+)?$/;

/** One cell: numbers with a decimal comma, text guarded against formulas and quoted when it needs it. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const guard = typeof value === 'string' && FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value);
  const text = typeof value === 'number' ? String(value).replace('.', ',') : guard ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Money in BYN with two decimals and a decimal comma: 120.5 → '120,50'. */
export function csvMoney(value: number): string {
  return formatDecimal(value);
}

/** 'ДД.ММ.ГГГГ ЧЧ:ММ' in Minsk time; empty for null. */
export function csvMinskDateTime(value: Date | string | null): string {
  if (value === null) return '';
  return formatMinskStamp(new Date(value));
}

/** The whole document: BOM, header row, data rows. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** The OpenAPI description of a CSV answer. */
export const CSV_ANSWER = {
  description: 'UTF-8 with BOM, ";" separators, decimal comma, dates ДД.ММ.ГГГГ ЧЧ:ММ (Minsk)',
  schema: { type: 'string' },
};

/** Headers of a CSV download, set only once the answer is ready (errors stay JSON). */
export function asCsvDownload(response: Response, fileName: string, csv: string): string {
  response.setHeader('Content-Type', CSV_CONTENT_TYPE);
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  return csv;
}
