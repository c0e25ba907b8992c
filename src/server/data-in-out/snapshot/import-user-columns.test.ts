import { randomBytes, randomUUID } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, pgTable, PgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadServerKey } from '../../crypto/server-key';
import * as schema from '../../db/schema';
import { HttpError } from '../../http/errors';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { describeTable, EXCLUDED_TABLES, USERS } from './export-tables';
import { IMPORTED_TABLES, NOT_IMPORTED_TABLES, refuseForeignRows } from './import-checks';
import type { Snapshot } from './snapshot-format';
import { queryRows, takeSnapshot } from './take-snapshot';

// An import checks every column that names a user, found from the schema's foreign keys: a table
// added later (with its key into users) is checked without anyone listing it. These tests hold
// that set against the schema, against the live database, and against the check itself.
const MASTER_KEY = randomBytes(32).toString('hex');
let t: TestApp;
let other: TestApp;
let victimId: string;
let file: Snapshot;
beforeAll(async () => {
  [t, other] = await Promise.all([
    createTestApp({ masterKey: MASTER_KEY }),
    createTestApp({ masterKey: MASTER_KEY }),
  ]);
  victimId = (await signUp(t.app)).user.id;
  await signUp(other.app);
  file = await takeSnapshot(other.context.db, other.context.files, loadServerKey(other.config));
});
afterAll(async () => {
  await t?.close();
  await other?.close();
});

const checked = IMPORTED_TABLES.flatMap((table) =>
  table.userColumns.map((c) => `${table.name}.${c}`),
);
const imported = (name: string) =>
  !(name in EXCLUDED_TABLES) && !NOT_IMPORTED_TABLES.includes(name);

it('checks every imported column with a foreign key into users, grants and history included', () => {
  const fromSchema = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (!imported(config.name)) continue;
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== USERS) continue;
      for (const column of ref.columns) fromSchema.add(`${config.name}.${column.name}`);
    }
  }
  expect([...checked].sort()).toEqual([...fromSchema].sort());
  expect(checked).toEqual(
    expect.arrayContaining([
      'trusted_grants.owner_id',
      'trusted_grants.grantee_id',
      'access_events.owner_id',
      'access_events.grantee_id',
      'notifications.user_id',
    ]),
  );
});

it('finds a user column of a table it has never seen', () => {
  const pets = pgTable('pets', {
    id: uuid('id').primaryKey(),
    keeperId: uuid('keeper_id').references(() => schema.users.id),
    vetId: uuid('vet_id').references(() => schema.users.id),
    name: text('name'),
  });
  expect(describeTable(pets).userColumns).toEqual(['keeper_id', 'vet_id']);
});

it("matches the database's own foreign keys into users", async () => {
  const live = await queryRows<{ name: string }>(
    t.context.db,
    sql`SELECT c.conrelid::regclass::text || '.' || a.attname AS name
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`,
  );
  const names = live.map((r) => r.name.replace(/^public\./, '').replaceAll('"', ''));
  expect(names.filter((n) => imported(n.split('.')[0]!)).sort()).toEqual([...checked].sort());
});

it('refuses a row naming an account here in any of those columns, naming table and column', async () => {
  const fileUser = String(file.tables.users![0]!.id);
  expect(checked.length).toBeGreaterThan(10);
  for (const entry of checked) {
    const [name, column] = entry.split('.') as [string, string];
    const table = IMPORTED_TABLES.find((x) => x.name === name)!;
    const row: Record<string, unknown> = { id: randomUUID() };
    for (const key of table.primaryKey) row[key] = randomUUID();
    for (const c of table.userColumns) row[c] = fileUser;
    row[column] = victimId;
    const s = structuredClone(file);
    s.tables[name] = [row];
    const err = await refuseForeignRows(t.context.db, s).catch((e: unknown) => e);
    expect(err, entry).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    expect((err as HttpError).message, entry).toMatch(
      new RegExp(
        `^Nothing was imported: ${name} row 1 \\(.*\\): its ${column} is an account that already exists here`,
      ),
    );
  }
});

it('leads every imported row to a user: by a user column, or by a link to a table that has one', () => {
  const reachesUser = (name: string, seen: string[] = []): boolean => {
    if (name === USERS) return true;
    const table = IMPORTED_TABLES.find((x) => x.name === name);
    if (!table || seen.includes(name)) return false;
    if (table.userColumns.length) return true;
    return table.links.some((l) => reachesUser(l.table, [...seen, name]));
  };
  const astray = IMPORTED_TABLES.map((x) => x.name).filter((name) => !reachesUser(name));
  expect(astray).toEqual([]);
});
