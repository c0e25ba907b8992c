import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../../domain/records';
import { loadServerKey } from '../../crypto/server-key';
import { bankAccounts, users } from '../../db/schema';
import { putSetting } from '../../settings/system-settings';
import { sampleRecord } from '../../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { loadSnapshot } from './load-snapshot';
import { takeSnapshot } from './take-snapshot';
import { SAMPLE_PDF, uploadFile } from './snapshot-test-helpers';

const MASTER_KEY = randomBytes(32).toString('hex');
let source: TestApp;
let target: TestApp;
beforeAll(async () => {
  [source, target] = await Promise.all([
    createTestApp({ masterKey: MASTER_KEY }),
    createTestApp({ masterKey: MASTER_KEY }),
  ]);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

it('a restored snapshot reads back identical, table by table and byte by byte', async () => {
  const alice = await signUp(source.app);
  for (const kind of RECORD_KINDS) {
    const res = await source.app.inject({
      method: 'POST',
      url: kind.apiPaths[0],
      payload: sampleRecord(kind, 'fidelity'),
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode, `${kind.key}: ${res.body}`).toBe(201);
  }
  await uploadFile(source.app, alice.cookie, 'Deed.pdf', SAMPLE_PDF);
  await putSetting(source.context.db, 'application_name', 'Family Vault');
  // A restore keeps everything an import leaves out: admin flags, settings, the audit log.
  // The edges: an amount's trailing zero (a float would drop it), microsecond timestamps, a jsonb array.
  const db = source.context.db;
  await db.update(bankAccounts).set({ currentBalance: '9876543210.50' });
  await db
    .update(users)
    .set({ totpRecoveryCodeHashes: ['a', 'b'], totpLastUsedStep: 58_000_123, isAdmin: true })
    .where(eq(users.id, alice.user.id));
  await db.execute(sql`UPDATE users SET last_login = '2026-01-02T03:04:05.123456Z'`);

  const key = loadServerKey(source.config);
  const original = await takeSnapshot(db, source.context.files, key);
  expect(original.tables.bank_accounts![0]!.current_balance).toBe('9876543210.50');
  await loadSnapshot(target.context.db, target.context.files, original, 'restore');
  const copy = await takeSnapshot(target.context.db, target.context.files, key);

  // Restoring writes every record row, so each user's records revision (the record lists' ETag,
  // src/server/records/list-revision.ts) moves forward, never back; everything else is identical.
  const revisionOf = (row: Record<string, unknown>) => Number(row.records_revision);
  const withoutRevision = (tables: typeof original.tables) => ({
    ...tables,
    users: tables.users!.map(({ records_revision: _revision, ...row }) => row),
  });
  expect(revisionOf(copy.tables.users![0]!)).toBeGreaterThan(
    revisionOf(original.tables.users![0]!),
  );
  expect(withoutRevision(copy.tables)).toEqual(withoutRevision(original.tables));
  expect(copy.files).toEqual(original.files);
  expect(copy.tables.users![0]!.is_admin).toBe(true);
  expect(copy.tables.system_logs!.length).toBeGreaterThan(0);
  expect(copy.tables.system_settings!.length).toBeGreaterThan(0);
  expect(Object.keys(copy.files)).toHaveLength(1);
  expect(String(copy.tables.users![0]!.last_login)).toContain('03:04:05.123456');
});
