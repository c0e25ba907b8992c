import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../documents/file-storage';
import { databaseErrorFacts, describeDatabaseError } from '../../http/database-errors';
import { HttpError } from '../../http/errors';
import { EXPORT_TABLES, type ExportTable } from './export-tables';
import { NOT_IMPORTED_TABLES, refuseForeignRows, refuseShadowedKeys } from './import-checks';
import { findConflicts } from './import-conflicts';
import type { LoadMode, Snapshot } from './snapshot-format';

export type { LoadMode };
import type { SqlRunner } from './take-snapshot';

/** What a load inserted, by table, plus file and settings counts. */
export interface LoadResult {
  tables: Record<string, number>;
  files: number;
  /** Settings in the file that the installation kept its own value for (an import keeps all). */
  settingsKept: number;
  /** Usernames imported without the administrator flag the file gave them (an import never grants it). */
  adminRightsRemoved: string[];
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
    await runner.execute(
      sql`INSERT INTO ${target} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${target}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * The rows of a table to insert. A restore takes the file as it is. An import adds accounts and
 * no powers (decision 011): no subscriptions, no settings (the installation keeps its own), no audit entries (the
 * route writes them as the admin's, marked), and every account without the administrator flag.
 */
function rowsToInsert(table: ExportTable, snapshot: Snapshot, mode: LoadMode) {
  const rows = snapshot.tables[table.name] ?? [];
  if (mode === 'restore') return rows;
  if (NOT_IMPORTED_TABLES.includes(table.name)) return [];
  if (table.name === 'users') return rows.map((r) => ({ ...r, ...IMPORTED_ACCOUNT }));
  return rows;
}

/**
 * What every imported account is set to: no administrator flag, and no subscription. A file's
 * Stripe ids could name another customer's subscription (cancelling or changing it, or catching
 * its webhooks); a subscription belongs to the server that charges it, so an imported account
 * subscribes again here (decision 011). Its address arrives unconfirmed, with no change waiting:
 * a file cannot vouch for an address, so invitations reach the account only once its owner has
 * opened a confirmation link sent from here (decision 018).
 */
const IMPORTED_ACCOUNT = {
  is_admin: false,
  email_confirmed_at: null,
  pending_email: null,
  stripe_customer_id: null,
  stripe_subscription_id: null,
  plan_key: null,
  subscription_status: null,
  current_period_end: null,
  pending_plan_key: null,
  cancel_at_period_end: false,
  billing_interval: null,
};

/**
 * A snapshot taken on S3 storage carries no file bytes (the bucket is backed up on its own): each
 * stored file it neither carries nor lists as missing must already be in the store.
 */
export async function refuseAbsentFiles(files: FileStorage, snapshot: Snapshot) {
  const carried = new Set([...Object.keys(snapshot.files), ...snapshot.missingFiles]);
  const expected = (snapshot.tables.stored_files ?? [])
    .map((row) => String(row.id))
    .filter((id) => !carried.has(id));
  if (!expected.length) return;
  const held = new Set(await files.list());
  const absent = expected.filter((id) => !held.has(id));
  if (absent.length)
    throw new HttpError(
      409,
      `${absent.length} of the backup's ${expected.length} stored files are not in it and not in ${files.location}: restore the bucket from its own backup first, then run the restore again. Nothing was restored.`,
    );
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
  if (mode === 'import') await refuseForeignRows(db, snapshot);
  const conflict = await findConflicts(db, files, snapshot, mode);
  if (conflict) throw new HttpError(409, conflict);
  if (mode === 'import') await refuseShadowedKeys(db, snapshot);
  await refuseAbsentFiles(files, snapshot);

  const written: string[] = [];
  let table = '';
  try {
    for (const [id, base64] of Object.entries(snapshot.files)) {
      await files.put(id, Buffer.from(base64, 'base64'));
      written.push(id);
    }
    return await db.transaction(async (tx) => {
      const result: LoadResult = {
        tables: {},
        files: written.length,
        settingsKept: mode === 'import' ? (snapshot.tables.system_settings?.length ?? 0) : 0,
        adminRightsRemoved:
          mode === 'import'
            ? (snapshot.tables.users ?? [])
                .filter((r) => r.is_admin === true)
                .map((r) => String(r.username))
            : [],
      };
      for (const t of EXPORT_TABLES) {
        table = t.name;
        const rows = rowsToInsert(t, snapshot, mode);
        await insertRows(tx, t, rows);
        result.tables[t.name] = rows.length;
      }
      table = 'system_logs'; // `after` writes the audit rows
      await after?.(tx, result);
      return result;
    });
  } catch (err) {
    for (const id of written) await files.delete(id).catch(() => {});
    const cause = databaseErrorFacts(err);
    if (!cause || !/^2[23]/.test(cause.code)) throw err;
    // Constraint and data errors come from the file's contents: say which table and why, in
    // names only (the database's detail quotes the values: emails, hashes, wrapped keys).
    throw new HttpError(
      cause.code === '23505' ? 409 : 400,
      `Nothing was imported: the ${table} rows could not be stored (${describeDatabaseError(cause)}).`,
    );
  }
}
