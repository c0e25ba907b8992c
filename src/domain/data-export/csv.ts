/**
 * CSV as Kinfolio writes it (the download's per-area files, the importer's templates): RFC 4180
 * fields (quoted when they hold a comma, quote, CR or LF; quotes doubled), CRLF line ends, and a
 * UTF-8 byte order mark so spreadsheet programs read accents and symbols right.
 *
 * Formula guard (OWASP "CSV injection"): a text cell that begins
 * with = + - @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it
 * as text instead of running it. A plain decimal number ('-12.50', a negative amount) is left as
 * it is: a spreadsheet reads it as a number and runs nothing.
 */

/** A cell's value; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/** The byte order mark written first. */
export const CSV_BOM = '\uFEFF';
/** The line end after every row, the last one included. */
export const CSV_LINE_END = '\r\n';
/** The MIME type of our CSV files. */
export const CSV_MIME_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** True when a spreadsheet could run the text as a formula (so it needs the apostrophe). */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** One cell as CSV text: guarded against formulas, then quoted when RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row with its CRLF. */
export function csvRow(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/** A whole file: BOM, the header row, then each row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('');
}
