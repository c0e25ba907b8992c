import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { EXPORT_TABLES, type ColumnInfo } from './export-tables';

/** Names the file type; anything else is not an export of ours. */
export const SNAPSHOT_FORMAT = 'kinfolio-export';
/** Bumped when the file's layout changes in a way older code cannot read. */
export const SNAPSHOT_VERSION = 1;

/** One export or backup: every exported table's rows exactly as stored, and the stored files. */
export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  exportedAt: string;
  /** HMAC of a constant under the server key: says which key opens the data, reveals nothing. */
  serverKeyFingerprint: string;
  /** Rows by table (SQL column names; amounts as decimal strings; sealed columns as ciphertext). */
  tables: Record<string, Record<string, unknown>[]>;
  /** Stored file bytes by stored-file id, base64 (they are already encrypted). */
  files: Record<string, string>;
  /** Stored files whose row exists but whose bytes were not found when the snapshot was taken. */
  missingFiles: string[];
}

/** Identifies the server key without revealing it (an HMAC under the key, not a hash of it). */
export function serverKeyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('kinfolio:export-fingerprint:v1').digest('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function valueSchema(column: ColumnInfo): z.ZodType {
  switch (column.type) {
    case 'PgUUID':
      return z.string().regex(UUID, 'expected a uuid');
    case 'PgText':
      return z.string();
    case 'PgBoolean':
      return z.boolean();
    case 'PgInteger':
    case 'PgBigInt53':
      return z.number().int();
    case 'PgNumeric':
      return z.string().regex(DECIMAL, 'expected a decimal string');
    case 'PgDateString':
    case 'PgDate':
      return z.string().regex(DATE, 'expected a date (YYYY-MM-DD)');
    case 'PgTimestamp':
    case 'PgTimestampString':
      return z.string().regex(TIMESTAMP, 'expected an ISO timestamp');
    default:
      return z.unknown(); // e.g. jsonb: PostgreSQL checks it on insert
  }
}

/** A row of a table: only its columns; required ones (not null, no default) present. */
function rowSchema(columns: ColumnInfo[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const column of columns) {
    let value = valueSchema(column);
    if (!column.notNull) value = value.nullable();
    if (!column.notNull || column.hasDefault) value = value.optional();
    shape[column.name] = value;
  }
  return z.strictObject(shape);
}

const tablesShape = Object.fromEntries(
  EXPORT_TABLES.map((t) => [t.name, z.array(rowSchema(t.columns)).optional()]),
);

/** The header read first, so a file of another version is named as such. */
export const snapshotHeaderSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.number(),
});

/** The whole file. Tables missing from it (added after it was made) count as empty. */
export const snapshotSchema = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  exportedAt: z.string(),
  serverKeyFingerprint: z.string().min(1),
  tables: z.strictObject(tablesShape),
  files: z.record(z.string().regex(UUID, 'expected a stored file id'), z.string().regex(BASE64)),
  missingFiles: z.array(z.string()).default([]),
});

/** How a snapshot is loaded: `import` beside existing accounts, `restore` into an empty database. */
export type LoadMode = 'import' | 'restore';
