import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsJsonSchema } from '../../../domain/data-export/records-json';
import { RECORD_KINDS } from '../../../domain/records';
import { currentCode, TOTP_PERIOD_SECONDS } from '../../auth/two-factor/totp';
import { systemLogs } from '../../db/schema';
import { mailsTo } from '../../testing/outbox';
import { sampleRecord } from '../../testing/record-samples';
import { request } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A CSV file's rows (RFC 4180, quotes and CRLF), BOM removed. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

/** Downloads and unzips the signed-in user's data. */
async function download(cookie: string, body: Record<string, string>) {
  const res = await request(t.app, cookie).post('/api/account/export', body);
  return { res, files: res.statusCode === 200 ? unzipSync(res.rawPayload) : {} };
}

/** Signs up and turns two-factor sign-in on (as two-factor.test.ts does); the next step is free. */
async function enrolled() {
  const account = await signUp(t.app);
  const password = account.input.password;
  const me = request(t.app, account.cookie);
  const { secret } = (await me.post('/api/account/2fa/setup', { password })).json();
  const enable = await me.post('/api/account/2fa/enable', { password, code: currentCode(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { ...account, secret };
}

async function exportAudits(userId: string) {
  return t.context.db
    .select()
    .from(systemLogs)
    .where(and(eq(systemLogs.userId, userId), eq(systemLogs.action, 'account.export')));
}

describe('Download my data', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let files: Record<string, Uint8Array>;
  let headers: Record<string, unknown>;
  const created: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    owner = await signUp(t.app);
    const me = request(t.app, owner.cookie);
    for (const kind of RECORD_KINDS) {
      const body = sampleRecord(kind, 'mine');
      if (kind.key === 'family-members') body.address = '=SUM(A1)';
      if (kind.key === 'bank-accounts')
        Object.assign(body, { notes: '+1', currentBalance: '1000.05' });
      const res = await me.post(kind.apiPaths[0], body);
      expect(res.statusCode, res.body).toBe(201);
      created[kind.key] = res.json();
    }
    // Two files with the same name in one category, and one in another.
    for (const [name, content, category] of [
      ['Last Will.pdf', PDF, 'Legal'],
      ['Last Will.pdf', Buffer.concat([PDF, Buffer.from('v2')]), 'Legal'],
      ['house.png', PNG, 'Real Estate'],
    ] as const) {
      const up = await me.upload({ filename: name, content });
      expect(up.statusCode, up.body).toBe(201);
      const doc = await me.post('/api/documents', {
        title: `Doc ${name}`,
        category,
        filePath: up.json().filePath,
      });
      expect(doc.statusCode, doc.body).toBe(201);
    }
    const photo = await me.upload({ filename: 'me.png', content: PNG }, '/api/account/photo');
    expect(photo.statusCode, photo.body).toBe(200);
    // Someone else's records must never appear.
    const stranger = await signUp(t.app);
    await request(t.app, stranger.cookie).post('/api/family-members', {
      name: 'Stranger Danger',
      relationship: 'Child',
    });
    const got = await download(owner.cookie, { password: owner.input.password });
    expect(got.res.statusCode, got.res.body).toBe(200);
    files = got.files;
    headers = got.res.headers;
  });

  it('answers a ZIP named after the application and the day', () => {
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="kinfolio-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Number(headers['x-kinfolio-export-bytes'])).toBeGreaterThan(0);
    expect(headers['cache-control']).toBe('no-store');
  });

  it('has records.json with every record of every area, decrypted', () => {
    const json = recordsJsonSchema.parse(JSON.parse(strFromU8(files['records.json'])));
    expect(json.formatVersion).toBe(1);
    expect(json.app.name).toBe('Kinfolio');
    for (const kind of RECORD_KINDS) {
      const mine = json.areas[kind.key].find((r) => r.id === created[kind.key].id);
      const { fileUrl: _derived, ...fields } = created[kind.key];
      void _derived; // derived by the server, not part of the record
      expect(mine, kind.key).toMatchObject(fields);
    }
    expect(json.areas['family-members'][0].address).toBe('=SUM(A1)');
    expect(json.areas['bank-accounts'][0].currentBalance).toBe('1000.05');
    expect(JSON.stringify(json)).not.toContain('Stranger Danger');
  });

  it('holds each file byte for byte under its category, names made unique', () => {
    const json = recordsJsonSchema.parse(JSON.parse(strFromU8(files['records.json'])));
    const listed = json.areas.documents.flatMap((d) => (d.file ? [d.file] : []));
    expect(listed.map((f) => f.path).sort()).toEqual([
      'files/Legal/Last Will (2).pdf',
      'files/Legal/Last Will.pdf',
      'files/Real Estate/house.png',
    ]);
    expect(Buffer.from(files['files/Real Estate/house.png']).equals(PNG)).toBe(true);
    const wills = [files['files/Legal/Last Will.pdf'], files['files/Legal/Last Will (2).pdf']];
    expect(wills.map((b) => Buffer.from(b).toString()).sort()).toEqual(
      [PDF.toString(), `${PDF.toString()}v2`].sort(),
    );
    for (const f of listed) {
      expect(f.sha256).toBe(createHash('sha256').update(files[f.path]).digest('hex'));
      expect(f.size).toBe(files[f.path].length);
      expect(f.originalName).toMatch(/^(Last Will\.pdf|house\.png)$/);
    }
  });

  it('holds the profile photo byte for byte, named in the README', () => {
    expect(Buffer.from(files['profile-photo.png']).equals(PNG)).toBe(true);
    expect(strFromU8(files['README.txt'])).toContain('profile-photo.png');
  });

  it('has one CSV per area, headed by the screen’s labels, formulas escaped', () => {
    for (const kind of RECORD_KINDS) {
      const csv = files[`${kind.key}.csv`];
      expect(csv, kind.key).toBeDefined();
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    const family = parseCsv(strFromU8(files['family-members.csv']));
    expect(family[0].slice(0, 5)).toEqual([
      'Full Name',
      'Relationship',
      'Phone',
      'Email',
      'Address',
    ]);
    expect(family[0]).toContain('Born');
    expect(family[1][family[0].indexOf('Address')]).toBe("'=SUM(A1)");
    const bank = parseCsv(strFromU8(files['bank-accounts.csv']));
    expect(bank[0]).toContain('Balance');
    expect(bank[1][bank[0].indexOf('Balance')]).toBe('1000.05');
    expect(bank[1][bank[0].indexOf('Notes')]).toBe("'+1");
    const docs = parseCsv(strFromU8(files['documents.csv']));
    expect(docs[0]).toContain('File in this download');
    expect(docs.slice(1).map((r) => r[docs[0].indexOf('File in this download')])).toContain(
      'files/Real Estate/house.png',
    );
    expect(strFromU8(files['family-members.csv'])).toContain('\r\n');
    expect(parseCsv(strFromU8(files['net-worth.csv']))[0]).toEqual([
      'Day',
      'Bank Balances',
      'Investments',
      'Real Estate',
      'Business Interests',
      'Debts',
      'Net Worth',
    ]);
  });

  it('has a README saying what each file is', () => {
    const readme = strFromU8(files['README.txt']);
    expect(readme).toContain('records.json');
    expect(readme).toContain('family-members.csv');
    expect(readme).toContain('net-worth.csv');
    expect(readme).toContain('files/');
  });

  it('is audited (counts only) and mailed to the owner with when and the IP address', async () => {
    const rows = await exportAudits(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].message).not.toContain('mine');
    const mail = mailsTo(t.dataDir, owner.input.email).find((m) =>
      m.includes('Your Kinfolio data was downloaded'),
    );
    expect(mail).toBeDefined();
    expect(mail).toContain('From IP address: 127.0.0.1');
    expect(mail).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });
});

describe('Download my data refused', () => {
  it('answers 400 to a wrong password, audits no export and sends no mail', async () => {
    const user = await signUp(t.app);
    const { res } = await download(user.cookie, { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your password is not correct.');
    expect(await exportAudits(user.user.id)).toHaveLength(0);
    expect(mailsTo(t.dataDir, user.input.email).join('\n')).not.toContain('was downloaded');
  });

  it('with two-factor on, refuses a missing code and a wrong one; the right code downloads', async () => {
    const user = await enrolled();
    const { password } = user.input;
    const missing = await download(user.cookie, { password });
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json().message).toBe(
      'Enter the 6-digit code from your authenticator app or a recovery code.',
    );
    // One off the current code: six digits, the right shape, not a code of any nearby step.
    const wrong = String((Number(currentCode(user.secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await download(user.cookie, { password, code: wrong });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().message).toBe(
      'That code is not valid. Check your authenticator app and try again.',
    );
    expect(await exportAudits(user.user.id)).toHaveLength(0);
    expect(mailsTo(t.dataDir, user.input.email).join('\n')).not.toContain('was downloaded');

    // The enrolment used this step's code; the next step's is accepted for clock drift.
    const code = currentCode(user.secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);
    const ok = await download(user.cookie, { password, code });
    expect(ok.res.statusCode, ok.res.body).toBe(200);
    expect(ok.files['records.json']).toBeDefined();
    expect(await exportAudits(user.user.id)).toHaveLength(1);
  });

  it('asks for a password and a session', async () => {
    const user = await signUp(t.app);
    const bare = await request(t.app, user.cookie).post('/api/account/export', {});
    expect(bare.statusCode).toBe(400);
    const signedOut = await request(t.app).post('/api/account/export', { password: 'x' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('an empty account still downloads, with every area’s CSV and an empty records.json', async () => {
    const user = await signUp(t.app);
    const { res, files } = await download(user.cookie, { password: user.input.password });
    expect(res.statusCode).toBe(200);
    const json = recordsJsonSchema.parse(JSON.parse(strFromU8(files['records.json'])));
    expect(Object.values(json.areas).every((list) => list.length === 0)).toBe(true);
    expect(parseCsv(strFromU8(files['medical-information.csv']))).toHaveLength(1);
  });
});
