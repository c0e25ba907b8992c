import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  importAreaSchema,
  importKeepSchema,
  importMappingSchema,
  type ImportArea,
  type ImportMapping,
} from '../../domain/imports/import-api';
import { HttpError } from '../http/errors';

/** A ZIP from "Download my data" carries the documents' files, so it may be larger. */
export const ZIP_LIMIT_BYTES = 200 * 1024 * 1024;

/** What the preview and commit requests send: the file again, its area, mapping and kept rows. */
export interface ImportUpload {
  fileName: string;
  bytes: Buffer;
  area: ImportArea;
  mapping?: ImportMapping;
  keep: Set<number>;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b]);

/** Reads a file part: up to 10 MB, or up to ZIP_LIMIT_BYTES when it is a ZIP (413 past it). */
async function readLimited(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  let limit: number = IMPORT_LIMITS.maxBytes;
  for await (const chunk of stream) {
    if (total === 0 && chunk.subarray(0, 2).equals(ZIP_MAGIC)) limit = ZIP_LIMIT_BYTES;
    total += chunk.length;
    if (total > limit)
      throw new HttpError(
        413,
        limit === ZIP_LIMIT_BYTES
          ? `The export file is larger than the ${mb(limit)} limit.`
          : `The file is larger than the ${mb(limit)} limit for an import. Split it into smaller files.`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
 * Reads an import request (multipart/form-data): fields `area`, optional `mapping` (JSON) and
 * `keep` (JSON array of row numbers), and the file in `file`.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart())
    throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file".');
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: ZIP_LIMIT_BYTES + 1, fieldSize: 256 * 1024, fields: 5, files: 1 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new HttpError(400, 'Send one file, in a field named "file".');
        file = { fileName: part.filename, bytes: await readLimited(part.file) };
      } else {
        if (part.valueTruncated)
          throw new HttpError(413, `The ${part.fieldname} field is too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'Send one file with the fields area, mapping and keep.');
    throw err;
  }
  if (!file) throw new HttpError(400, 'Choose a file to import (field "file").');
  if (file.bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  const area = importAreaSchema.safeParse(fields.area ?? '');
  if (!area.success)
    throw new HttpError(400, "Choose the area to import into (an area's key, or 'all').");
  return {
    fileName: (file.fileName || 'file').split(/[\\/]/).pop()!.slice(0, 255),
    bytes: file.bytes,
    area: area.data,
    mapping: fields.mapping
      ? parseJsonField('mapping', fields.mapping, importMappingSchema)
      : undefined,
    keep: new Set(fields.keep ? parseJsonField('keep list', fields.keep, importKeepSchema) : []),
  };
}
