import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS } from '../../../domain/imports/import-api';
import { HttpError } from '../../http/errors';

/** A CSV read into its header and data rows, each row with its number as a spreadsheet shows it. */
export interface CsvTable {
  delimiter: ',' | ';' | '\t';
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

/** The delimiter of the header line: whichever of , ; and tab occurs most outside quotes. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).sort(
    (a, b) => counts[b] - counts[a],
  )[0];
  return counts[best] > 0 ? best : ',';
}

const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed (a " is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted field has text after its closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted field has text after its closing quote',
};

const blank = (cells: string[]) => cells.every((c) => c.trim() === '');

const OPTIONS = {
  relax_column_count: true,
  skip_empty_lines: false,
  record_delimiter: ['\r\n', '\n', '\r'],
};

/** Columns up to the header's last named one: trailing unnamed ones are dropped, not counted. */
const namedWidth = (header: string[]) => {
  let width = header.length;
  while (width > 0 && header[width - 1].trim() === '') width--;
  return width;
};

/** 400 for a header naming more columns than an import takes (a spreadsheet has tens). */
function refuseWideHeader(header: string[]) {
  const width = namedWidth(header);
  if (width > IMPORT_LIMITS.maxColumns)
    throw new HttpError(
      400,
      `The file has ${width.toLocaleString('en-US')} columns; at most ${IMPORT_LIMITS.maxColumns} columns can be imported from one file. Keep the columns of the records you import, or split the file.`,
    );
}

/**
 * The header row's cells, read from the first lines alone (or undefined when they hold no
 * header or cannot be read: the full parse then says why), so a file of thousands of columns is
 * refused before all of it is parsed.
 */
function firstHeader(text: string, delimiter: string): string[] | undefined {
  try {
    const head = parse(text, { ...OPTIONS, delimiter, to: 100 }) as string[][];
    return head.find((r) => !blank(r));
  } catch {
    return undefined;
  }
}

/**
 * Parses CSV text: RFC 4180 quoting (fields may hold the delimiter, quotes and line breaks).
 * Row numbers count every record from the header (row 1), blank lines included, so they are
 * the numbers a spreadsheet shows. Refuses (400, naming the row) unreadable quoting, a header
 * with missing or repeated names, rows with more or fewer cells than the header, more than
 * 200 columns and more than 5,000 data rows.
 */
export function readCsvTable(text: string): CsvTable {
  const delimiter = detectDelimiter(text);
  const header = firstHeader(text, delimiter);
  if (header) refuseWideHeader(header);
  let records: string[][];
  try {
    records = parse(text, { ...OPTIONS, delimiter }) as string[][];
  } catch (err) {
    const e = err as { code?: string; records?: number; lines?: number };
    const what = (e.code && CSV_ERRORS[e.code]) ?? 'it is not valid CSV';
    const row = (e.records ?? 0) + 1;
    throw new HttpError(400, `Row ${row}: the file cannot be read as CSV: ${what}.`);
  }
  const first = records.findIndex((r) => !blank(r));
  if (first < 0)
    throw new HttpError(
      400,
      'The file holds no rows: it needs a header row and at least one row of data.',
    );
  const headers = records[first].map((h) => h.trim());
  const headerRow = first + 1;
  refuseWideHeader(headers); // before anything walks the columns: each step is then bounded
  const data = records
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(first + 1)
    .filter((r) => !blank(r.cells));
  // Trailing columns with no name and no data (spreadsheets leave them) are dropped.
  while (
    headers.length > 1 &&
    headers[headers.length - 1] === '' &&
    data.every((r) => !(r.cells[headers.length - 1] ?? '').trim())
  )
    headers.pop();
  const named = new Set<string>();
  headers.forEach((h, i) => {
    if (!h)
      throw new HttpError(
        400,
        `Row ${headerRow}: column ${i + 1} has no name. The first row must name every column.`,
      );
    if (named.has(h))
      throw new HttpError(
        400,
        `Row ${headerRow}: the column name '${h}' appears twice. Give each column its own name.`,
      );
    named.add(h);
  });
  if (data.length === 0) throw new HttpError(400, 'The file has a header row but no rows of data.');
  if (data.length > IMPORT_LIMITS.maxRows)
    throw new HttpError(
      400,
      `The file has ${data.length.toLocaleString('en-US')} rows; at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows can be imported from one file. Split it into smaller files.`,
    );
  for (const r of data) {
    const extra = r.cells.slice(headers.length);
    if (r.cells.length < headers.length || extra.some((c) => c.trim() !== ''))
      throw new HttpError(
        400,
        `Row ${r.row} has ${r.cells.length} columns, but the header row has ${headers.length}. Check for a missing or extra ${delimiter === ';' ? 'semicolon' : delimiter === ',' ? 'comma' : 'tab'} or an unclosed quote.`,
      );
    r.cells = r.cells.slice(0, headers.length);
  }
  return { delimiter, headers, rows: data };
}
