import {
  RECORDS_JSON_FILE_NAME,
  type ExportedRecord,
  type RecordsJson,
} from '../../../domain/data-export/records-json';
import { IMPORT_LIMITS } from '../../../domain/imports/import-api';
import { importableFields } from '../../../domain/imports/importable-fields';
import { validateInput } from '../../../domain/imports/row-validation';
import {
  DOCUMENT_FILE_TYPES,
  LETTER_FILE_TYPES,
  RECORD_KINDS,
  type RecordKindKey,
} from '../../../domain/records';
import { HttpError } from '../../http/errors';
import { notImportable } from './decode-text';
import { checkDocumentEntries } from './document-entries';
import { checkAttachedFile } from './document-file-check';
import type { ImportCandidate, ParsedImport } from './import-candidate';
import type { ImportUpload } from './import-upload';
import { checkedSnapshots } from './snapshot-import';
import type { ZipEntries } from './zip-entries';
import { AREA_NAMES } from '../../../domain/navigation';

const timestamp = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** How messages name an exported record: 'Documents #2'. */
const labelOf = (area: RecordKindKey, index: number) => `${AREA_NAMES[area]} #${index + 1}`;

/** One exported record as a candidate: validated with the area's input schema. */
function candidateOf(
  area: RecordKindKey,
  record: ExportedRecord,
  row: number,
  index: number,
): ImportCandidate {
  const kind = RECORD_KINDS.find((k) => k.key === area)!;
  const label = labelOf(area, index);
  const typed: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  for (const { name, field } of importableFields(kind)) {
    const value = record[name];
    if (value === undefined) continue;
    typed[name] = value;
    if (value !== null && field.type !== 'reference') values[name] = String(value);
  }
  return {
    row,
    area,
    label,
    values,
    ...validateInput(kind, typed, label),
    source: {
      id: record.id,
      createdAt: timestamp(record.createdAt),
      updatedAt: timestamp(record.updatedAt),
    },
  };
}

/** records.json's text from the export ZIP (not importable without it). */
export async function recordsJsonIn(zip: ZipEntries, fileName: string): Promise<string> {
  if (!zip.entries.has(RECORDS_JSON_FILE_NAME)) throw notImportable(fileName);
  return (await zip.read(RECORDS_JSON_FILE_NAME, IMPORT_LIMITS.maxBytes)).toString('utf8');
}

/**
 * Reads "Download my data" back: the ZIP (records.json and files/) or records.json alone, every
 * area or the one chosen; `file` is records.json already parsed and checked (in the import
 * reader's worker). Records get new ids here (references follow them, plan-import.ts);
 * created/updated times are kept; a document's file comes back when the ZIP holds it with the
 * size and SHA-256 records.json gives and passes the upload route's checks (type by content, the
 * admin's size limit `maxFileBytes`); its bytes are only checked here, streamed, and read again
 * from the ZIP (open until the request ends) when stored. Before any is read, one ZIP entry may
 * serve one document only and the files stored are held to a total (document-entries.ts).
 * Locked records (exported without their text) are left out. The net worth history comes back
 * with an import of every area (it sums several of them).
 */
export async function parseRecordsJsonImport(
  upload: ImportUpload,
  file: RecordsJson,
  files?: { zip: ZipEntries; maxFileBytes: number },
): Promise<ParsedImport> {
  const areas = RECORD_KINDS.map((k) => k.key as RecordKindKey).filter(
    (a) => upload.area === 'all' || upload.area === a,
  );
  const total = areas.reduce((n, a) => n + file.areas[a].length, 0);
  if (total > IMPORT_LIMITS.maxRows)
    throw new HttpError(
      400,
      `The file holds ${total.toLocaleString('en-US')} records; at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported from one file.`,
    );
  const records = areas.flatMap((area) =>
    file.areas[area].map((record, index) => ({ area, record, index })),
  );
  const kept = records.filter(({ record }) => !record.locked);
  const locked = records.length - kept.length;
  if (files)
    checkDocumentEntries(
      files.zip,
      upload.fileName,
      kept.flatMap(({ area, record, index }) =>
        record.file ? [{ label: labelOf(area, index), file: record.file }] : [],
      ),
      files.maxFileBytes,
    );
  const candidates: ImportCandidate[] = [];
  const warnings: string[] = [];
  let missingFiles = 0;
  for (const { area, record, index } of kept) {
    const c = candidateOf(area, record, candidates.length + 1, index);
    const attached = record.file;
    if (attached) {
      if (!files?.zip.entries.has(attached.path)) missingFiles++;
      else {
        const accepted = area === 'letters-and-wishes' ? LETTER_FILE_TYPES : DOCUMENT_FILE_TYPES;
        const read = await checkAttachedFile(
          files.zip,
          c.label,
          attached,
          files.maxFileBytes,
          accepted,
        );
        if ('file' in read) c.file = read.file;
        else {
          c.errors.push(read.error);
          c.input = null;
        }
      }
    }
    candidates.push(c);
  }
  if (locked)
    warnings.push(
      `${locked} ${locked === 1 ? 'record was' : 'records were'} locked when exported (their text could not be opened) and ${locked === 1 ? 'is' : 'are'} left out.`,
    );
  if (missingFiles)
    warnings.push(
      `${missingFiles} ${missingFiles === 1 ? "document's file is" : "documents' files are"} not in this upload; ${missingFiles === 1 ? 'it is' : 'they are'} imported without ${missingFiles === 1 ? 'it' : 'them'}. Upload the whole ZIP to bring files back.`,
    );
  const netWorthSnapshots = upload.area === 'all' ? checkedSnapshots(file.netWorthSnapshots) : [];
  if (!candidates.length && !warnings.length && !netWorthSnapshots.length)
    throw new HttpError(400, 'The export holds no records to import.');
  return {
    format: 'records-json',
    headers: [],
    mapping: {},
    mappingErrors: [],
    warnings,
    candidates,
    netWorthSnapshots,
  };
}
