// Synthetic families for `npm run bench:scale` (scale.ts), written straight to PostgreSQL: each
// family gets its own data key and its records are sealed under it by the app's own sealer, as
// real rows are. Fast enough for 100,000 families (~6 million rows): each table's rows for a
// batch of families go in ONE statement (a JSON array expanded by json_populate_recordset: one
// parameter, one parse), and the next batch is sealed while the database writes the last one.
import crypto from 'node:crypto';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { RECORD_KINDS, type RecordKind } from '../src/domain/records';
import { createSessionKeyRing, type KeyRing } from '../src/server/crypto/key-ring';
import { generateDataKey, generateSalt, wrapDataKey } from '../src/server/crypto/vault-keys';
import { hashPassword } from '../src/server/auth/passwords';
import { users } from '../src/server/db/schema';
import { sealFor, splitInput } from '../src/server/records/record-codec';
import { tableOf } from '../src/server/records/record-table';
import { bodyFor } from './seed-data';

export const FAMILY_RECORDS = 60;
const PREFIX = 'scale-family-';
/** Families per batch: one statement per table (users, then each record table). */
const BATCH = 1_000;

type Row = Record<string, unknown>;

/** Rows keyed by the table's property names → one INSERT … SELECT FROM json_populate_recordset. */
function insertOf(table: PgTable, rows: Row[]): { text: string; values: [string] } {
  const config = getTableConfig(table);
  const present = new Set(rows.flatMap((r) => Object.keys(r)));
  const columns = Object.entries(table as unknown as Record<string, unknown>)
    .filter(([key]) => present.has(key))
    .map(([key]) => {
      const column = config.columns.find((c) => c === (table as unknown as Row)[key])!;
      return { key, column };
    });
  const json = rows.map((row) => {
    const out: Row = {};
    for (const { key, column } of columns) {
      const value = row[key];
      if (value === undefined || value === null) continue;
      // json(b) columns take the value itself; others their driver form (dates, numerics as text).
      out[column.name] = column.getSQLType().startsWith('json')
        ? value
        : column.mapToDriverValue(value);
    }
    return out;
  });
  const names = columns.map(({ column }) => `"${column.name}"`).join(', ');
  return {
    text: `INSERT INTO "${config.name}" (${names}) SELECT ${names} FROM json_populate_recordset(NULL::"${config.name}", $1::json)`,
    values: [JSON.stringify(json)],
  };
}

interface Shared {
  keys: KeyRing;
  password: string;
  salt: string;
  wrappingKey: Buffer;
  perKind: number;
}

/** One batch's statements: the users, then each record table's rows, sealed per family. */
async function batchOf(shared: Shared, start: number, end: number) {
  const { keys, perKind } = shared;
  const families = Array.from({ length: end - start }, (_, i) => ({
    id: crypto.randomUUID(),
    n: start + i,
    dataKey: generateDataKey(),
  }));
  const statements = [
    insertOf(
      users,
      families.map((f) => ({
        id: f.id,
        username: `${PREFIX}${f.n}`,
        email: `${PREFIX}${f.n}@example.test`,
        password: shared.password,
        dataKeyId: f.dataKey.id,
        dataKeyPasswordWrapped: wrapDataKey(shared.wrappingKey, f.id, f.dataKey),
        keyDerivationSalt: shared.salt,
      })),
    ),
  ];
  const rows = new Map<RecordKind, Row[]>();
  for (const f of families) {
    keys.unlock(f.id, f.dataKey);
    let made = 0;
    for (const kind of RECORD_KINDS) {
      for (let i = 0; i < perKind && made < FAMILY_RECORDS; i++, made++) {
        const body = bodyFor(kind, f.n * FAMILY_RECORDS + made);
        // References would need their targets: left empty, as many real rows are.
        for (const [name, field] of Object.entries(kind.fields))
          if (field.type === 'reference') delete body[name];
        const { plain, sealed } = splitInput(kind, body);
        const id = crypto.randomUUID();
        const sealedColumn = await sealFor(keys, kind, id, f.id, sealed);
        const list = rows.get(kind) ?? [];
        list.push({ ...plain, id, userId: f.id, sealed: sealedColumn });
        rows.set(kind, list);
      }
    }
    keys.forget(f.id);
  }
  for (const [kind, values] of rows) statements.push(insertOf(tableOf(kind), values));
  return statements;
}

/** Seeds families numbered [from, to) (the measured family is number 0, made through the API). */
export async function seedFamilies(
  databaseUrl: string,
  from: number,
  to: number,
  progress: (done: number) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const keys = createSessionKeyRing();
  // Shared by every synthetic account (they never sign in): one hash, one salt, one wrapping key.
  const shared: Shared = {
    keys,
    password: await hashPassword(crypto.randomBytes(16).toString('hex')),
    salt: generateSalt(),
    wrappingKey: crypto.randomBytes(32),
    perKind: Math.ceil(FAMILY_RECORDS / RECORD_KINDS.length),
  };
  const write = async (statements: Awaited<ReturnType<typeof batchOf>>, end: number) => {
    await client.query('BEGIN');
    for (const s of statements) await client.query(s);
    await client.query('COMMIT');
    progress(end);
  };
  try {
    let writing: Promise<void> = Promise.resolve();
    for (let start = from; start < to; start += BATCH) {
      const end = Math.min(to, start + BATCH);
      const statements = await batchOf(shared, start, end);
      await writing; // the database wrote the last batch while this one was sealed
      writing = write(statements, end);
    }
    await writing;
    await client.query('ANALYZE');
  } finally {
    keys.close();
    await client.end();
  }
}

/** Deletes every synthetic family (cascading to their rows), in batches. */
export async function removeFamilies(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rowCount } = await client.query(
        `DELETE FROM users WHERE id IN (SELECT id FROM users WHERE username LIKE $1 LIMIT 2000)`,
        [`${PREFIX}%`],
      );
      if (!rowCount) break;
    }
  } finally {
    await client.end();
  }
}
