import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../domain/records';
import { createTestApp, type TestApp } from '../testing/test-app';
import * as schema from './schema';

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

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const result = await t.context.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
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
