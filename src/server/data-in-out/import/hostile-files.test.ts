import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartBody } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { ofxFixture } from './testing/import-requests';

let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' }); // real sockets: one event loop
});
afterAll(async () => t?.close());

/** Sends a file to the preview over HTTP, as the import page does; answers with when it ended. */
async function preview(content: string | Uint8Array, filename: string, since: number) {
  const { payload, contentType } = multipartBody([
    { field: 'area', value: 'all' },
    { filename, content },
  ]);
  const res = await fetch(`${base}/api/imports/preview`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
  return { status: res.status, body: await res.json(), after: performance.now() - since };
}

it('answers a 50-byte hostile OFX with 400 within a second while /healthz is answered at once', async () => {
  // Before: ofx-js's regular expression backtracked exponentially on a long tag without a dot,
  // on the event loop: 28 letters took 8.6 s, and every request waited behind it.
  const valid = await preview(ofxFixture('checking.ofx'), 'checking.ofx', performance.now());
  expect(valid.status, JSON.stringify(valid.body)).toBe(200); // a valid file still reads
  const hostile = `OFXHEADER:100\n<OFX><${'A'.repeat(30)}>x`;
  expect(hostile.length).toBeLessThanOrEqual(55);

  const since = performance.now();
  const [refused, health] = await Promise.all([
    preview(hostile, 'hostile.ofx', since),
    fetch(`${base}/healthz`).then((res) => ({
      status: res.status,
      after: performance.now() - since,
    })),
  ]);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(
    '"hostile.ofx" looks like an OFX file but cannot be read: its tags do not match.',
  );
  expect(refused.after).toBeLessThan(1000);
  expect(health.status).toBe(200);
  expect(health.after).toBeLessThan(1000);
}, 120_000);
