import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from '../../domain/records';
import { systemLogs } from '../db/schema';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { SAMPLE_PDF, signIn, signUpAdmin, stateOf, uploadFile } from './transfer-test-helpers';

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

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const CANARY = 'Canary7f3q';

it('exports everything, and an import into a fresh installation gives the same users the same records and files', async () => {
  const admin = await signUpAdmin(source);
  const alice = await signUp(source.app);
  const lists = async (t: TestApp, cookie: string) =>
    Object.fromEntries(
      await Promise.all(
        RECORD_KINDS.map(async (k) => [k.key, (await get(t, k.apiPaths[0], cookie)).json()]),
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
  const before = await lists(source, alice.cookie);

  const exported = await get(source, '/api/admin/export', admin.cookie);
  expect(exported.statusCode, exported.body).toBe(200);
  const day = new Date().toISOString().slice(0, 10);
  expect(exported.headers['content-disposition']).toBe(
    `attachment; filename="kinfolio-export-${day}.json"`,
  );
  expect(exported.body).toContain('\n  "format": "kinfolio-export",');
  // Sealed columns travel as ciphertext: no typed text, and the server key itself is absent.
  expect(exported.body).not.toContain(CANARY);
  expect(exported.body).not.toContain(MASTER_KEY);
  const file = exported.json();
  expect(file.tables.users).toHaveLength(2);
  expect(file.tables.family_members[0].sealed).toMatch(/^v1\./);
  expect(file.tables.sessions).toBeUndefined();
  expect(Object.keys(file.files)).toEqual([upload.filePath]);
  const [logged] = await source.context.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.action, 'admin.export'));
  expect(logged).toMatchObject({ userId: admin.user.id, ipAddress: '127.0.0.1' });

  // The fresh installation has its own administrator, who imports the file.
  const newAdmin = await signUpAdmin(target);
  const imported = await target.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: exported.body,
    headers: { cookie: newAdmin.cookie, 'content-type': 'application/json' },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json()).toMatchObject({
    message: 'Data import completed',
    files: 1,
    tables: { users: 2, documents: 2, stored_files: 1 },
  });
  const audited = await target.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.action, 'admin.import'), eq(systemLogs.userId, newAdmin.user.id)));
  expect(audited).toHaveLength(1);

  // Alice signs in on the new installation and reads the same records and the same file.
  const aliceThere = await signIn(target.app, alice.input.username, alice.input.password);
  expect(await lists(target, aliceThere)).toEqual(before);
  const bytes = await get(target, upload.fileUrl, aliceThere);
  expect(bytes.statusCode).toBe(200);
  expect(bytes.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  await signIn(target.app, admin.input.username, admin.input.password);

  // Importing the same file again would overwrite those users: refused, nothing changed.
  const state = await stateOf(target);
  const again = await target.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    payload: exported.body,
    headers: { cookie: newAdmin.cookie, 'content-type': 'application/json' },
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('would overwrite existing users');
  const after = await stateOf(target);
  expect(after.files).toEqual(state.files);
  // Only the refusal's own audit row was added.
  expect(after.rows).toEqual({ ...state.rows, system_logs: state.rows.system_logs + 1 });
});

it('lets only administrators export or import', async () => {
  const plain = await signUp(source.app);
  for (const [method, url] of [
    ['GET', '/api/admin/export'],
    ['POST', '/api/admin/import'],
  ] as const) {
    const anonymous = await source.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await source.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
      headers: { cookie: plain.cookie },
    });
    expect(user.statusCode).toBe(403);
  }
});
