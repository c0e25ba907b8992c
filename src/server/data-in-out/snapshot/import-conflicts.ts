import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../documents/file-storage';
import { EXPORT_TABLES } from './export-tables';
import { jsonList } from './import-checks';
import type { LoadMode, Snapshot } from './snapshot-format';
import { queryRows } from './take-snapshot';

/** Rows in each exported table that already has some (restore wants none anywhere). */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const table of EXPORT_TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table.name)}`,
    );
    if (row && row.n > 0) found.push(`${table.name}: ${row.n} ${row.n === 1 ? 'row' : 'rows'}`);
  }
  return found;
}

async function collidingUsers(db: Database, snapshot: Snapshot): Promise<string[]> {
  const rows = snapshot.tables.users ?? [];
  if (!rows.length) return [];
  const ids = rows.map((r) => String(r.id));
  const names = rows.map((r) => String(r.username).toLowerCase());
  const emails = rows.map((r) => String(r.email).toLowerCase());
  const existing = await queryRows<{ username: string }>(
    db,
    sql`SELECT username FROM users
        WHERE id::text IN ${jsonList(ids)}
           OR lower(username) IN ${jsonList(names)}
           OR lower(email) IN ${jsonList(emails)}
        ORDER BY username`,
  );
  return existing.map((r) => r.username);
}

async function collidingFiles(db: Database, files: FileStorage, snapshot: Snapshot) {
  const ids = (snapshot.tables.stored_files ?? []).map((r) => String(r.id));
  if (!ids.length) return [];
  const stored = new Set(await files.list());
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM stored_files WHERE id::text IN ${jsonList(ids)}`,
  );
  return [...new Set([...ids.filter((id) => stored.has(id)), ...rows.map((r) => r.id)])];
}

/**
 * Why a snapshot may not be loaded here, or null. An import must not touch an existing account
 * or stored file; a restore needs an installation with no data at all.
 */
export async function findConflicts(
  db: Database,
  files: FileStorage,
  snapshot: Snapshot,
  mode: LoadMode,
): Promise<string | null> {
  if (mode === 'restore') {
    const tables = await nonEmptyTables(db);
    if (tables.length) {
      return `The database is not empty (${tables.join(', ')}): restore only into an empty database or data directory.`;
    }
    // Files the backup expects in the store (S3: backed up on their own) may be there already.
    const expected = new Set((snapshot.tables.stored_files ?? []).map((r) => String(r.id)));
    for (const id of Object.keys(snapshot.files)) expected.delete(id);
    const held = (await files.list()).filter((id) => !expected.has(id)).length;
    if (held) {
      return `The files folder is not empty (${held} ${held === 1 ? 'file' : 'files'}): restore only into an empty data directory.`;
    }
    return null;
  }
  const users = await collidingUsers(db, snapshot);
  if (users.length) {
    const shown =
      users.slice(0, 5).join(', ') + (users.length > 5 ? ` and ${users.length - 5} more` : '');
    return `The file would overwrite existing users (same id, username or email): ${shown}. Nothing was imported.`;
  }
  const clashing = await collidingFiles(db, files, snapshot);
  if (clashing.length) {
    return `The file would overwrite ${clashing.length} stored ${clashing.length === 1 ? 'file' : 'files'} already here. Nothing was imported.`;
  }
  return null;
}
