// The baseline for the list calls: plain Fastify 5 on its OWN database of the same engine (PGlite
// in a temp dir, or the PostgreSQL database named by DATABASE_URL, created by the runner),
// holding the same rows as Kinfolio's bench user but with the text fields as plain JSON in
// `sealed`. It runs the same SQL with no session and answers the rows with JSON.stringify: no
// decryption, no schema serialisation. Run with `node --import tsx`. On PGlite its resident memory
// is a first start's (it creates the database), larger than the restarted Kinfolio's.
//
//   GET  /bare                       the small body of bench/bare-server.mjs
//   GET  /bare/family-members        the lists user's rows (?user=growth: the growth user's)
//   GET  /bare/bank-accounts
//   POST /bare/seed?user=&kind=&count=   adds rows (the growth series)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  bankAccountsKind,
  familyMembersKind,
  recordKindByKey,
  type RecordKind,
} from '../src/domain/records';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { tableOf } from '../src/server/records/record-table';
import { LIST_ROWS, bodyFor, storedFormOf } from './seed-data';

/** The small body of GET /bare, the same file bare-server.mjs answers. */
const small: unknown = JSON.parse(
  fs.readFileSync(new URL('./bare-user.json', import.meta.url), 'utf8'),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinfolio-bare-'));
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const { db } = handle;

async function createUser(name: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.com`, password: 'not-a-hash' })
    .returning({ id: users.id });
  return row.id;
}
const userIds: Record<string, string> = {
  lists: await createUser('bare_lists'),
  growth: await createUser('bare_growth'),
};
/** Rows inserted so far per user and kind: the next row's index, so tags continue the series. */
const inserted = new Map<string, number>();

/** Inserts `count` more rows, newest last, each a millisecond apart like rows created one by one. */
async function seed(user: string, kind: RecordKind, count: number) {
  const table = tableOf(kind);
  const key = `${user}:${kind.key}`;
  const start = inserted.get(key) ?? 0;
  const base = Date.now();
  for (let done = 0; done < count; done += 500) {
    const batch = [];
    for (let i = done; i < Math.min(count, done + 500); i++) {
      const { plain, sealedJson } = storedFormOf(kind, bodyFor(kind, start + i));
      const at = new Date(base + i);
      batch.push({
        ...plain,
        userId: userIds[user],
        sealed: sealedJson,
        createdAt: at,
        updatedAt: at,
      });
    }
    await db.insert(table).values(batch);
  }
  inserted.set(key, start + count);
}
await seed('lists', familyMembersKind, LIST_ROWS);
await seed('lists', bankAccountsKind, LIST_ROWS);

const app = Fastify({ logger: false });
app.get('/bare', async () => small);

/** The same statement the records route runs, answered as the database returns it. */
function listRoute(table: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = (request.query as { user?: string }).user ?? 'lists';
    const userId = userIds[user];
    if (!userId) throw new Error(`unknown user ${user}`);
    const result = await db.execute(
      sql`SELECT * FROM ${sql.identifier(table)} WHERE user_id = ${userId} ORDER BY created_at DESC`,
    );
    reply.type('application/json');
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  };
}
app.get('/bare/family-members', listRoute(familyMembersKind.table));
app.get('/bare/bank-accounts', listRoute(bankAccountsKind.table));

app.post('/bare/seed', async (request) => {
  const q = request.query as { user?: string; kind?: string; count?: string };
  const kind = recordKindByKey(q.kind ?? '');
  const count = Number(q.count);
  if (!kind || !userIds[q.user ?? ''] || !Number.isInteger(count) || count < 0) {
    throw new Error('seed needs user, kind and count');
  }
  await seed(q.user!, kind, count);
  return { rows: inserted.get(`${q.user}:${kind.key}`) };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const stop = () =>
  void app
    .close()
    .then(() => handle.close())
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
