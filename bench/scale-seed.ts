// Synthetic families for `npm run bench:scale` (scale.ts): written straight to PostgreSQL in
// multi-row inserts, each family's records sealed under its own data key by the app's sealer.
import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { RECORD_KINDS, type RecordKind } from '../src/domain/records';
import { createSessionKeyRing } from '../src/server/crypto/key-ring';
import { generateDataKey, generateSalt, wrapDataKey } from '../src/server/crypto/vault-keys';
import { hashPassword } from '../src/server/auth/passwords';
import * as schema from '../src/server/db/schema';
import { users } from '../src/server/db/schema';
import { sealFor, splitInput } from '../src/server/records/record-codec';
import { tableOf } from '../src/server/records/record-table';
import { bodyFor } from './seed-data';

export const FAMILY_RECORDS = 60;
const PREFIX = 'scale-family-';
/** Families per batch: one users insert, then one insert per record table. */
const BATCH = 250;

/** Seeds families numbered [from, to) (the measured family is number 0, made through the API). */
export async function seedFamilies(
  databaseUrl: string,
  from: number,
  to: number,
  progress: (done: number) => void,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, { schema });
  const keys = createSessionKeyRing();
  // Shared by every synthetic account (they never sign in): one hash, one salt, one wrapping key.
  const password = await hashPassword(crypto.randomBytes(16).toString('hex'));
  const salt = generateSalt();
  const wrappingKey = crypto.randomBytes(32);
  const perKind = Math.ceil(FAMILY_RECORDS / RECORD_KINDS.length);
  try {
    for (let start = from; start < to; start += BATCH) {
      const end = Math.min(to, start + BATCH);
      const families = Array.from({ length: end - start }, (_, i) => {
        const id = crypto.randomUUID();
        return { id, n: start + i, dataKey: generateDataKey() };
      });
      await db.insert(users).values(
        families.map((f) => ({
          id: f.id,
          username: `${PREFIX}${f.n}`,
          email: `${PREFIX}${f.n}@example.test`,
          password,
          dataKeyId: f.dataKey.id,
          dataKeyPasswordWrapped: wrapDataKey(wrappingKey, f.id, f.dataKey),
          keyDerivationSalt: salt,
        })),
      );
      const rows = new Map<RecordKind, Record<string, unknown>[]>();
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
      for (const [kind, values] of rows) await db.insert(tableOf(kind)).values(values);
      progress(end);
    }
    await db.execute(sql`ANALYZE`);
  } finally {
    keys.close();
    await pool.end();
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
