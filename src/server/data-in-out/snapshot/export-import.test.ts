import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from '../../../domain/records';
import { loadServerKey } from '../../crypto/server-key';
import { systemLogs } from '../../db/schema';
import { getSetting, putSetting } from '../../settings/system-settings';
import { sampleRecord } from '../../testing/record-samples';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { takeSnapshot } from './take-snapshot';
import { SAMPLE_PDF, signIn, signUpAdmin, stateOf, uploadFile } from './snapshot-test-helpers';

// Two installations sharing one server key, as an operator moving to a new server would have.
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

const CANARY = 'Canary7f3q';
const importInto = (t: TestApp, cookie: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: body,
    headers: { cookie, 'content-type': 'application/json' },
  });

it('imports a backup into another installation: the same users read the same records and files', async () => {
  const admin = await signUpAdmin(source);
  const alice = await signUp(source.app);
  const lists = async (t: TestApp, cookie: string) =>
    Object.fromEntries(
      await Promise.all(
        RECORD_KINDS.map(async (k) => [
          k.key,
          (await request(t.app, cookie).get(k.apiPaths[0])).json(),
        ]),
      ),
    );
  for (const kind of RECORD_KINDS as readonly RecordKind[]) {
    const res = await source.app.inject({
      method: 'POST',
      url: kind.apiPaths[0],
      payload: sampleRecord(kind, CANARY),
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode, `${kind.key}: ${res.body}`).toBe(201);
  }
  const upload = await uploadFile(source.app, alice.cookie, 'Will.pdf', SAMPLE_PDF);
  const doc = await source.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: { title: `Will ${CANARY}`, category: 'Legal', filePath: upload.filePath },
    headers: { cookie: alice.cookie },
  });
  expect(doc.statusCode, doc.body).toBe(201);
  await putSetting(source.context.db, 'application_name', 'Source Vault');
  const before = await lists(source, alice.cookie);

  // What `npm run cli -- backup` writes (gzip aside): the full snapshot, keys still wrapped.
  const backup = await takeSnapshot(
    source.context.db,
    source.context.files,
    loadServerKey(source.config),
  );
  const body = JSON.stringify(backup);
  expect(body).not.toContain(CANARY);
  expect(body).not.toContain(MASTER_KEY);

  // The other installation has its own administrator, who imports the file.
  const newAdmin = await signUpAdmin(target);
  const imported = await importInto(target, newAdmin.cookie, body);
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json()).toMatchObject({
    files: 1,
    tables: { users: 2, documents: 2, stored_files: 1, system_settings: 0, system_logs: 0 },
    settingsKept: 1,
    adminRightsRemoved: [admin.input.username],
    auditEntriesImported: backup.tables.system_logs!.length,
  });
  expect(imported.json().message).toBe(
    `Data import completed. Imported as regular users, without administrator rights: ${admin.input.username}. ` +
      'Grant them on the server with `npm run cli -- grant-admin <username>` if they should have them.',
  );
  const audited = await target.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.action, 'admin.import'), eq(systemLogs.userId, newAdmin.user.id)));
  expect(audited).toHaveLength(1);
  // The installation keeps its own settings.
  expect(await getSetting(target.context.db, 'application_name')).toBe('Kinfolio');

  // Alice signs in on the new installation and reads the same records and the same file.
  const aliceThere = await signIn(target.app, alice.input.username, alice.input.password);
  expect(await lists(target, aliceThere)).toEqual(before);
  const bytes = await request(target.app, aliceThere).get(upload.fileUrl);
  expect(bytes.statusCode).toBe(200);
  expect(bytes.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  // The source's administrator arrived as a regular user.
  const adminThere = await signIn(target.app, admin.input.username, admin.input.password);
  expect((await request(target.app, adminThere).get('/api/admin/users')).statusCode).toBe(403);

  // Importing the same file again would overwrite those users: refused, nothing changed.
  const state = await stateOf(target);
  const again = await importInto(target, newAdmin.cookie, body);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('would overwrite existing users');
  const after = await stateOf(target);
  expect(after.files).toEqual(state.files);
  // Only the refusal's own audit row was added.
  expect(after.rows).toEqual({ ...state.rows, system_logs: state.rows.system_logs + 1 });
});

it("refuses to import the admin screen's account export, which holds no keys or records", async () => {
  const admin = await signUpAdmin(source);
  const exported = await source.app.inject({
    method: 'POST',
    url: '/api/admin/export',
    payload: { password: admin.input.password },
    headers: { cookie: admin.cookie },
  });
  expect(exported.statusCode, exported.body).toBe(200);
  const newAdmin = await signUpAdmin(target);
  const state = await stateOf(target);
  const res = await importInto(target, newAdmin.cookie, exported.body);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(
    'This is an account and metadata export: it holds no keys or records, so it cannot be imported. ' +
      'To move accounts, import a backup made with `npm run cli -- backup` on the other server.',
  );
  expect((await stateOf(target)).rows.users).toBe(state.rows.users);
});
