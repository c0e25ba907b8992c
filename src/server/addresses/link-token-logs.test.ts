import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { confirmationToken } from '../testing/confirm-address';
import { mailsTo } from '../testing/outbox';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

// Issue 26, item 6: invitation tokens travelled in the path (/invitations/<token>) and so reached
// the request log. Confirmation and invitation links now carry them as reset links do: in the
// fragment, which browsers never send, and in POST bodies, which request logs never show.

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
  t = await createTestApp({ appUrl: 'https://vault.example', logLevel: 'info' }, { logStream });
});
afterAll(() => t.close());

const until = (done: () => boolean) => vi.waitUntil(done, { timeout: 5_000, interval: 20 });

it('no log line carries a confirmation or invitation token, not even an old path link', async () => {
  const owner = await signUp(t.app);
  const grantee = await signUp(t.app);
  const confirmToken = confirmationToken(t.dataDir, grantee.input.email);
  const confirmed = await request(t.app).post('/api/email-confirmation/confirm', {
    token: confirmToken,
  });
  expect(confirmed.statusCode).toBe(200);

  const invited = await request(t.app, owner.cookie).post('/api/trusted-people', {
    email: grantee.input.email,
    role: 'viewer',
    areas: 'all',
  });
  expect(invited.statusCode).toBe(201);
  const mail = mailsTo(t.dataDir, grantee.input.email).findLast((m) => m.includes('invit'))!;
  const inviteToken = /https:\/\/vault\.example\/invitations#token=([\w-]{32})&email=/.exec(
    mail,
  )?.[1];
  expect(inviteToken, 'the invitation link, its token in the fragment').toBeTruthy();
  const lookup = await request(t.app).post('/api/invitations/lookup', { token: inviteToken });
  expect(lookup.statusCode).toBe(200);

  // A link mailed before the change, opened in a browser, and an old client's API call.
  await t.app.inject({ method: 'GET', url: `/invitations/${inviteToken}` });
  await t.app.inject({ method: 'GET', url: `/api/invitations/${inviteToken}` });
  const accepted = await request(t.app, grantee.cookie).post('/api/invitations/accept', {
    token: inviteToken,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await until(() => logs.includes('/api/invitations/accept'));

  const lines = logs
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const urls = lines.map((l) => l.req?.url).filter(Boolean);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/invitations/…',
      '/api/invitations/…',
      '/api/invitations/lookup',
      '/api/invitations/accept',
      '/api/email-confirmation/confirm',
    ]),
  );
  for (const token of [confirmToken, inviteToken!])
    expect(lines.filter((l) => JSON.stringify(l).includes(token))).toEqual([]);
});
