import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin } from '../admin/testing/admin-fixtures';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

/**
 * Issue 8's sweep: values a family types never appear anywhere an operator can look: not in any
 * table, not in the data directory's bytes (the embedded database's files included), not in the
 * server's logs at debug level, not in an administrator's export.
 */
const CANARIES = {
  ssn: '987-65-4320',
  accountNumber: 'ACCT-SWEEP-80417',
  note: 'sweep-canary-note-tamarind',
  fileBytes: 'SWEEP CANARY FILE BYTES 0xC0FFEE',
  fileName: 'sweep-canary-name.txt',
};

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString('utf8')));
  t = await createTestApp({ logLevel: 'debug' }, { onDisk: true, logStream });
});
afterAll(async () => t?.close());

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
}

describe('canary values', () => {
  it('appear in no table, no stored byte, no log line and no admin export', async () => {
    const { cookie, input } = await signUp(t.app);
    const created = await Promise.all([
      request(t.app, cookie).post('/api/family-members', {
        name: 'Sweep Child',
        relationship: 'Child',
        ssn: CANARIES.ssn,
      }),
      request(t.app, cookie).post('/api/banking-accounts', {
        accountType: 'Checking',
        bankName: 'Chase',
        accountNumber: CANARIES.accountNumber,
        notes: CANARIES.note,
      }),
    ]);
    for (const res of created) expect(res.statusCode, res.body).toBe(201);
    const upload = await request(t.app, cookie).upload({
      filename: CANARIES.fileName,
      content: CANARIES.fileBytes,
      type: 'text/plain',
    });
    expect(upload.statusCode, upload.body).toBe(201);
    // The owner reads them back, so the values really were stored.
    const members = (await request(t.app, cookie).get('/api/family-members')).json();
    expect(members[0]).toMatchObject({ ssn: CANARIES.ssn });

    const admin = await signUpAdmin(t);
    const exported = await request(t.app, admin.cookie).post('/api/admin/export', {
      password: admin.input.password,
    });
    expect(exported.statusCode).toBe(200);
    // The export counts the records (never their contents): it did see them.
    expect(exported.body).toContain('"family-members": 1');

    const tables = await t.context.db.execute<{ tablename: string }>(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
    );
    let dump = '';
    for (const { tablename } of (tables as unknown as { rows: { tablename: string }[] }).rows) {
      const rows = await t.context.db.execute(sql.raw(`SELECT * FROM "${tablename}"`));
      dump += JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    }
    // A checkpoint writes the embedded database's pages out to its files before they are read.
    await t.context.db.execute(sql`CHECKPOINT`);
    const stored = filesUnder(t.dataDir);
    expect(stored.some((f) => f.includes(`${path.sep}files${path.sep}`))).toBe(true);
    const bytes = stored.map((f) => fs.readFileSync(f).toString('latin1')).join('\n');

    // Controls: the scans do see what is stored in plain (the username) and what is logged.
    if (!process.env.TEST_DATABASE_URL) expect(bytes).toContain(input.username);
    expect(dump).toContain(input.username);
    expect(logs).toContain('"reqId"');
    for (const canary of Object.values(CANARIES)) {
      expect(dump, 'database').not.toContain(canary);
      expect(bytes, 'data directory').not.toContain(canary);
      expect(logs, 'logs').not.toContain(canary);
      expect(exported.body, 'admin export').not.toContain(canary);
    }
  });
});
