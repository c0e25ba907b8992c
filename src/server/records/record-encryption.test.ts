import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, users } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CANARIES = {
  ssn: '987-65-4329',
  accountNumber: 'ACCT-CANARY-55501',
  policyNumber: 'POLICY-CANARY-7788',
  medications: 'canary-medication-xylitol',
  fileBytes: 'CANARY FILE BYTES 0xDEADBEEF',
};

/** Every row of every table in the public schema, as text. */
async function dumpDatabase(): Promise<string> {
  const tables = await t.context.db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  let dump = '';
  for (const { tablename } of (tables as unknown as { rows: { tablename: string }[] }).rows) {
    const rows = await t.context.db.execute(sql.raw(`SELECT * FROM "${tablename}"`));
    dump += JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
  }
  return dump;
}

describe('field encryption', () => {
  it('stores no plaintext SSN, account number, policy number, medical note or file byte', async () => {
    const { cookie } = await signUp(t.app);
    expect(
      (
        await request(t.app, cookie).post('/api/family-members', {
          name: 'Canary Person',
          relationship: 'Child',
          ssn: CANARIES.ssn,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await request(t.app, cookie).post('/api/banking-accounts', {
          accountType: 'Checking',
          bankName: 'Chase',
          accountNumber: CANARIES.accountNumber,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await request(t.app, cookie).post('/api/insurance-policies', {
          policyType: 'Life',
          company: 'MetLife',
          policyNumber: CANARIES.policyNumber,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await request(t.app, cookie).post('/api/medical-information', {
          medications: CANARIES.medications,
        })
      ).statusCode,
    ).toBe(201);
    const upload = await request(t.app, cookie).upload({
      filename: 'canary-name.txt',
      content: CANARIES.fileBytes,
      type: 'text/plain',
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const dump = await dumpDatabase();
    for (const canary of [...Object.values(CANARIES), 'Canary Person', 'canary-name.txt'])
      expect(dump).not.toContain(canary);
    const files = fs.readdirSync(`${t.dataDir}/files`);
    for (const file of files)
      expect(fs.readFileSync(`${t.dataDir}/files/${file}`, 'utf8')).not.toContain(
        CANARIES.fileBytes,
      );

    // ...while the owner reads them back.
    const list = (await request(t.app, cookie).get('/api/family-members')).json();
    expect(list[0]).toMatchObject({ name: 'Canary Person', ssn: CANARIES.ssn });
  });

  it('binds a ciphertext to its row and user: moved elsewhere it does not open', async () => {
    const { cookie, user } = await signUp(t.app);
    const a = (
      await request(t.app, cookie).post('/api/family-members', {
        name: 'Row A',
        relationship: 'Spouse',
      })
    ).json();
    const b = (
      await request(t.app, cookie).post('/api/family-members', {
        name: 'Row B',
        relationship: 'Child',
      })
    ).json();
    const [rowA] = await t.context.db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.id, a.id));
    await t.context.db
      .update(familyMembers)
      .set({ sealed: rowA.sealed })
      .where(eq(familyMembers.id, b.id));
    const res = await request(t.app, cookie).get('/api/family-members');
    expect(res.statusCode).toBe(200);
    const moved = res.json().find((r: { id: string }) => r.id === b.id);
    expect(moved).toMatchObject({ locked: true, name: null, relationship: 'Child' });
    expect(res.body.match(/Row A/g)).toHaveLength(1);
    const [me] = await t.context.db.select().from(users).where(eq(users.id, user.id));
    expect(me.dataKeyServerWrapped).toBeNull();
    expect(me.dataKeyPasswordWrapped).toMatch(/^v1\.w\./);
  });

  it('keeps the server key in DATA_DIR/keys with mode 0600', () => {
    const stat = fs.statSync(`${t.dataDir}/keys/master.key`);
    expect(stat.mode & 0o777).toBe(0o600);
  });
});
