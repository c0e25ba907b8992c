import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema';
import { request, type FieldPart, type FilePart } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
});
afterAll(() => t.close());

const field = (name: string, value: string): FieldPart => ({ field: name, value });
const file = (name: string): FilePart => ({ filename: name, content: 'hello', type: 'text/plain' });

const REFUSALS = [
  'Send the file in a field named "file".',
  'Send one file in a field named "file", and nothing else.',
];

async function storedCount() {
  const [row] = await t.context.db.select({ n: count() }).from(storedFiles);
  const dir = path.join(t.dataDir, 'files');
  return { rows: row.n, files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0 };
}

describe('multipart limits', () => {
  it('refuses an upload with many fields before the file, storing nothing', async () => {
    // Before: the route skipped fields, so any number of them was parsed and the file stored.
    const before = await storedCount();
    const fields = Array.from({ length: 50 }, (_, i) => field(`f${i}`, 'x'));
    const res = await request(t.app, cookie).upload([...fields, file('note.txt')]);
    expect([400, 413]).toContain(res.statusCode);
    expect(REFUSALS).toContain(res.json().message);
    expect(await storedCount()).toEqual(before);
  });

  it('refuses an upload with many file parts, storing nothing', async () => {
    const before = await storedCount();
    const res = await request(t.app, cookie).upload(
      Array.from({ length: 20 }, (_, i) => file(`n${i}.txt`)),
    );
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toBe('Send one file in a field named "file", and nothing else.');
    expect(await storedCount()).toEqual(before);
  });

  it('still takes one file', async () => {
    const res = await request(t.app, cookie).upload([file('note.txt')]);
    expect(res.statusCode).toBe(201);
  });
});
