import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
  t = await createTestApp({ appUrl: 'https://vault.example', logLevel: 'info' }, { logStream });
});
afterAll(() => t.close());

/** Waits for a log line the app writes in the background; fails after 5 s. */
const until = (done: () => boolean) => vi.waitUntil(done, { timeout: 5_000, interval: 20 });

it('no log line carries a reset token: not the mail, not an old ?token= page request', async () => {
  const { input } = await signUp(t.app);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/request-password-reset',
    payload: { email: input.email },
  });
  expect(asked.statusCode).toBe(200);
  // Two mails: the confirmation link the sign-up sent, then the reset email.
  await until(() => logs.split('mail written to outbox').length > 2);
  const outbox = path.join(t.dataDir, 'outbox');
  const file = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .find((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes('Subject: Reset your'))!;
  const mail = fs
    .readFileSync(path.join(outbox, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  // The link carries the token in its fragment, which browsers never send to a server.
  const token = mail.match(
    /https:\/\/vault\.example\/reset-password#token=([A-Za-z0-9_-]{43})/,
  )?.[1];
  expect(token).toBeTruthy();

  // A link mailed before the change, opened in a browser: the page GET has the token in its query.
  await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
  await t.app.inject({ method: 'GET', url: `/api/login?returnTo=%2Fx%3Ftoken%3D${token}` });
  await until(() => logs.includes('/api/login?…'));

  const lines = logs
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  // The outbox line names the file, and the request lines show paths without their queries.
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'mail written to outbox', file: path.join(outbox, file) }),
  );
  expect(lines.map((l) => l.req?.url).filter(Boolean)).toEqual(
    expect.arrayContaining(['/api/request-password-reset', '/reset-password?…', '/api/login?…']),
  );
  expect(lines.filter((l) => JSON.stringify(l).includes(token!))).toEqual([]);
});
