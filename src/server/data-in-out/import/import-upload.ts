import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  importAreaSchema,
  importKeepSchema,
  importMappingSchema,
  type ImportArea,
  type ImportMapping,
} from '../../../domain/imports/import-api';
import { recordKindByKey, type RecordKindKey } from '../../../domain/records';
import { HttpError } from '../../http/errors';
import { UploadedZip } from './uploaded-zip';
import { AREA_NAMES } from '../../../domain/navigation';

/** A ZIP from "Download my data" carries the documents' files, so it may be larger. */
const ZIP_LIMIT_BYTES = IMPORT_LIMITS.maxZipBytes;

/** What the preview and commit requests send: the file again, its area, mapping and kept rows. */
export interface ImportUpload {
  fileName: string;
  /** The file (CSV, OFX or records.json, at most 10 MB); empty when it is a ZIP. */
  bytes: Buffer;
  /** A ZIP (an export with its files), kept on disk instead. */
  zip?: UploadedZip;
  area: ImportArea;
  mapping?: ImportMapping;
  keep: Set<number>;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const isZip = (head: Buffer) =>
  ['PK\x03\x04', 'PK\x05\x06'].some((sig) =>
    head.subarray(0, 4).equals(Buffer.from(sig, 'latin1')),
  );

/** Passes pieces through, refusing (413) past `limit` bytes. */
async function* limited(source: AsyncIterable<Buffer>, limit: number, message: string) {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > limit) throw new HttpError(413, message);
    yield chunk;
  }
}

/**
 * Where a ZIP being imported is kept: under DATA_DIR (owner-only, repaired at start), never the
 * system's temporary folder, where a crash would leave a decrypted export nothing removes.
 * Emptied at start (clearImportUploads).
 */
export const importUploadsDir = (dataDir: string) => path.join(dataDir, 'import-uploads');

/** Removes what a crash left mid-import and makes the folder again (owner-only). */
export async function clearImportUploads(dataDir: string): Promise<void> {
  const dir = importUploadsDir(dataDir);
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
}

/**
 * Receives the file part, judged by its first four bytes: a ZIP is written to a temporary file
 * in `uploadsDir` (up to ZIP_LIMIT_BYTES), anything else is read into memory (up to 10 MB); 413
 * past the limit.
 */
async function receiveFile(
  stream: AsyncIterable<Buffer>,
  fileName: string,
  uploadsDir: string,
): Promise<{ bytes: Buffer; zip?: UploadedZip }> {
  const pieces = stream[Symbol.asyncIterator]();
  const first: Buffer[] = [];
  let ended = false;
  while (!ended && Buffer.concat(first).length < 4) {
    const next = await pieces.next();
    if (next.done) ended = true;
    else first.push(next.value);
  }
  async function* whole() {
    try {
      yield* first;
      while (!ended) {
        const next = await pieces.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await pieces.return?.(); // refused part-way: let the part's stream go
    }
  }
  if (!isZip(Buffer.concat(first))) {
    const chunks: Buffer[] = [];
    const message = `The file is larger than the ${mb(IMPORT_LIMITS.maxBytes)} limit for an import. Split it into smaller files.`;
    for await (const chunk of limited(whole(), IMPORT_LIMITS.maxBytes, message)) chunks.push(chunk);
    return { bytes: Buffer.concat(chunks) };
  }
  const zip = new UploadedZip(
    await fs.mkdtemp(path.join(uploadsDir, 'kinfolio-import-')), // 0700
    fileName,
  );
  try {
    const message = `The export file is larger than the ${mb(ZIP_LIMIT_BYTES)} limit.`;
    await pipeline(
      limited(whole(), ZIP_LIMIT_BYTES, message),
      createWriteStream(zip.path, { mode: 0o600 }),
    );
  } catch (err) {
    await zip.dispose();
    throw err;
  }
  return { bytes: Buffer.alloc(0), zip };
}

function parseJsonField<T>(name: string, text: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, `The ${name} is not valid JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, `The ${name} is not in the expected shape.`);
  return parsed.data;
}

/**
 * A sent mapping names at most 200 columns per area (a file has at most 200) and only areas
 * that exist: 400 naming the cap, before anything walks it.
 */
function withinMappingCaps(mapping: ImportMapping): ImportMapping {
  for (const [area, columns] of Object.entries(mapping)) {
    const kind = recordKindByKey(area);
    if (!kind) throw new HttpError(400, `Mapping: '${area.slice(0, 100)}' is not an area.`);
    const count = Object.keys(columns).length;
    if (count > IMPORT_LIMITS.maxMappedColumns)
      throw new HttpError(
        400,
        `The mapping names ${count.toLocaleString('en-US')} columns for ${AREA_NAMES[kind.key as RecordKindKey]}; at most ${IMPORT_LIMITS.maxMappedColumns} columns can be mapped in one import.`,
      );
  }
  return mapping;
}

/**
 * Reads an import request (multipart/form-data): fields `area`, optional `mapping` (JSON) and
 * `keep` (JSON array of row numbers), and the file in `file`.
 */
export async function readImportUpload(
  request: FastifyRequest,
  uploadsDir: string,
): Promise<ImportUpload> {
  if (!request.isMultipart())
    throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file".');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer; zip?: UploadedZip } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: ZIP_LIMIT_BYTES + 1, fieldSize: 256 * 1024, fields: 5, files: 1 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new HttpError(400, 'Send one file, in a field named "file".');
        const fileName = (part.filename || 'file').split(/[\\/]/).pop()!.slice(0, 255);
        file = { fileName, ...(await receiveFile(part.file, fileName, uploadsDir)) };
      } else {
        if (part.valueTruncated)
          throw new HttpError(413, `The ${part.fieldname} field is too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!file) throw new HttpError(400, 'Choose a file to import (field "file").');
    if (!file.zip && file.bytes.length === 0) throw new HttpError(400, 'The file is empty.');
    const area = importAreaSchema.safeParse(fields.area ?? '');
    if (!area.success)
      throw new HttpError(400, "Choose the area to import into (an area's key, or 'all').");
    return {
      ...file,
      area: area.data,
      mapping: fields.mapping
        ? withinMappingCaps(parseJsonField('mapping', fields.mapping, importMappingSchema))
        : undefined,
      keep: new Set(fields.keep ? parseJsonField('keep list', fields.keep, importKeepSchema) : []),
    };
  } catch (err) {
    await file?.zip?.dispose(); // a refused request keeps no temporary file
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Send one file with the fields area, mapping and keep.');
    throw err;
  }
}

/**
 * Reads an import request, hands it to `use`, and deletes the upload's temporary file (a ZIP)
 * however `use` ends.
 */
export async function withImportUpload<T>(
  request: FastifyRequest,
  uploadsDir: string,
  use: (upload: ImportUpload) => Promise<T>,
): Promise<T> {
  const upload = await readImportUpload(request, uploadsDir);
  try {
    return await use(upload);
  } finally {
    await upload.zip?.dispose();
  }
}
