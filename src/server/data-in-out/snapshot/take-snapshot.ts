import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isFileMissing, type FileStorage } from '../../documents/file-storage';
import { EXPORT_TABLES, type ExportTable } from './export-tables';
import {
  serverKeyFingerprint,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  type Snapshot,
} from './snapshot-format';

/** Anything that runs SQL: the database or a transaction on it. */
export type SqlRunner = Pick<Database, 'execute'>;

/** Rows of a raw query, whichever driver ran it (both return `{ rows }`). */
export async function queryRows<T>(runner: SqlRunner, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One table's rows as PostgreSQL itself renders them in JSON: timestamps keep their microseconds,
 * dates stay dates, and amounts become decimal strings so no digit is lost to a float.
 */
async function readTable(runner: SqlRunner, table: ExportTable) {
  const columns = table.columns.map((c) =>
    c.type === 'PgNumeric'
      ? sql`${sql.identifier(c.name)}::text AS ${sql.identifier(c.name)}`
      : sql.identifier(c.name),
  );
  const order = table.primaryKey.length
    ? sql` ORDER BY ${sql.join(
        table.primaryKey.map((c) => sql.identifier(c)),
        sql`, `,
      )}`
    : sql``;
  const rows = await queryRows<{ r: Record<string, unknown> }>(
    runner,
    sql`SELECT row_to_json(x) AS r FROM (SELECT ${sql.join(columns, sql`, `)} FROM ${sql.identifier(table.name)}${order}) x`,
  );
  return rows.map(({ r }) => (typeof r === 'string' ? (JSON.parse(r) as typeof r) : r));
}

/**
 * Reads every exported table in one read-only REPEATABLE READ transaction (one consistent view;
 * PGlite has a single connection, so its transaction is consistent anyway), then the stored
 * files' bytes through the file storage (on local disk; an S3 bucket is backed up on its own). File bytes never change under an id, so reading them
 * after the transaction is still consistent; bytes removed meanwhile are listed as missing.
 */
export async function takeSnapshot(
  db: Database,
  files: FileStorage,
  serverKey: { key: Buffer },
): Promise<Snapshot> {
  const tables = await db.transaction(
    async (tx) => {
      const out: Snapshot['tables'] = {};
      for (const table of EXPORT_TABLES) out[table.name] = await readTable(tx, table);
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const fileBytes: Snapshot['files'] = {};
  const missingFiles: string[] = [];
  const ids = (tables.stored_files ?? []).map((row) => String(row.id));
  if (files.driver === 's3') {
    // The bucket is backed up on its own (versioning or replication, docs/deploy.md): the
    // snapshot names its files and says which were missing; a restore checks they are there.
    const held = new Set(await files.list());
    missingFiles.push(...ids.filter((id) => !held.has(id)));
  } else {
    for (const id of ids) {
      try {
        fileBytes[id] = (await files.get(id)).toString('base64');
      } catch (err) {
        if (!isFileMissing(err)) throw err;
        missingFiles.push(id);
      }
    }
  }
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    exportedAt: new Date().toISOString(),
    serverKeyFingerprint: serverKeyFingerprint(serverKey.key),
    tables,
    files: fileBytes,
    missingFiles,
  };
}

/** Rows per exported table (for messages and tests). */
export function rowCounts(snapshot: Pick<Snapshot, 'tables'>): Record<string, number> {
  return Object.fromEntries(
    EXPORT_TABLES.map((t) => [t.name, snapshot.tables[t.name]?.length ?? 0]),
  );
}
