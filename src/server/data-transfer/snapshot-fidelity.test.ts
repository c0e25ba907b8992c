import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../domain/records';
import { loadServerKey } from '../crypto/server-key';
import { bankAccounts, users } from '../db/schema';
import { putSetting } from '../settings/system-settings';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { loadSnapshot } from './load-snapshot';
import { takeSnapshot } from './take-snapshot';
import { SAMPLE_PDF, uploadFile } from './transfer-test-helpers';

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
  // The edges: an amount's trailing zero (a float would drop it), microsecond timestamps, a jsonb array.
  const db = source.context.db;
  await db.update(bankAccounts).set({ currentBalance: '9876543210.50' });
  await db
    .update(users)
    .set({ totpRecoveryCodeHashes: ['a', 'b'], totpLastUsedStep: 58_000_123 })
    .where(eq(users.id, alice.user.id));
  await db.execute(sql`UPDATE users SET last_login = '2026-01-02T03:04:05.123456Z'`);

  const key = loadServerKey(source.config);
  const original = await takeSnapshot(db, source.context.files, key);
  expect(original.tables.bank_accounts![0]!.current_balance).toBe('9876543210.50');
  await loadSnapshot(target.context.db, target.context.files, original, 'restore');
  const copy = await takeSnapshot(target.context.db, target.context.files, key);

  expect(copy.tables).toEqual(original.tables);
  expect(copy.files).toEqual(original.files);
  expect(Object.keys(copy.files)).toHaveLength(1);
  expect(String(copy.tables.users![0]!.last_login)).toContain('03:04:05.123456');
});
