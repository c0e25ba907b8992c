import { and, eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lockedDataKeys, systemLogs, users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { EXPORTED_USER_COLUMNS, WITHHELD_USER_COLUMNS } from './admin-accounts-export';
import { signUpAdmin } from './snapshot-test-helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t?.close());

const CANARY = 'Quillon-Canary-5521';
const exporting = (cookie: string | undefined, payload?: object, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({ method, url: '/api/admin/export', payload, headers: cookie ? { cookie } : {} });
const logsOf = (action: string) =>
  t.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.action, action), eq(systemLogs.userId, admin.user.id)));

it('exports accounts and metadata after the password, never credentials, keys or record contents', async () => {
  const alice = await signUp(t.app);
  const bank = await t.app.inject({
    method: 'POST',
    url: '/api/bank-accounts',
    payload: {
      bankName: 'Chase',
      accountType: 'Checking',
      accountNumber: '99887766554433',
      currentBalance: '4321.09',
      notes: CANARY,
    },
    headers: { cookie: alice.cookie },
  });
  expect(bank.statusCode, bank.body).toBe(201);
  // Two-factor secrets and a locked key, as a user who enrolled and reset their password has.
  await t.context.db
    .update(users)
    .set({
      totpSecretSealed: 'v1.totp-sealed-canary',
      totpEnabledAt: new Date(),
      totpRecoveryCodeHashes: ['recovery-hash-canary'],
    })
    .where(eq(users.id, alice.user.id));
  await t.context.db.insert(lockedDataKeys).values({
    keyId: 'locked-key-id-canary',
    userId: alice.user.id,
    passwordWrapped: 'locked-password-wrapped-canary',
    keyDerivationSalt: 'locked-salt-canary',
    recoveryWrapped: 'locked-recovery-wrapped-canary',
  });
  const [stored] = await t.context.db.select().from(users).where(eq(users.id, alice.user.id));

  const res = await exporting(admin.cookie, { password: admin.input.password });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="kinfolio-export-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(res.headers['cache-control']).toBe('no-store');
  const secrets = [
    stored!.password,
    stored!.dataKeyId!,
    stored!.dataKeyPasswordWrapped!,
    stored!.dataKeyRecoveryWrapped!,
    stored!.keyDerivationSalt!,
    'v1.totp-sealed-canary',
    'recovery-hash-canary',
    'locked-key-id-canary',
    'locked-password-wrapped-canary',
    'locked-salt-canary',
    'locked-recovery-wrapped-canary',
    CANARY,
    '4321.09',
    '99887766554433',
    'argon2id',
  ];
  for (const secret of secrets) expect(res.body, `export leaks ${secret}`).not.toContain(secret);
  const file = res.json();
  expect(file).toMatchObject({ format: 'kinfolio-account-export', version: 1 });
  expect(file.tables).toBeUndefined();
  expect(file.files).toBeUndefined();
  const row = file.users.find((u: { id: string }) => u.id === alice.user.id);
  expect(row).toMatchObject({
    username: alice.input.username,
    email: alice.input.email,
    isAdmin: false,
    recordCounts: { 'bank-accounts': 1, 'family-members': 0 },
    storedFiles: { count: 0, bytes: 0 },
    lockedDataKeys: 1,
  });
  expect(row.twoFactorEnabledAt).toMatch(/^\d{4}-/);
  const [logged] = await logsOf('admin.export');
  expect(logged).toMatchObject({ ipAddress: '127.0.0.1', level: 'info' });
  expect(logged!.message).toContain('Account and metadata export downloaded');
});

it('refuses a wrong or missing password with a clear 400, audited, and exports nothing', async () => {
  const before = (await logsOf('admin.export')).length;
  const wrong = await exporting(admin.cookie, { password: 'not my password' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ message: 'Your password is not correct.' });
  expect(wrong.headers['content-disposition']).toBeUndefined();
  const [refused] = await logsOf('admin.export_refused');
  expect(refused).toMatchObject({
    level: 'warning',
    message: 'Data export refused: wrong password',
  });

  const missing = await exporting(admin.cookie, {});
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toContain('password');
  expect(await logsOf('admin.export')).toHaveLength(before);
});

it('is a POST only: the old GET download no longer exists', async () => {
  const res = await exporting(admin.cookie, undefined, 'GET');
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('"format"');
});

it('lets only administrators export or import', async () => {
  const plain = await signUp(t.app);
  for (const url of ['/api/admin/export', '/api/admin/import']) {
    const payload = { password: plain.input.password };
    const anonymous = await t.app.inject({ method: 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: plain.cookie },
    });
    expect(user.statusCode).toBe(403);
  }
});

it('decides for every users column whether the export carries it', () => {
  const exported = Object.values(EXPORTED_USER_COLUMNS).map((c) => c.name);
  const all = getTableConfig(users).columns.map((c) => c.name);
  expect(all.filter((c) => !exported.includes(c) && !(c in WITHHELD_USER_COLUMNS))).toEqual([]);
  expect(exported.filter((c) => c in WITHHELD_USER_COLUMNS)).toEqual([]);
});
