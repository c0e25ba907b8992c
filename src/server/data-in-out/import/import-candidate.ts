import type { ImportFormat, ImportMapping, PreviewRow } from '../../../domain/imports/import-api';
import type { NetWorthSnapshot } from '../../../domain/net-worth';
import type { RecordKindKey } from '../../../domain/records';

/** One record a file offers, read and validated for its area, before anything is stored. */
export interface ImportCandidate {
  row: number;
  area: RecordKindKey;
  label: string;
  values: Record<string, string>;
  /** The kind's validated input, or null when `errors` is not empty. */
  input: Record<string, unknown> | null;
  errors: string[];
  /** records.json: the record's id and timestamps where it came from (references use the id). */
  source?: { id: string; createdAt?: Date; updatedAt?: Date };
  /** records.json in a ZIP: the document's file, checked; `open` reads its bytes to store them. */
  file?: { name: string; mimeType: string; size: number; open(): Promise<AsyncIterable<Buffer>> };
  /** OFX: the amount field an existing matching account gets instead of a second copy. */
  balanceField?: string;
  duplicateOf?: PreviewRow['duplicateOf'];
  updates?: PreviewRow['updates'];
  /** Set by planning: the id the new record gets, and whether it is left out as a duplicate. */
  newId?: string;
  skipped?: boolean;
}

/** A file read into candidates, with what the preview says about the file as a whole. */
export interface ParsedImport {
  format: ImportFormat;
  headers: string[];
  mapping: ImportMapping;
  mappingErrors: string[];
  warnings: string[];
  candidates: ImportCandidate[];
  /** records.json of every area: the net worth history, inserted with the records. */
  netWorthSnapshots?: NetWorthSnapshot[];
}
