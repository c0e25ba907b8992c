/**
 * `records.json`, the heart of "Download my data" (POST /api/account/export) and what the
 * importer reads back. One file holds every record of every area, decrypted, so it can be read
 * without Kinfolio and imported into another account or server.
 *
 * ```json
 * {
 *   "format": "kinfolio-records",
 *   "formatVersion": 1,
 *   "exportedAt": "2026-05-04T12:00:00.000Z",
 *   "app": { "name": "Kinfolio" },
 *   "areas": {
 *     "family-members": [{ "id": "…", "createdAt": "…", "updatedAt": "…", "name": "Ann", … }],
 *     "documents": [{ "id": "…", "title": "Will", …, "file": {
 *         "path": "files/Legal/will.pdf", "originalName": "will.pdf",
 *         "mimeType": "application/pdf", "size": 1234, "sha256": "…" } }],
 *     …every area, [] when empty
 *   },
 *   "netWorthSnapshots": [{ "day": "2026-05-04", "bank": "10.00", …, "netWorth": "10.00" }],
 *   "executorPlanTicks": [{ "step": "death-certificates", "title": "Order death certificates",
 *     "doneBy": "Eve Stone", "doneAt": "2026-05-04T12:00:00.000Z" }]
 * }
 * ```
 *
 * Values are as the API answers them (src/domain/records/record-schema.ts, recordOutputSchema):
 * every field of the kind is present; text, choices, amounts (decimal strings, '1234.50'),
 * percents and dates (YYYY-MM-DD) are strings or null, flags booleans, whole numbers numbers or
 * null. Ids are the exporting server's: references between records (a medical record's
 * familyMemberId) point at ids in the same file, so an importer that gives records new ids must
 * map them. A document's `filePath` (the stored file's id on the exporting server) means nothing
 * elsewhere; its `file` names the file's place in the ZIP instead (null when none is attached).
 * A record whose sealed fields could not be opened carries `locked: true` and null text.
 */
import { z } from 'zod';
import { netWorthSnapshotSchema } from '../net-worth';
import { RECORD_KINDS, type RecordKindKey } from '../records';
import { recordOutputSchema } from '../records/record-schema';

/** Names the file's format; `formatVersion` changes when a reader would misread the new shape. */
export const RECORDS_JSON_FORMAT = 'kinfolio-records';
/** The version this code writes and reads. */
export const RECORDS_JSON_VERSION = 1;
/** The file's name in the ZIP. */
export const RECORDS_JSON_FILE_NAME = 'records.json';

/** A document's attached file: where it sits in the ZIP and how to check it arrived whole. */
export const exportedFileSchema = z.object({
  /** Path inside the ZIP: 'files/<Category>/<original name>', made unique ('name (2).pdf'). */
  path: z.string().min(1),
  /** The name it was uploaded with. */
  originalName: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** Hex SHA-256 of the file's bytes. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
/** A document's attached file in the ZIP. */
export type ExportedFile = z.infer<typeof exportedFileSchema>;

/** One record of a kind in records.json (documents and letters also carry `file`). */
function areaRecordSchema(kindKey: RecordKindKey) {
  const kind = RECORD_KINDS.find((k) => k.key === kindKey)!;
  const base = recordOutputSchema(kind).omit({ fileUrl: true });
  return kindKey === 'documents' || kindKey === 'letters-and-wishes'
    ? base.extend({ file: exportedFileSchema.nullable().default(null) })
    : base;
}

/** One record in records.json: identity, timestamps and every field, decrypted. */
export type ExportedRecord = {
  id: string;
  createdAt: string;
  updatedAt: string;
  locked?: boolean;
  /** Documents and letters only. */
  file?: ExportedFile | null;
} & Record<string, string | number | boolean | null | undefined | ExportedFile>;

const areasShape = Object.fromEntries(
  RECORD_KINDS.map((kind) => [kind.key, z.array(areaRecordSchema(kind.key)).default([])]),
) as unknown as Record<RecordKindKey, z.ZodDefault<z.ZodArray<z.ZodType<ExportedRecord>>>>;

/** A step of the executor's plan ticked off (issue 29): its key, what it said, who, when. */
export const exportedPlanTickSchema = z.object({
  /** The plan's step key: 'death-certificates', or 'insurance:<record id>' and the like. */
  step: z.string(),
  /** The step as the plan words it now ('' when its record is gone). */
  title: z.string(),
  /** The name of whoever ticked it. */
  doneBy: z.string(),
  doneAt: z.iso.datetime(),
});
export type ExportedPlanTick = z.infer<typeof exportedPlanTickSchema>;

/** The whole of records.json. An area left out reads as empty. */
export const recordsJsonSchema = z.object({
  format: z.literal(RECORDS_JSON_FORMAT),
  formatVersion: z.literal(RECORDS_JSON_VERSION),
  /** When the download was made, ISO 8601. */
  exportedAt: z.iso.datetime(),
  /** The application that wrote it: the administrator's application name. */
  app: z.object({ name: z.string() }),
  /** Every area by its key ('family-members', 'bank-accounts', … as in RECORD_KINDS), in order. */
  areas: z.object(areasShape),
  /** The daily net worth snapshots, oldest first. */
  netWorthSnapshots: z.array(netWorthSnapshotSchema).default([]),
  /** The executor's plan: the steps ticked off, oldest first. */
  executorPlanTicks: z.array(exportedPlanTickSchema).default([]),
});

/** records.json as read (every area present). */
export type RecordsJson = z.infer<typeof recordsJsonSchema>;
