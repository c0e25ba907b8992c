import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStorage } from '../documents/file-storage';
import { HttpError } from '../http/errors';
import { EXPORT_TABLES, type ExportTable } from './export-tables';
import { findConflicts } from './import-conflicts';
import type { Snapshot } from './snapshot-format';
import { queryRows, type SqlRunner } from './take-snapshot';

/**
 * Settings that describe the running installation rather than its data: an import into a
 * working server keeps its own (an imported IP allowlist could lock the importing admin out).
 * A restore into an empty installation takes them as well.
 */
const INSTALLATION_SETTINGS = ['maintenance_mode', 'admin_ip_allowlist'];

/** How a snapshot is loaded: `import` beside existing accounts, `restore` into an empty database. */
export type LoadMode = 'import' | 'restore';

/** What a load inserted, by table, plus file and settings counts. */
export interface LoadResult {
  tables: Record<string, number>;
  files: number;
  /** Settings in the file that the installation kept its own value for. */
  settingsKept: number;
}

const BATCH = 500;

/** Inserts rows through json_populate_recordset, so PostgreSQL converts each value by column type. */
async function insertRows(runner: SqlRunner, table: ExportTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const present = new Set(batch.flatMap((r) => Object.keys(r)));
    const columns = table.columns.filter((c) => present.has(c.name)).map((c) => c.name);
    const list = sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const target = sql.identifier(table.name);
    const keepExisting = table.name === 'system_settings' ? sql` ON CONFLICT DO NOTHING` : sql``;
    await runner.execute(
      sql`INSERT INTO ${target} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${target}, ${JSON.stringify(batch)}::json)${keepExisting}`,
    );
  }
}

/** The rows of a table to insert; an import leaves out the installation's own settings. */
async function rowsToInsert(
  runner: SqlRunner,
  table: ExportTable,
  snapshot: Snapshot,
  mode: LoadMode,
) {
  const rows = snapshot.tables[table.name] ?? [];
  if (table.name !== 'system_settings' || mode === 'restore') return rows;
  const existing = new Set(
    (await queryRows<{ key: string }>(runner, sql`SELECT key FROM system_settings`)).map(
      (r) => r.key,
    ),
  );
  return rows.filter(
    (r) => !existing.has(String(r.key)) && !INSTALLATION_SETTINGS.includes(String(r.key)),
  );
}

/** The PostgreSQL error behind a Drizzle error, if any. */
function databaseError(err: unknown): { code: string; message: string; detail?: string } | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(e.code)) return e as never;
  }
  return null;
}

/**
 * Loads a checked snapshot: stored files are written first under their ids, then every row is
 * inserted in one transaction (with `after` run inside it, e.g. the audit row). If anything
 * fails, the transaction rolls back and the files written are removed again: nothing changes.
 */
export async function loadSnapshot(
  db: Database,
  files: FileStorage,
  snapshot: Snapshot,
  mode: LoadMode,
  after?: (tx: Database, result: LoadResult) => Promise<void>,
): Promise<LoadResult> {
  const conflict = await findConflicts(db, files, snapshot, mode);
  if (conflict) throw new HttpError(409, conflict);

  const written: string[] = [];
  let table = '';
  try {
    for (const [id, base64] of Object.entries(snapshot.files)) {
      await files.put(id, Buffer.from(base64, 'base64'));
      written.push(id);
    }
    return await db.transaction(async (tx) => {
      const result: LoadResult = { tables: {}, files: written.length, settingsKept: 0 };
      for (const t of EXPORT_TABLES) {
        table = t.name;
        const rows = await rowsToInsert(tx, t, snapshot, mode);
        if (t.name === 'system_settings') {
          result.settingsKept = (snapshot.tables[t.name]?.length ?? 0) - rows.length;
        }
        await insertRows(tx, t, rows);
        result.tables[t.name] = rows.length;
      }
      await after?.(tx, result);
      return result;
    });
  } catch (err) {
    for (const id of written) await files.delete(id).catch(() => {});
    const cause = databaseError(err);
    if (!cause || !/^2[23]/.test(cause.code)) throw err;
    // Constraint and data errors come from the file's contents: say which table and why.
    throw new HttpError(
      cause.code === '23505' ? 409 : 400,
      `Nothing was imported: the ${table} rows could not be stored (${cause.detail ?? cause.message}).`,
    );
  }
}
