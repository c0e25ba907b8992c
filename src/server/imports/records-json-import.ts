import { createHash } from 'node:crypto';
import {
  RECORDS_JSON_FILE_NAME,
  recordsJsonSchema,
  type ExportedRecord,
  type RecordsJson,
} from '../../domain/data-export/records-json';
import { IMPORT_LIMITS } from '../../domain/imports/import-api';
import { importableFields } from '../../domain/imports/importable-fields';
import { validateInput } from '../../domain/imports/row-validation';
import { DOCUMENT_MIME_TYPES, RECORD_KINDS, type RecordKindKey } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';
import { HttpError } from '../http/errors';
import { notImportable } from './decode-text';
import type { ImportCandidate, ParsedImport } from './import-candidate';
import type { ImportUpload } from './import-upload';
import { ZipEntries } from './zip-entries';

/** A document's file in the ZIP may be this large (uploads are limited far lower). */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** records.json's text, parsed and checked against the export's schema (400 naming the place). */
function readRecordsJson(fileName: string, text: string): RecordsJson {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new HttpError(
      400,
      `"${fileName}" is not valid JSON, so it is not a Kinfolio export file.`,
    );
  }
  if (
    !value ||
    typeof value !== 'object' ||
    (value as { format?: unknown }).format !== 'kinfolio-records'
  )
    throw notImportable(fileName);
  const parsed = recordsJsonSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      `records.json cannot be imported: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  return parsed.data;
}

const timestamp = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** One exported record as a candidate: validated with the area's input schema. */
function candidateOf(
  area: RecordKindKey,
  record: ExportedRecord,
  row: number,
  index: number,
): ImportCandidate {
  const kind = RECORD_KINDS.find((k) => k.key === area)!;
  const label = `${recordDisplay(area).title} #${index + 1}`;
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

/**
 * Reads "Download my data" back: the ZIP (records.json and files/) or records.json alone, every
 * area or the one chosen. Records get new ids here (references follow them, plan-import.ts);
 * created/updated times are kept; a document's file comes back when the ZIP holds it with the
 * size and SHA-256 records.json gives. Locked records (exported without their text) are left out.
 */
export async function parseRecordsJsonImport(
  upload: ImportUpload,
  source: { zip: Buffer } | { json: string },
): Promise<ParsedImport> {
  let zip: ZipEntries | undefined;
  try {
    let text: string;
    if ('zip' in source) {
      zip = await ZipEntries.open(source.zip, upload.fileName);
      if (!zip.entries.has(RECORDS_JSON_FILE_NAME)) throw notImportable(upload.fileName);
      text = (await zip.read(RECORDS_JSON_FILE_NAME, IMPORT_LIMITS.maxBytes)).toString('utf8');
    } else text = source.json;
    const file = readRecordsJson(upload.fileName, text);
    const areas = RECORD_KINDS.map((k) => k.key as RecordKindKey).filter(
      (a) => upload.area === 'all' || upload.area === a,
    );
    const total = areas.reduce((n, a) => n + file.areas[a].length, 0);
    if (total > IMPORT_LIMITS.maxRows)
      throw new HttpError(
        400,
        `The file holds ${total.toLocaleString('en-US')} records; at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} can be imported from one file.`,
      );
    const candidates: ImportCandidate[] = [];
    const warnings: string[] = [];
    let locked = 0;
    let missingFiles = 0;
    for (const area of areas) {
      for (const [index, record] of file.areas[area].entries()) {
        if (record.locked) {
          locked++;
          continue;
        }
        const c = candidateOf(area, record, candidates.length + 1, index);
        const attached = record.file;
        if (attached) {
          if (!zip?.entries.has(attached.path)) missingFiles++;
          else {
            const bytes = await zip.read(attached.path, MAX_FILE_BYTES);
            const sha = createHash('sha256').update(bytes).digest('hex');
            if (bytes.length !== attached.size || sha !== attached.sha256)
              c.errors.push(
                `${c.label}: its file ${attached.path} does not match records.json (size or SHA-256 differ)`,
              );
            else if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(attached.mimeType))
              c.errors.push(
                `${c.label}: its file type ${attached.mimeType} is not one Kinfolio stores`,
              );
            else
              c.file = {
                bytes,
                name: attached.originalName.slice(0, 255) || 'file',
                mimeType: attached.mimeType,
              };
            if (c.errors.length) c.input = null;
          }
        }
        candidates.push(c);
      }
    }
    if (locked)
      warnings.push(
        `${locked} ${locked === 1 ? 'record was' : 'records were'} locked when exported (their text could not be opened) and ${locked === 1 ? 'is' : 'are'} left out.`,
      );
    if (missingFiles)
      warnings.push(
        `${missingFiles} ${missingFiles === 1 ? "document's file is" : "documents' files are"} not in this upload; ${missingFiles === 1 ? 'it is' : 'they are'} imported without ${missingFiles === 1 ? 'it' : 'them'}. Upload the whole ZIP to bring files back.`,
      );
    if (!candidates.length && !warnings.length)
      throw new HttpError(400, 'The export holds no records to import.');
    return {
      format: 'records-json',
      headers: [],
      mapping: {},
      mappingErrors: [],
      warnings,
      candidates,
    };
  } finally {
    zip?.close();
  }
}
