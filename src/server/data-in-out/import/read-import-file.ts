import type { RecordsJson } from '../../../domain/data-export/records-json';
import type { ImportArea } from '../../../domain/imports/import-api';
import type { CsvFacts } from './csv-facts';
import { csvImportOf } from './csv-import';
import { readCsvTable } from './csv-table';
import { notImportable, sniffFile } from './decode-text';
import type { ParsedImport } from './import-candidate';
import { parseOfxImport } from './ofx-import';
import { readRecordsJson } from './records-json-text';

/**
 * What the import reader is asked: an uploaded file's bytes (with what a CSV's planning needs
 * from the database, gathered beforehand), or records.json from a ZIP.
 */
export type ReadTask =
  | { kind: 'file'; fileName: string; bytes: Uint8Array; area: ImportArea; csv: CsvFacts }
  | { kind: 'records-json'; fileName: string; text: string };

/** The file as read (a CSV also planned: mapped, its rows validated), before duplicates are sought. */
export type ReadResult =
  | { kind: 'csv'; parsed: ParsedImport }
  | { kind: 'ofx'; parsed: ParsedImport }
  | { kind: 'records-json'; file: RecordsJson };

/**
 * Every step of an import whose time grows with the file's content: decoding, then CSV, OFX or
 * JSON parsing and records.json's schema, and a CSV's mapping and row validation. Pure (no database, no I/O), so it runs in the import
 * reader's worker thread (import-reader.ts); throws HttpError for a file it refuses.
 */
export function readImportFile(task: ReadTask): ReadResult {
  if (task.kind === 'records-json')
    return { kind: 'records-json', file: readRecordsJson(task.fileName, task.text) };
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const sniffed = sniffFile(task.fileName, bytes);
  // A ZIP arrives on disk (import-upload.ts); bytes in memory only start like one.
  if (sniffed.kind === 'zip') throw notImportable(task.fileName);
  if (sniffed.kind === 'records-json')
    return { kind: 'records-json', file: readRecordsJson(task.fileName, sniffed.text) };
  if (sniffed.kind === 'ofx')
    return { kind: 'ofx', parsed: parseOfxImport(task.fileName, sniffed.text, task.area) };
  return { kind: 'csv', parsed: csvImportOf(readCsvTable(sniffed.text), task.area, task.csv) };
}

/** The worker's answer to one task: the file read, a refusal to pass on, or a fault. */
export type ReadAnswer =
  { ok: ReadResult } | { refused: { statusCode: number; message: string } } | { failed: string };
