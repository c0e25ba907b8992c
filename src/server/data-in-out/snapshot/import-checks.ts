import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { ANY_TABLE, EXPORT_TABLES, USERS, type ExportTable } from './export-tables';
import type { Snapshot } from './snapshot-format';
import { queryRows } from './take-snapshot';

/**
 * Tables an import never writes from the file (load-snapshot.ts): the installation keeps its own
 * settings, and its audit log records only what happens here (imported entries are written as
 * the importing admin's action instead, see imported-audit.ts).
 */
export const NOT_IMPORTED_TABLES = ['system_settings', 'system_logs'];

/** A JSON array parameter, so a long list costs one bind parameter on either driver. */
export const jsonList = (values: string[]) =>
  sql`(SELECT value FROM json_array_elements_text(${JSON.stringify(values)}::json))`;

/** "locked_data_keys row 1 (key_id 5d0f…)": the table, the row's place and its primary key. */
function rowLabel(table: ExportTable, row: Record<string, unknown>, index: number): string {
  const key = table.primaryKey.map((c) => `${c} ${String(row[c])}`).join(', ');
  return `${table.name} row ${index + 1}${key ? ` (${key})` : ''}`;
}

const refuse = (why: string): never => {
  throw new HttpError(400, `Nothing was imported: ${why}.`);
};

/** Whether an account with this id is on this installation (for the refusal's wording only). */
async function existsHere(db: Database, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM users WHERE id::text = ${userId}`,
  );
  return rows.length > 0;
}

/** The tables an import writes from the file (users first). */
export const IMPORTED_TABLES = EXPORT_TABLES.filter((t) => !NOT_IMPORTED_TABLES.includes(t.name));

/**
 * The people a row is about: the users its user columns name (owner and grantee of a grant),
 * and for an account, the account itself.
 */
const peopleOf = (table: ExportTable, row: Record<string, unknown>) =>
  [...(table.name === USERS ? ['id'] : []), ...table.userColumns]
    .map((c) => row[c])
    .flatMap((v) => (v == null ? [] : [String(v)]));

/** The people of a row of the file, or undefined when it is not there. */
function peopleAt(people: Map<string, Map<string, string[]>>, table: string, id: string) {
  if (table !== ANY_TABLE) return people.get(table)?.get(id);
  for (const rows of people.values()) if (rows.has(id)) return rows.get(id);
  return undefined;
}

/**
 * An import adds the file's own accounts and nothing else. Every column that names a user (each
 * foreign key into users, from the schema: a grant's owner and grantee, an access event's two
 * parties, every user_id) must name one of the file's users, so a file can neither add rows to an
 * account already here nor plant a grant, a release secret or access history between one and
 * anyone. Every other link (an account's own included) must point at a row of the file whose
 * people are among the row's own. Refuses (400) naming the first offending table, row and column.
 */
export async function refuseForeignRows(db: Database, snapshot: Snapshot): Promise<void> {
  const fileUsers = new Set((snapshot.tables.users ?? []).map((r) => String(r.id)));
  // The people of every row with an id, by table: what links may point at.
  const people = new Map<string, Map<string, string[]>>();
  for (const table of EXPORT_TABLES) {
    // Keyed by the row's id, or its one-column key (a Recently deleted item's record_id).
    const key = table.primaryKey.length === 1 ? table.primaryKey[0]! : 'id';
    const rows = (snapshot.tables[table.name] ?? []).filter((r) => r[key] != null);
    people.set(table.name, new Map(rows.map((r) => [String(r[key]), peopleOf(table, r)])));
  }
  for (const table of IMPORTED_TABLES) {
    for (const [index, row] of (snapshot.tables[table.name] ?? []).entries()) {
      const label = rowLabel(table, row, index);
      for (const column of table.userColumns) {
        const value = row[column];
        if (value == null || fileUsers.has(String(value))) continue;
        refuse(
          (await existsHere(db, String(value)))
            ? `${label}: its ${column} is an account that already exists here, not one of the file's users`
            : `${label}: its ${column} is user ${String(value)}, who is not one of the file's users`,
        );
      }
      const own = peopleOf(table, row);
      if (!own.length && table.userColumns.length)
        refuse(`${label} names none of the file's users`);
      for (const link of table.links) {
        const value = row[link.column];
        if (value == null || link.table === USERS) continue;
        const target = peopleAt(people, link.table, String(value));
        const what = link.table === ANY_TABLE ? 'row' : `${link.table} row`;
        if (target === undefined) {
          refuse(`${label}: its ${link.column} points at a ${what} that is not in the file`);
        }
        if (own.length && target!.some((p) => !own.includes(p))) {
          refuse(`${label}: its ${link.column} points at a ${what} of another user`);
        }
      }
    }
  }
}

/** Every data key id the file names: its users' current keys and their locked ones. */
export function fileKeyIds(snapshot: Snapshot): { id: string; label: string }[] {
  const found: { id: string; label: string }[] = [];
  const users = EXPORT_TABLES.find((t) => t.name === 'users')!;
  const locked = EXPORT_TABLES.find((t) => t.name === 'locked_data_keys')!;
  (snapshot.tables.users ?? []).forEach((row, i) => {
    if (row.data_key_id != null) {
      found.push({ id: String(row.data_key_id), label: rowLabel(users, row, i) });
    }
  });
  (snapshot.tables.locked_data_keys ?? []).forEach((row, i) =>
    found.push({ id: String(row.key_id), label: rowLabel(locked, row, i) }),
  );
  return found;
}

/**
 * Data keys are found by id (a password reset keeps the old key under its id, and keeps the first
 * row it finds), so an imported key id equal to one here would shadow that key, and one named
 * twice in the file would shadow its own. Refuses both: 400 for the file, 409 for a clash here.
 */
export async function refuseShadowedKeys(db: Database, snapshot: Snapshot): Promise<void> {
  const keys = fileKeyIds(snapshot);
  const seen = new Map<string, string>();
  for (const { id, label } of keys) {
    const first = seen.get(id);
    if (first) refuse(`${label} names the same data key as ${first}`);
    seen.set(id, label);
  }
  if (!keys.length) return;
  const ids = keys.map((k) => k.id);
  const clashing = await queryRows<{ id: string }>(
    db,
    sql`SELECT data_key_id AS id FROM users WHERE data_key_id IN ${jsonList(ids)}
        UNION SELECT key_id AS id FROM locked_data_keys WHERE key_id IN ${jsonList(ids)}`,
  );
  const clash = keys.find((k) => clashing.some((c) => c.id === k.id));
  if (clash) {
    throw new HttpError(
      409,
      `Nothing was imported: ${clash.label} has the id of a data key already on this installation, which it could shadow.`,
    );
  }
}
