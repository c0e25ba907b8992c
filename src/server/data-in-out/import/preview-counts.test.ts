import { afterAll, beforeAll, expect, it } from 'vitest';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { ofxFixture, sendImport } from './testing/import-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NINE = `Name,Relationship\n${['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy']
  .map((name) => `${name} Smith,Child`)
  .join('\n')}\n`;

it('counts rows already present as already present, not ready, when a file is imported twice', async () => {
  // Before: the second preview said "9 ready" while all 9 were already here (ready = valid).
  const client = request(t.app, (await signUp(t.app)).cookie);
  const file = { area: 'family-members', content: NINE };
  const first = (await sendImport(client, 'preview', file)).json();
  expect(first.counts).toMatchObject({ rows: 9, valid: 9, duplicates: 0, ready: 9 });
  expect((await sendImport(client, 'commit', file)).statusCode).toBe(200);

  const again = (await sendImport(client, 'preview', file)).json();
  expect(again.counts).toEqual({
    rows: 9,
    valid: 9,
    invalid: 0,
    duplicates: 9,
    updates: 0,
    ready: 0,
  });
  // Rows kept anyway (the "Keep" box) are ready again.
  const kept = (await sendImport(client, 'preview', { ...file, keep: [2, 3] })).json();
  expect(kept.counts).toMatchObject({ duplicates: 9, ready: 2 });
});

it('counts an OFX balance update apart from the ready rows', async () => {
  const client = request(t.app, (await signUp(t.app)).cookie);
  const file = { area: 'all', content: ofxFixture('checking.ofx'), filename: 'checking.ofx' };
  expect((await sendImport(client, 'commit', file)).statusCode).toBe(200);
  const again = (await sendImport(client, 'preview', file)).json();
  expect(again.counts).toMatchObject({ rows: 1, updates: 1, ready: 0 });
});
