import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadServerKey } from '../../crypto/server-key';
import { users } from '../../db/schema';
import { confirmAddress } from '../../testing/confirm-address';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import {
  inVault,
  trust,
  trustedPeople,
  type Person,
} from '../../trusted-people/testing/trusted-kit';
import type { Snapshot } from './snapshot-format';
import { takeSnapshot } from './take-snapshot';
import { signIn, signUpAdmin, stateOf } from './snapshot-test-helpers';

// The attack of issue 26 (item 3): a file planting an accepted grant from a victim here to an
// account the admin controls made the victim's screen ask to "confirm again"; once confirmed,
// the admin read the victim's records. Grants, release secrets and access history now come in
// only between the file's own accounts.
const MASTER_KEY = randomBytes(32).toString('hex');
let t: TestApp;
let other: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let victim: Person;
let ann: Awaited<ReturnType<typeof signUp>>;
let ben: Awaited<ReturnType<typeof signUp>>;
let file: Snapshot;

const asPerson = (p: Awaited<ReturnType<typeof signUp>>, app: TestApp): Person => ({
  id: p.user.id,
  email: p.input.email,
  cookie: p.cookie,
  api: request(app.app, p.cookie),
});

beforeAll(async () => {
  [t, other] = await Promise.all([
    createTestApp({ masterKey: MASTER_KEY }),
    createTestApp({ masterKey: MASTER_KEY }),
  ]);
  admin = await signUpAdmin(t);
  victim = asPerson(await signUp(t.app), t);
  await victim.api.post('/api/family-members', { name: 'Victim Senior', relationship: 'Spouse' });
  // An honest installation: Ann trusts Ben, who has looked at her family members once.
  ann = await signUp(other.app);
  ben = await signUp(other.app);
  // Only a confirmed address may accept an invitation (item 4); both are confirmed over there.
  for (const p of [ann, ben]) await confirmAddress(other.app, other.dataDir, p.input.email);
  const [annP, benP] = [asPerson(ann, other), asPerson(ben, other)];
  await annP.api.post('/api/family-members', { name: 'Ann Junior', relationship: 'Child' });
  await trust(other, annP, benP);
  const seen = await benP.api.get('/api/family-members', inVault(annP));
  expect(seen.statusCode, seen.body).toBe(200);
  file = await takeSnapshot(other.context.db, other.context.files, loadServerKey(other.config));
  expect(file.tables.trusted_grants).toHaveLength(1);
  expect(file.tables.grant_release_secrets).toHaveLength(1);
  expect(file.tables.access_events!.length).toBeGreaterThan(0);
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

/** Imports the file, expects a 400 with this message, and checks nothing changed but its audit row. */
async function expectRefused(body: Snapshot, message: string) {
  const before = await stateOf(t);
  const res = await importing(body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(`Nothing was imported: ${message}.`);
  expect(await stateOf(t)).toEqual({
    ...before,
    rows: { ...before.rows, system_logs: before.rows.system_logs + 1 },
  });
}

const grantOf = (s: Snapshot) => s.tables.trusted_grants![0]!;

it("refuses a planted grant from a victim here to the file's account, and changes nothing", async () => {
  const s = structuredClone(file);
  // Ann's accepted grant to Ben, rewritten as the victim's, with its history and release secret.
  Object.assign(grantOf(s), { owner_id: victim.id, state: 'accepted', confirmed_at: null });
  for (const e of s.tables.access_events!) e.owner_id = victim.id;
  await expectRefused(
    s,
    `trusted_grants row 1 (id ${String(grantOf(s).id)}): its owner_id is an account that already exists here, not one of the file's users`,
  );
  // The victim's screen has nothing to confirm, and nobody reads their records.
  expect((await trustedPeople(victim)).people).toEqual([]);
});

it('refuses a grant, or access history, naming an account here on either side', async () => {
  const toAdmin = structuredClone(file);
  grantOf(toAdmin).grantee_id = admin.user.id;
  await expectRefused(
    toAdmin,
    `trusted_grants row 1 (id ${String(grantOf(toAdmin).id)}): its grantee_id is an account that already exists here, not one of the file's users`,
  );
  const history = structuredClone(file);
  const event = history.tables.access_events![0]!;
  event.grantee_id = admin.user.id;
  await expectRefused(
    history,
    `access_events row 1 (id ${String(event.id)}): its grantee_id is an account that already exists here, not one of the file's users`,
  );
  const nobody = structuredClone(file);
  const stranger = randomUUID();
  grantOf(nobody).owner_id = stranger;
  await expectRefused(
    nobody,
    `trusted_grants row 1 (id ${String(grantOf(nobody).id)}): its owner_id is user ${stranger}, who is not one of the file's users`,
  );
});

it("refuses a release secret or history entry for a grant that is not the file's own", async () => {
  const orphan = structuredClone(file);
  orphan.tables.trusted_grants = [];
  orphan.tables.access_events = [];
  await expectRefused(
    orphan,
    `grant_release_secrets row 1 (grant_id ${String(grantOf(file).id)}): its grant_id points at a trusted_grants row that is not in the file`,
  );
  // An entry in Ben's own history naming Ann's grant to him: the grant is not among its people.
  const crossed = structuredClone(file);
  const event = crossed.tables.access_events![0]!;
  Object.assign(event, { owner_id: event.grantee_id, grantee_id: null });
  await expectRefused(
    crossed,
    `access_events row 1 (id ${String(event.id)}): its grant_id points at a trusted_grants row of another user`,
  );
});

it('imports an honest file with a grant between its two users, which still opens', async () => {
  // Confirmed over there, with a change of address waiting: neither travels (a file cannot
  // vouch for an address, and the change's link stays behind).
  expect(file.tables.users!.every((u) => u.email_confirmed_at != null)).toBe(true);
  const s = structuredClone(file);
  s.tables.users![0]!.pending_email = 'elsewhere@example.com';
  const res = await importing(s);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().tables).toMatchObject({
    users: 2,
    trusted_grants: 1,
    grant_release_secrets: 1,
    access_events: file.tables.access_events!.length,
  });
  // Ben signs in here and reads Ann's family members through the imported grant.
  const benHere = request(t.app, await signIn(t.app, ben.input.username, ben.input.password));
  const annHere = { id: ann.user.id } as Person;
  const list = await benHere.get('/api/family-members', inVault(annHere));
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().map((m: { name: string }) => m.name)).toEqual(['Ann Junior']);
  const annSees = await trustedPeople(
    asPerson({ ...ann, cookie: await signIn(t.app, ann.input.username, ann.input.password) }, t),
  );
  expect(annSees.people).toMatchObject([{ state: 'confirmed' }]);
  const imported = await t.context.db
    .select({ confirmed: users.emailConfirmedAt, pending: users.pendingEmail })
    .from(users)
    .where(inArray(users.id, [ann.user.id, ben.user.id]));
  expect(imported).toEqual([
    { confirmed: null, pending: null },
    { confirmed: null, pending: null },
  ]);
});
