import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isTimeZone } from '../../../domain/calendar-day';
import { CSV_MIME_TYPE } from '../../../domain/data-export/csv';
import {
  importPreviewSchema,
  importResultSchema,
  recordKindKeySchema,
  type ImportPreview,
} from '../../../domain/imports/import-api';
import { importTemplateCsv, templateFileName } from '../../../domain/imports/import-template';
import { readyRows } from '../../../domain/imports/ready-rows';
import { recordKindByKey } from '../../../domain/records';
import { requireUser, signedInUser } from '../../auth/session-plugin';
import { hitCounter } from '../../auth/rate-limit-store';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { gatherCsvFacts } from './csv-facts';
import { maxDocumentBytes, maxLetterFileBytes } from './document-file-check';
import { ExistingRecords } from './existing-records';
import type { ParsedImport } from './import-candidate';
import {
  clearImportUploads,
  importUploadsDir,
  withImportUpload,
  type ImportUpload,
} from './import-upload';
import { readInWorker } from './import-reader';
import { planImport } from './plan-import';
import { commitImport } from './commit-import';
import { parseRecordsJsonImport, recordsJsonIn } from './records-json-import';

/** The user's time zone from the X-Time-Zone header (checklist completion days), if valid. */
function timeZoneOf(request: FastifyRequest): string | undefined {
  const zone = request.headers['x-time-zone'];
  return typeof zone === 'string' && zone.length <= 64 && isTimeZone(zone) ? zone : undefined;
}

/**
 * Reads the upload by its content: CSV, OFX, records.json, or the export ZIP (on disk). The
 * parsing itself runs in the import reader's worker (import-reader.ts), with a deadline.
 */
async function parse(
  ctx: AppContext,
  userId: string,
  upload: ImportUpload,
  existing: ExistingRecords,
): Promise<ParsedImport> {
  const { fileName } = upload;
  if (upload.zip) {
    const zip = await upload.zip.entries();
    const text = await recordsJsonIn(zip, fileName);
    const read = await readInWorker({ kind: 'records-json', fileName, text });
    if (read.kind !== 'records-json') throw new Error('The import reader answered another kind.');
    const maxFileBytes = await maxDocumentBytes(ctx.db);
    const maxLetterBytes = await maxLetterFileBytes(ctx.db);
    return parseRecordsJsonImport(upload, read.file, { zip, maxFileBytes, maxLetterBytes });
  }
  // Gathered here, read and planned in the worker: nothing that grows with the file runs here.
  const csv = await gatherCsvFacts(ctx, userId, upload.area, upload.mapping, existing);
  const read = await readInWorker({
    kind: 'file',
    fileName,
    bytes: upload.bytes,
    area: upload.area,
    csv,
  });
  if (read.kind === 'records-json') return parseRecordsJsonImport(upload, read.file);
  return read.parsed;
}

/** Reads the upload and plans it (duplicates, new ids, balance updates). */
async function readAndPlan(ctx: AppContext, userId: string, upload: ImportUpload) {
  const existing = new ExistingRecords(ctx, userId);
  const parsed = await parse(ctx, userId, upload, existing);
  await planImport(parsed, existing, upload.keep);
  return parsed;
}

/** The preview's answer: every row with its problems, duplicates flagged. */
function previewOf(parsed: ParsedImport, upload: ImportUpload): ImportPreview {
  const rows = parsed.candidates.map((c) => ({
    row: c.row,
    area: c.area,
    label: c.label,
    values: c.values,
    errors: c.errors,
    ...(c.duplicateOf ? { duplicateOf: c.duplicateOf } : {}),
    ...(c.updates ? { updates: c.updates } : {}),
  }));
  const invalid = rows.filter((r) => r.errors.length).length;
  return {
    format: parsed.format,
    area: upload.area,
    headers: parsed.headers,
    mapping: parsed.mapping,
    mappingErrors: parsed.mappingErrors,
    warnings: parsed.warnings,
    rows,
    counts: {
      rows: rows.length,
      valid: rows.length - invalid,
      invalid,
      duplicates: rows.filter((r) => r.duplicateOf).length,
      updates: rows.filter((r) => r.updates).length,
      ready: readyRows(rows, upload.keep),
    },
  };
}

/** 400 with every problem (the first 100 listed) when the file cannot be imported as it is. */
function refuseProblems(parsed: ParsedImport, reply: FastifyReply) {
  const problems = [
    ...parsed.mappingErrors.map((message) => ({ path: 'mapping', message })),
    ...parsed.candidates.flatMap((c) => c.errors.map((message) => ({ path: c.label, message }))),
  ];
  if (!problems.length) return null;
  const wrongRows = parsed.candidates.filter((c) => c.errors.length).length;
  const summary = parsed.mappingErrors.length
    ? parsed.mappingErrors[0]
    : `${wrongRows} of ${parsed.candidates.length} rows have problems. ${problems[0].message}`;
  return reply
    .code(400)
    .send({ message: `Nothing was imported: ${summary}`, errors: problems.slice(0, 100) });
}

/** Imports one account may commit in an hour (issue 40: each may store up to 200 MB). */
export const IMPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Counts a commit against the account (in the database: every instance counts); 429 past 10. */
async function countImport(ctx: AppContext, userId: string) {
  const hit = await hitCounter(ctx.db, `imports:${userId}`, HOUR_MS);
  if (hit.current <= IMPORTS_PER_HOUR) return;
  const seconds = Math.max(1, Math.ceil(hit.ttl / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `You have imported ${IMPORTS_PER_HOUR} times in the last hour, the most one account may. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    { 'retry-after': String(seconds) },
  );
}

/**
 * The importer (docs/api.md "Import"): POST /api/imports/preview and /api/imports/commit take
 * the same upload (stateless: the file is sent again, so nothing of it is kept between the two),
 * GET /api/imports/template/:area is an area's CSV template.
 */
export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const uploadsDir = importUploadsDir(ctx.config.dataDir);
  return async (app) => {
    await clearImportUploads(ctx.config.dataDir); // at start: what a crash left mid-import
    app.addHook('preHandler', requireUser);

    app.post(
      '/imports/preview',
      { schema: { response: { 200: importPreviewSchema } } },
      async (request) => {
        const me = signedInUser(request);
        return withImportUpload(request, uploadsDir, async (upload) =>
          previewOf(await readAndPlan(ctx, me.id, upload), upload),
        );
      },
    );

    app.post(
      '/imports/commit',
      { schema: { response: { 200: importResultSchema } } },
      async (request, reply) => {
        const me = signedInUser(request);
        await countImport(ctx, me.id); // before the upload is read: a refused one costs nothing
        // The upload's temporary ZIP stays until the commit has stored the documents' files.
        return withImportUpload(request, uploadsDir, async (upload) => {
          const parsed = await readAndPlan(ctx, me.id, upload);
          const refused = refuseProblems(parsed, reply);
          if (refused) return refused;
          return commitImport(ctx, request, me.id, parsed, upload.area, timeZoneOf(request));
        });
      },
    );

    app.get(
      '/imports/template/:area',
      { schema: { params: z.object({ area: recordKindKeySchema }) } },
      async (request, reply) => {
        const kind = recordKindByKey(request.params.area)!;
        return reply
          .type(CSV_MIME_TYPE)
          .header('content-disposition', `attachment; filename="${templateFileName(kind)}"`)
          .header('cache-control', 'no-store')
          .send(importTemplateCsv(kind));
      },
    );
  };
}
