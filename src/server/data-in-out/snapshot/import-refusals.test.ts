import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadServerKey } from '../../crypto/server-key';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { serverKeyFingerprint, type Snapshot } from './snapshot-format';
import { takeSnapshot } from './take-snapshot';
import { SAMPLE_PDF, signUpAdmin, stateOf, uploadFile } from './snapshot-test-helpers';

const MASTER_KEY = randomBytes(32).toString('hex');
let t: TestApp;
let other: TestApp;
let adminCookie: string;
let existing: { username: string; email: string };
let file: Snapshot;
beforeAll(async () => {
  [t, other] = await Promise.all([
    createTestApp({ masterKey: MASTER_KEY }),
    createTestApp({ masterKey: MASTER_KEY }),
  ]);
  const admin = await signUpAdmin(t);
  adminCookie = admin.cookie;
  existing = admin.input;
  // A valid export from another installation: one user with a stored file.
  const bob = await signUp(other.app);
  // Large enough that the file is over the app's usual 256 KB body limit.
  const deed = Buffer.concat([SAMPLE_PDF, Buffer.alloc(400_000, 0x20)]);
  await uploadFile(other.app, bob.cookie, 'Deed.pdf', deed);
  file = await takeSnapshot(other.context.db, other.context.files, loadServerKey(other.config));
});
afterAll(async () => {
  await t?.close();
  await other?.close();
});

const importing = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
  });
/** A copy of the valid file with one change (applied when the test runs, after beforeAll). */
const changed = (f: (copy: Snapshot) => void) => () => {
  const copy = structuredClone(file);
  f(copy);
  return copy;
};
const firstUser = (s: Snapshot) => s.tables.users![0]!;

it.each([
  ['not an export', () => ({ hello: 'world' }), 400, 'This is not a Kinfolio export file.'],
  [
    'another version',
    changed((s) => ((s as { version: number }).version = 2)),
    400,
    'format version 2; this server reads version 1.',
  ],
  [
    'a bad value',
    changed((s) => (firstUser(s).email = 42)),
    400,
    'The export file is malformed: tables.users.0.email',
  ],
  [
    'an unknown column',
    changed((s) => (firstUser(s).is_root = true)),
    400,
    'The export file is malformed: tables.users.0',
  ],
  [
    'an unknown table',
    changed((s) => (s.tables.secrets = [])),
    400,
    'The export file is malformed: tables',
  ],
  [
    'bytes of no stored file',
    changed((s) => (s.files[randomUUID()] = 'AAAA')),
    400,
    'belongs to no stored_files row',
  ],
  [
    'another server key',
    changed((s) => (s.serverKeyFingerprint = serverKeyFingerprint(randomBytes(32)))),
    409,
    'made with a different server key',
  ],
  [
    'an existing username',
    changed((s) => (firstUser(s).username = existing.username.toUpperCase())),
    409,
    // names the existing account (test usernames start with 'user')
    'would overwrite existing users (same id, username or email): user',
  ],
  [
    'an existing email',
    changed((s) => (firstUser(s).email = existing.email)),
    409,
    'would overwrite existing users',
  ],
  [
    'a row of nobody in the file',
    changed(
      (s) =>
        (s.tables.notifications = [
          { id: randomUUID(), user_id: randomUUID(), title: 'x', message: 'y' },
        ]),
    ),
    400,
    'Nothing was imported: notifications row 1 (id ',
  ],
])('refuses a file with %s and changes nothing', async (_name, makeBody, status, message) => {
  const before = await stateOf(t);
  const res = await importing(makeBody());
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toContain(message);
  const after = await stateOf(t);
  // The stored file was written before the failing transaction and removed again.
  expect(after.files).toEqual(before.files);
  // Only the refusal's audit row was added.
  expect(after.rows).toEqual({ ...before.rows, system_logs: before.rows.system_logs + 1 });
});

it('refuses a body that is not JSON', async () => {
  const before = await stateOf(t);
  const res = await importing('{"format": "kinfolio-export", ');
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('The request body is not valid JSON.');
  expect(await stateOf(t)).toEqual(before);
});

it('imports the unchanged file (so each refusal above was for its own reason)', async () => {
  expect(JSON.stringify(file).length).toBeGreaterThan(256 * 1024);
  const res = await importing(file);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ files: 1, tables: { users: 1, stored_files: 1 } });
  expect(await t.context.files.list()).toEqual(Object.keys(file.files));
});

it('refuses a large import body from anyone but an administrator before reading it', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    // Unparseable on purpose: had the body been read first, the answer would be 400.
    payload: `{"format": ${'x'.repeat(300_000)}`,
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(401);
});
