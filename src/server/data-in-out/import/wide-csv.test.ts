import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartBody } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

// Issue 40, finding 1: a CSV of thousands of columns, all mapped to one field, was planned on
// the event loop in quadratic time (8,000 x 100 held /healthz for 12 s). Real sockets, so the
// server and this test share one event loop: a held loop would hold the test too.
let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** A CSV of `columns` named columns and `rows` rows of one letter per cell. */
function wideCsv(columns: number, rows: number) {
  const headers = Array.from({ length: columns }, (_, i) => `Column ${i + 1}`);
  const row = headers.map(() => 'x').join(',');
  return { headers, text: `${headers.join(',')}\n${`${row}\n`.repeat(rows)}` };
}

const everyColumnTo = (headers: string[], field: string) => ({
  'family-members': Object.fromEntries(headers.map((h) => [h, field])),
});

/** Sends a preview over HTTP; `pending()` says whether its answer has come yet. */
function preview(text: string, mapping?: object) {
  const { payload, contentType } = multipartBody([
    { field: 'area', value: 'family-members' },
    ...(mapping ? [{ field: 'mapping', value: JSON.stringify(mapping) }] : []),
    { filename: 'wide.csv', content: text },
  ]);
  let answered = false;
  const answer = fetch(`${base}/api/imports/preview`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType },
    body: new Uint8Array(payload),
  })
    .then(async (res) => ({ status: res.status, body: await res.json() }))
    .finally(() => (answered = true));
  return { answer, pending: () => !answered };
}

it('answers 8,000 columns x 100 rows, all mapped to Full Name, with a 400 naming the cap while /healthz answers', async () => {
  const { headers, text } = wideCsv(8_000, 100);
  const sent = preview(text, everyColumnTo(headers, 'name'));
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(sent.pending()).toBe(true); // /healthz was answered while the import was in flight
  const { status, body } = await sent.answer;
  expect(status).toBe(400);
  expect(body.message).toMatch(/at most 200 columns/);
}, 120_000);

it('refuses the same file without a mapping with the column cap, naming the count', async () => {
  const { text } = wideCsv(8_000, 100);
  const { status, body } = await preview(text).answer;
  expect(status).toBe(400);
  expect(body.message).toBe(
    'The file has 8,000 columns; at most 200 columns can be imported from one file. Keep the columns of the records you import, or split the file.',
  );
}, 120_000);

it('refuses a mapping naming more than 200 columns of an area with a 400 naming the cap', async () => {
  const headers = Array.from({ length: 201 }, (_, i) => `Column ${i + 1}`);
  const { status, body } = await preview(
    'Full Name,Relationship\nAnn Smith,Child\n',
    everyColumnTo(headers, 'name'),
  ).answer;
  expect(status).toBe(400);
  expect(body.message).toBe(
    'The mapping names 201 columns for Family Members; at most 200 columns can be mapped in one import.',
  );
});

it('previews a file at the caps (200 columns x 5,000 rows, all mapped to Full Name) while /healthz answers', async () => {
  const { headers, text } = wideCsv(200, 5_000);
  const sent = preview(text, everyColumnTo(headers, 'name'));
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(sent.pending()).toBe(true);
  const { status, body } = await sent.answer;
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expect(body.counts.rows).toBe(5_000);
  expect(body.rows[0].values.name).toBe(Array(200).fill('x').join(' '));
}, 120_000);
