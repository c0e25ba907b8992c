import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importMappings } from '../../db/schema';
import { request } from '../../testing/request';
import { createTestApp, sessionCookieOf, signUp, type TestApp } from '../../testing/test-app';
import { sendImport } from './testing/import-requests';

// Issue 40, leftover: the column names remembered per area were stored in clear, and for a file
// without a header row they are the first row's values (a name, an account number).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('remembers the columns of an import sealed: the database holds no header text, the next preview uses them', async () => {
  const signed = await signUp(t.app);
  const client = request(t.app, signed.cookie);
  const mapping = { 'family-members': { 'Margaret Ellis': 'name', Relationship: 'relationship' } };
  const first = 'Margaret Ellis,Relationship\nAnn,Child\n';
  const done = await sendImport(client, 'commit', {
    area: 'family-members',
    content: first,
    mapping,
  });
  expect(done.statusCode, done.body).toBe(200);

  const rows = await t.context.db
    .select()
    .from(importMappings)
    .where(eq(importMappings.userId, signed.user.id));
  expect(rows).toHaveLength(1);
  const stored = JSON.stringify(rows);
  expect(stored).not.toContain('Margaret');
  expect(stored).not.toContain('Relationship');
  expect(stored).toMatch(/"v1\.[^"]+"/); // one ciphertext naming its key

  const next = await sendImport(client, 'preview', {
    area: 'family-members',
    content: 'Margaret Ellis,Relationship\nBo,Parent\n',
  });
  expect(next.statusCode).toBe(200);
  expect(next.json().mapping['family-members']).toEqual(mapping['family-members']);
});

it('keeps the remembered columns through a new data key', async () => {
  const signed = await signUp(t.app);
  const mapping = { 'family-members': { Who: 'name', Relationship: 'relationship' } };
  const content = 'Who,Relationship\nAnn,Child\n';
  const before = request(t.app, signed.cookie);
  expect(
    (await sendImport(before, 'commit', { area: 'family-members', content, mapping })).statusCode,
  ).toBe(200);
  const rotated = await before.post('/api/account/rotate-key', { password: signed.input.password });
  expect(rotated.statusCode).toBe(200);
  const cookie = sessionCookieOf(rotated);
  const next = await sendImport(request(t.app, cookie), 'preview', {
    area: 'family-members',
    content,
  });
  expect(next.json().mapping['family-members']).toEqual(mapping['family-members']);
});
