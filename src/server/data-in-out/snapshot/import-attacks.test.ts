import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadServerKey } from '../../crypto/server-key';
import { systemLogs, users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import type { Snapshot } from './snapshot-format';
import { takeSnapshot } from './take-snapshot';
import { signUpAdmin, stateOf } from './snapshot-test-helpers';

// What an admin could do with a crafted file before: make administrators, add rows to accounts
// already here, forge audit entries, and plant a key that a later password reset would keep
// instead of the user's own. Each is refused (or, for the flag and the entries, defused) here.
const MASTER_KEY = randomBytes(32).toString('hex');
let logs = '';
let t: TestApp;
let other: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let victim: Awaited<ReturnType<typeof signUp>>;
let victimMember: string;
let file: Snapshot;
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
  [t, other] = await Promise.all([
    createTestApp({ masterKey: MASTER_KEY, logLevel: 'info' }, { logStream }),
    createTestApp({ masterKey: MASTER_KEY }),
  ]);
  admin = await signUpAdmin(t);
  victim = await signUp(t.app);
  const member = await t.app.inject({
    method: 'POST',
    url: '/api/family-members',
    payload: { name: 'Victim Senior', relationship: 'Spouse' },
    headers: { cookie: victim.cookie },
  });
  victimMember = member.json().id;
  // A valid backup from another installation: one user, Bob, with a family member.
  const bob = await signUp(other.app);
  await other.app.inject({
    method: 'POST',
    url: '/api/family-members',
    payload: { name: 'Bob Junior', relationship: 'Child' },
    headers: { cookie: bob.cookie },
  });
  file = await takeSnapshot(other.context.db, other.context.files, loadServerKey(other.config));
});
afterAll(async () => {
  await t?.close();
  await other?.close();
});

const importing = (body: Snapshot) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: JSON.stringify(body),
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
  });
const copy = () => structuredClone(file);
const bobOf = (s: Snapshot) => s.tables.users![0]!;
const victimRow = () => t.context.db.select().from(users).where(eq(users.id, victim.user.id));

/** Imports the file, expects the refusal, and checks nothing changed but its audit row. */
async function expectRefused(body: Snapshot, status: number, message: string) {
  const before = await stateOf(t);
  const res = await importing(body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await stateOf(t)).toEqual({
    ...before,
    rows: { ...before.rows, system_logs: before.rows.system_logs + 1 },
  });
}

it('refuses rows for an account already here, naming the table and row', async () => {
  const s = copy();
  const id = randomUUID();
  s.tables.notifications = [{ id, user_id: victim.user.id, title: 'Hi', message: 'Planted' }];
  await expectRefused(
    s,
    400,
    `Nothing was imported: notifications row 1 (id ${id}): its user_id is an account that already exists here, not one of the file's users.`,
  );
});

it("refuses a row of the file's own user that links to another user's record", async () => {
  const s = copy();
  const id = randomUUID();
  s.tables.medical_information = [
    { id, user_id: bobOf(s).id, family_member_id: victimMember, sealed: null },
  ];
  await expectRefused(
    s,
    400,
    `Nothing was imported: medical_information row 1 (id ${id}): its family_member_id points at a family_members row that is not in the file.`,
  );
});

it("refuses a locked key planted in an existing user's account, or under their key's id", async () => {
  const [before] = await victimRow();
  const inTheirAccount = copy();
  inTheirAccount.tables.locked_data_keys = [
    { key_id: randomUUID(), user_id: victim.user.id, password_wrapped: 'x' },
  ];
  await expectRefused(
    inTheirAccount,
    400,
    `Nothing was imported: locked_data_keys row 1 (key_id ${inTheirAccount.tables.locked_data_keys[0]!.key_id}): its user_id is an account that already exists here, not one of the file's users.`,
  );
  // Under the file's own user but with the victim's key id: their next reset would keep it.
  const shadow = copy();
  shadow.tables.locked_data_keys = [
    { key_id: before!.dataKeyId, user_id: bobOf(shadow).id, password_wrapped: 'x' },
  ];
  await expectRefused(
    shadow,
    409,
    `Nothing was imported: locked_data_keys row 1 (key_id ${before!.dataKeyId}) has the id of a data key already on this installation, which it could shadow.`,
  );
  expect(await victimRow()).toEqual([before]);
});

it('fails on a constraint without any value from the file in the answer, audit row or log', async () => {
  const s = copy();
  const canary = `canary-${randomBytes(4).toString('hex')}@example.com`;
  bobOf(s).email = canary;
  // A second user whose email differs only in case: the unique index refuses it.
  s.tables.users!.push({
    ...bobOf(s),
    id: randomUUID(),
    username: `${String(bobOf(s).username)}2`,
    email: canary.toUpperCase(),
    data_key_id: randomUUID(),
  });
  await expectRefused(
    s,
    409,
    'Nothing was imported: the users rows could not be stored (a value that must be unique is already taken (users_email_lower_key)).',
  );
  const [refusal] = await t.context.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.action, 'admin.import'))
    .orderBy(sql`${systemLogs.timestamp} DESC`)
    .limit(1);
  expect(refusal!.message.toLowerCase()).not.toContain(canary);

  // And a query failing with a server fault is logged by code and query text, never its values.
  const err = await t.context.db.execute(sql`SELECT ${canary}::uuid`).catch((e: unknown) => e);
  t.app.log.error({ err }, 'request failed');
  expect(logs).toContain('"code":"22P02"');
  expect(logs).toContain('SELECT $1::uuid');
  expect(logs.toLowerCase()).not.toContain(canary);
});

it('imports administrators as regular users and audit entries as the importing admin’s, marked; no subscriptions', async () => {
  const s = copy();
  bobOf(s).is_admin = true;
  // Another customer's Stripe ids: cancelling or changing "their" plan would reach that customer.
  Object.assign(bobOf(s), {
    stripe_customer_id: 'cus_victim',
    stripe_subscription_id: 'sub_victim',
    plan_key: 'premium_family',
    subscription_status: 'active',
  });
  const forgedId = randomUUID();
  s.tables.system_logs = [
    {
      id: forgedId,
      timestamp: '2020-01-01T00:00:00.000Z',
      level: 'warning',
      action: 'admin.user_delete',
      message: 'Deleted the account of someone',
      user_id: admin.user.id,
      ip_address: '10.9.8.7',
    },
  ];
  const res = await importing(s);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    adminRightsRemoved: [bobOf(s).username],
    auditEntriesImported: 1,
    tables: { users: 1, family_members: 1, system_logs: 0 },
  });
  const [bob] = await t.context.db
    .select()
    .from(users)
    .where(eq(users.id, String(bobOf(s).id)));
  expect(bob).toMatchObject({
    isAdmin: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    planKey: null,
    subscriptionStatus: null,
  });
  // No entry under the forged id, action or time; one marked entry by the importing admin.
  expect(await t.context.db.select().from(systemLogs).where(eq(systemLogs.id, forgedId))).toEqual(
    [],
  );
  const forged = await t.context.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.action, 'admin.user_delete'));
  expect(forged).toEqual([]);
  const [marked] = await t.context.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.action, 'admin.import_entry'));
  expect(marked).toMatchObject({
    userId: admin.user.id,
    level: 'info',
    targetKind: 'imported_audit_entry',
    targetId: forgedId,
    ipAddress: '127.0.0.1',
    message: `Imported audit entry, not recorded here (originally 2020-01-01T00:00:00.000Z, admin.user_delete, user ${admin.user.id}, 10.9.8.7): Deleted the account of someone`,
  });
  expect(marked!.timestamp.getFullYear()).toBeGreaterThan(2020);
});
