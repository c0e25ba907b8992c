import { afterAll, beforeAll, expect, it } from 'vitest';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { sendImport } from './testing/import-requests';

// Issue 40, finding 7: imports could be repeated as often as anyone liked (twenty 10 MB files
// from one 208 KB ZIP, again and again). Ten imports an hour per account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const csv = (name: string) => `Full Name,Relationship\n${name},Child\n`;

it('takes 10 imports an hour per account, then answers 429 saying so; another account is not held', async () => {
  const client = request(t.app, (await signUp(t.app)).cookie);
  for (let i = 1; i <= 10; i++) {
    const done = await sendImport(client, 'commit', {
      area: 'family-members',
      content: csv(`Kid ${i}`),
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  const refused = await sendImport(client, 'commit', {
    area: 'family-members',
    content: csv('Kid 11'),
  });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(
    'You have imported 10 times in the last hour, the most one account may. Please wait 60 minutes and try again.',
  );
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  const people = (await client.get('/api/family-members')).json() as unknown[];
  expect(people).toHaveLength(10);

  const other = request(t.app, (await signUp(t.app)).cookie);
  expect(
    (await sendImport(other, 'commit', { area: 'family-members', content: csv('Ann') })).statusCode,
  ).toBe(200);
});
