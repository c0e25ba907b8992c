import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../domain/records';
import { createTestApp, type TestApp } from '../testing/test-app';
import * as schema from './schema';
import { dueUsersQuery, storedZonesQuery, widestQuery } from '../reminders/due-users';
import { unattachedFilesQuery } from '../documents/stored-files';

// Every query that reads one family's data uses an index (issue 33): a family's rows are found
// by the column naming their owner, or by a reference to another of the family's rows (which is
// also how a deletion cascades or clears links). With sequential scans disabled, a plan that
// still scans such a table has no index to use: at 100,000 families that query reads them all.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tables = (Object.values(schema) as unknown[]).filter(
  (v): v is PgTable => v instanceof PgTable,
);
const configs = tables.map((table) => getTableConfig(table));
const userTables = new Set(['users']);
// Tables that grow with families: those referencing users, or (transitively) such a table.
const growing = new Set<string>();
for (let changed = true; changed;) {
  changed = false;
  for (const c of configs) {
    if (growing.has(c.name)) continue;
    const targets = c.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name);
    if (targets.some((name) => userTables.has(name) || growing.has(name))) {
      growing.add(c.name);
      changed = true;
    }
  }
}

/** One query per way a family's rows are looked up: each foreign key column, by its value. */
const familyQueries: Array<{ name: string; query: ReturnType<typeof sql> }> = [];
const ID = '00000000-0000-4000-8000-000000000001';
for (const c of configs) {
  if (!growing.has(c.name)) continue;
  for (const fk of c.foreignKeys) {
    const columns = fk.reference().columns as PgColumn[];
    const where = sql.join(
      columns.map((col) => sql`${sql.identifier(col.name)} = ${sql.raw(`'${ID}'`)}`),
      sql` AND `,
    );
    familyQueries.push({
      name: `${c.name} by ${columns.map((col) => col.name).join(', ')}`,
      query: sql`SELECT * FROM ${sql.identifier(c.name)} WHERE ${where}`,
    });
  }
}
// The record lists, as record-routes.ts reads them: newest first.
for (const kind of RECORD_KINDS) {
  familyQueries.push({
    name: `${kind.table} list`,
    query: sql`SELECT * FROM ${sql.identifier(kind.table)} WHERE user_id = ${sql.raw(`'${ID}'`)} ORDER BY created_at DESC`,
  });
}

async function planOf(query: ReturnType<typeof sql>, alsoOff: string[] = []): Promise<string> {
  const result = await t.context.db.transaction(async (tx) => {
    for (const setting of ['enable_seqscan', ...alsoOff])
      await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
    return tx.execute(sql`EXPLAIN ${query}`);
  });
  const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

it('finds the tables that grow with families and the queries that read them', () => {
  expect(growing.has('family_members')).toBe(true);
  expect(growing.has('access_events')).toBe(true);
  expect(familyQueries.length).toBeGreaterThan(RECORD_KINDS.length * 2);
});

it('reads every family table through an index, never a sequential or full-index scan', async () => {
  const scans: string[] = [];
  for (const { name, query } of familyQueries) {
    const plan = await planOf(query);
    // A full scan of an index (no Index Cond, only a Filter) reads every family's entries too.
    if (/Seq Scan/.test(plan) || !/Index Cond|Recheck Cond/.test(plan))
      scans.push(`${name}:\n${plan}`);
  }
  expect(scans, scans.join('\n\n')).toEqual([]);
});

const PARTIAL = new Set([
  'reminder_preferences_checklist_idx',
  'reminder_preferences_weekly_digest_idx',
]);

/**
 * The family tables a plan reads whole, each with the plan; joins must run as nested loops
 * (hash and merge joins off) so that a table without a usable index still shows its scan.
 */
function familyTablesReadWhole(plan: string): string[] {
  const scans: string[] = [];
  const lines = plan.split('\n');
  lines.forEach((line, i) => {
    const node =
      /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\w+))? on (\w+)/.exec(
        line,
      );
    if (!node || !growing.has(node[3])) return;
    // Only opted-in rows are in a partial index: reading it whole reads no one else.
    if (node[2] && PARTIAL.has(node[2])) return;
    // min()/max() read one entry from an index's end (a Limit above the scan).
    if (/Backward/.test(line) && /Limit/.test(lines[i - 1] ?? '')) return;
    const details: string[] = [];
    for (let j = i + 1; j < lines.length && !lines[j].includes('->'); j++) details.push(lines[j]);
    // The page's `user_id > after` is a condition on every row after it: not a lookup.
    const conds = details.filter((d) => /Index Cond|Recheck Cond/.test(d));
    if (node[1] === 'Seq Scan' || conds.every((d) => /Cond: \(user_id > /.test(d)))
      scans.push(`${node[3]} (${line.trim()}):\n${plan}`);
  });
  return scans;
}

it('finds the users a reminder sweep opens through indexes, reading no family table whole', async () => {
  // Two zones on two days, one window within a year and one across its end.
  const zones = [
    { zone: '', today: '2031-06-01' },
    { zone: 'Asia/Tokyo', today: '2031-06-02' },
  ];
  const queries = [
    storedZonesQuery,
    widestQuery,
    dueUsersQuery(zones, { expiry: 30, dates: 7 }, null, 500),
    dueUsersQuery(
      [{ zone: '', today: '2031-12-20' }],
      { expiry: 30, dates: 30 },
      '00000000-0000-4000-8000-000000000001',
      500,
    ),
  ];
  const scans = (
    await Promise.all(queries.map((q) => planOf(q, ['enable_hashjoin', 'enable_mergejoin'])))
  ).flatMap(familyTablesReadWhole);
  expect(scans, scans.join('\n\n')).toEqual([]);
});

it('finds the uploads the orphaned-files sweep removes through indexes, a batch at a time', async () => {
  const batch = unattachedFilesQuery(t.context.db, new Date('2031-06-01T00:00:00Z'), 500);
  const plan = await planOf(sql`${batch}`, ['enable_hashjoin', 'enable_mergejoin']);
  expect(plan).toContain('stored_files_unattached_idx');
  const scans = familyTablesReadWhole(plan);
  expect(scans, scans.join('\n\n')).toEqual([]);
});
