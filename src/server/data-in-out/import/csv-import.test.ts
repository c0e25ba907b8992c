import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../../domain/records';
import { importMappings, systemLogs } from '../../db/schema';
import { request, type RequestClient } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { sendImport, type ImportRequest } from './testing/import-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function newUser() {
  const signed = await signUp(t.app);
  return { ...signed, client: request(t.app, signed.cookie) };
}

const preview = (c: RequestClient, r: ImportRequest) => sendImport(c, 'preview', r);
const commit = (c: RequestClient, r: ImportRequest) => sendImport(c, 'commit', r);
const family = (c: RequestClient) =>
  c.get('/api/family-members').then((r) => r.json() as Record<string, unknown>[]);

const FAMILY_CSV =
  'Full Name,Relationship,DOB,Cell Phone,Notes\r\n' +
  'Ann Smith,child,01/05/2010,5551234567,\r\n' +
  '"Smith, Bob",Spouse,1980-02-29,,\r\n';

describe('CSV import: encodings, delimiters and quoting', () => {
  it('reads UTF-8 with a byte order mark, maps by label and synonym, and imports', async () => {
    const { client } = await newUser();
    const body = { area: 'family-members', content: `\uFEFF${FAMILY_CSV}` };
    const res = await preview(client, body);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.format).toBe('csv');
    expect(p.headers).toEqual(['Full Name', 'Relationship', 'DOB', 'Cell Phone', 'Notes']);
    expect(p.mapping['family-members']).toEqual({
      'Full Name': 'name',
      Relationship: 'relationship',
      DOB: 'dateOfBirth',
      'Cell Phone': 'cellPhone',
      Notes: null,
    });
    expect(p.counts).toMatchObject({ rows: 2, valid: 2, invalid: 0, duplicates: 0 });
    expect(p.rows.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    const done = await commit(client, body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ imported: { 'family-members': 2 }, skipped: 0 });
    const people = await family(client);
    expect(people.map((p) => [p.name, p.relationship, p.dateOfBirth]).sort()).toEqual([
      ['Ann Smith', 'Child', '2010-01-05'],
      ['Smith, Bob', 'Spouse', '1980-02-29'],
    ]);
  });

  it.each([
    [
      'UTF-16 LE with BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(FAMILY_CSV, 'utf-16le')]),
    ],
    [
      'UTF-16 BE with BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(FAMILY_CSV, 'utf-16be')]),
    ],
    ['UTF-8 without BOM', Buffer.from(FAMILY_CSV, 'utf8')],
    // Told apart by where the zero bytes of ASCII characters fall.
    ['UTF-16 LE without BOM', iconv.encode(FAMILY_CSV, 'utf-16le')],
    ['UTF-16 BE without BOM', iconv.encode(FAMILY_CSV, 'utf-16be')],
  ])('reads %s', async (_name, bytes) => {
    const { client } = await newUser();
    const res = await commit(client, { area: 'family-members', content: bytes });
    expect(res.statusCode).toBe(200);
    expect((await family(client)).map((p) => p.name).sort()).toEqual(['Ann Smith', 'Smith, Bob']);
  });

  it('reads our own exported CSV back, taking the formula guard off each cell', async () => {
    const { client, input } = await newUser();
    const ann = { name: 'Ann Smith', relationship: 'Child', address: '=SUM(A1)', city: '@home' };
    expect((await client.post('/api/family-members', ann)).statusCode).toBe(201);
    const download = await client.post('/api/account/export', { password: input.password });
    const csv = unzipSync(download.rawPayload)['family-members.csv'];
    expect(strFromU8(csv)).toContain("'=SUM(A1),'@home");
    const other = await newUser();
    const res = await commit(other.client, { area: 'family-members', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(await family(other.client)).toEqual([expect.objectContaining(ann)]);
  });

  it('reads semicolons, quoted fields with embedded newlines, quotes and decimal commas', async () => {
    const { client } = await newUser();
    const csv =
      'Bank;Account Type;Account Number;Balance;Notes\n' +
      'Chase;Checking;000123456789;"$1,234.50";"Line one\nLine two; with ""quotes"""\n' +
      'Lakeside Credit Union;savings;5555;1.234,56;\n';
    const p = (await preview(client, { area: 'bank-accounts', content: csv })).json();
    expect(p.rows.map((r: { row: number }) => r.row)).toEqual([2, 3]);
    expect(p.rows.every((r: { errors: string[] }) => r.errors.length === 0)).toBe(true);
    expect((await commit(client, { area: 'bank-accounts', content: csv })).statusCode).toBe(200);
    const accounts = (await client.get('/api/bank-accounts')).json() as Record<string, unknown>[];
    const chase = accounts.find((a) => a.bankName === 'Chase')!;
    expect(chase).toMatchObject({ currentBalance: '1234.50', accountType: 'Checking' });
    expect(chase.notes).toBe('Line one\nLine two; with "quotes"');
    // A bank not on the pick list is 'Other' with its name typed under it.
    expect(accounts.find((a) => a.bankName === 'Other')).toMatchObject({
      bankNameOther: 'Lakeside Credit Union',
      accountType: 'Savings',
      currentBalance: '1234.56',
    });
  });
});

describe('CSV import: errors in the area’s own words', () => {
  it('names the row as a spreadsheet shows it and the options of an enum', async () => {
    const { client } = await newUser();
    const csv =
      'Full Name,Relationship,Date of Birth\nAnn,Child,\nBea,Child,\nCy,Child,\nDee,Child,\nEd,Child,\nMo,Martian,31/12/2001\n';
    const p = (await preview(client, { area: 'family-members', content: csv })).json();
    const bad = p.rows.find((r: { row: number }) => r.row === 7);
    expect(bad.errors).toEqual([
      "Row 7: Relationship 'Martian' is not one of Spouse, Child, Parent, Sibling, Grandparent, Grandchild, Uncle/Aunt, Nephew/Niece, Cousin, In-law, Step-parent, Step-child, Partner, Other",
      "Row 7: Date of Birth '31/12/2001' is not a date (use YYYY-MM-DD or MM/DD/YYYY)",
    ]);
    expect(p.counts).toMatchObject({ valid: 5, invalid: 1 });
  });

  it('imports nothing when the last row is bad (all or nothing)', async () => {
    const { client, user } = await newUser();
    const rows = Array.from({ length: 30 }, (_, i) => `Person ${i},Child`).join('\n');
    const csv = `Full Name,Relationship\n${rows}\n,Child\n`;
    const res = await commit(client, { area: 'family-members', content: csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nothing was imported: 1 of 31 rows have problems. Row 32: Full Name is required',
    );
    expect(res.json().errors).toEqual([
      { path: 'Row 32', message: 'Row 32: Full Name is required' },
    ]);
    expect(await family(client)).toEqual([]);
    const audits = await t.context.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, user.id), eq(systemLogs.action, 'records.import')));
    expect(audits).toEqual([]);
  });

  it('answers 400 naming a required field no column is mapped to', async () => {
    const { client } = await newUser();
    const csv = 'Full Name,Kind\nAnn,Child\n';
    const p = (await preview(client, { area: 'family-members', content: csv })).json();
    expect(p.mappingErrors).toEqual([
      'Family Members: Relationship is required, but no column is mapped to it.',
    ]);
    const res = await commit(client, { area: 'family-members', content: csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nothing was imported: Family Members: Relationship is required, but no column is mapped to it.',
    );
    // Fixing the mapping imports it, and the mapping is remembered for next time.
    const mapping = { 'family-members': { 'Full Name': 'name', Kind: 'relationship' } };
    expect(
      (await commit(client, { area: 'family-members', content: csv, mapping })).statusCode,
    ).toBe(200);
    const again = (
      await preview(client, { area: 'family-members', content: 'Full Name,Kind\nBo,Parent\n' })
    ).json();
    expect(again.mapping['family-members']).toEqual(mapping['family-members']);
    expect(again.mappingErrors).toEqual([]);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'), 'scan.csv'],
    [
      'binary bytes',
      Buffer.from([0x00, 0x01, 0x02, 0xff, 0x10, 0x00, 0x7f, 0x80, 0x00, 0x03]),
      'data.csv',
    ],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'photo.csv'],
  ])(
    'refuses %s by its content: not a CSV, OFX or Kinfolio export file',
    async (_n, content, filename) => {
      const { client } = await newUser();
      const res = await preview(client, { area: 'family-members', content, filename });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`"${filename}" is not a CSV, OFX or Kinfolio export file.`);
    },
  );

  it.each([
    [
      'no header row',
      'Ann Smith,Child,2010-01-05\nBob,Spouse,1980-01-01\n',
      "Row 1 should name the columns (e.g. Full Name, Relationship), but it looks like data: 'Ann Smith', 'Child', '2010-01-05'. Add a header row, or download the template.",
    ],
    [
      'mismatched column counts',
      'Full Name,Relationship\nAnn,Child\nBob,Spouse,extra\nCy\n',
      'Row 3 has 3 columns, but the header row has 2. Check for a missing or extra comma or an unclosed quote.',
    ],
    [
      'an unclosed quote',
      'Full Name,Relationship\n"Ann,Child\n',
      'Row 2: the file cannot be read as CSV: a quoted field is never closed (a " is missing).',
    ],
    [
      'an unknown encoding (Windows-1252)',
      Buffer.concat([
        Buffer.from('Full Name,Relationship\nAnn,Child\nZo'),
        Buffer.from([0xeb]),
        Buffer.from(',Child\n'),
      ]),
      '"import.csv" is not in a text encoding Kinfolio reads (UTF-8 or UTF-16): row 3 holds a character it cannot read. Save the file as "CSV UTF-8" and try again.',
    ],
  ])('refuses %s with a message naming the row', async (_n, content, message) => {
    const { client } = await newUser();
    const res = await preview(client, { area: 'family-members', content });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('CSV import: limits', () => {
  it('refuses more than 5,000 rows (400) and more than 10 MB (413), naming the limit', async () => {
    const { client } = await newUser();
    const rows = Array.from({ length: 5001 }, (_, i) => `P${i},Child`).join('\n');
    const many = await preview(client, {
      area: 'family-members',
      content: `Full Name,Relationship\n${rows}\n`,
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(
      'The file has 5,001 rows; at most 5,000 rows can be imported from one file. Split it into smaller files.',
    );
    const big = `Full Name,Relationship,Notes\nAnn,Child,${'x'.repeat(10 * 1024 * 1024)}\n`;
    const huge = await preview(client, { area: 'family-members', content: big });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(
      'The file is larger than the 10 MB limit for an import. Split it into smaller files.',
    );
  });

  it('imports exactly 5,000 rows', async () => {
    const { client } = await newUser();
    const rows = Array.from(
      { length: 5000 },
      (_, i) => `Person ${i},Child,${i % 2 ? 'yes' : ''}`,
    ).join('\n');
    const res = await commit(client, {
      area: 'family-members',
      content: `Full Name,Relationship,Notes\n${rows}\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toEqual({ 'family-members': 5000 });
    expect(await family(client)).toHaveLength(5000);
  }, 60_000);
});

describe('CSV import: duplicates', () => {
  it('flags rows already present or repeated, skips them unless kept', async () => {
    const { client } = await newUser();
    await client.post('/api/family-members', { name: 'Ann Smith', relationship: 'Child' });
    const csv = 'Name,Relationship\nann  smith,Child\nBob,Spouse\nBOB,spouse\nAnn Smith,Parent\n';
    const p = (await preview(client, { area: 'family-members', content: csv })).json();
    const dup = (row: number) => p.rows.find((r: { row: number }) => r.row === row).duplicateOf;
    expect(dup(2)).toEqual({ id: expect.any(String), title: 'Ann Smith' });
    expect(dup(3)).toBeUndefined();
    expect(dup(4)).toEqual({ row: 3 });
    expect(dup(5)).toBeUndefined(); // same name, other relationship: another person
    expect(p.counts.duplicates).toBe(2);

    const res = await commit(client, { area: 'family-members', content: csv, keep: [4] });
    expect(res.json()).toMatchObject({ imported: { 'family-members': 3 }, skipped: 1 });
    const names = (await family(client)).map((m) => `${m.name}/${m.relationship}`).sort();
    expect(names).toEqual(['Ann Smith/Child', 'Ann Smith/Parent', 'BOB/Spouse', 'Bob/Spouse']);
  });

  it('matches banking by institution and the last four digits of the account number', async () => {
    const { client } = await newUser();
    await client.post('/api/bank-accounts', {
      bankName: 'Chase',
      accountType: 'Checking',
      accountNumber: '6789',
    });
    const csv =
      'Bank Name,Account Type,Account Number\nChase,Savings,123456789\nChase,Checking,123450000\nWells Fargo,Checking,6789\n';
    const p = (await preview(client, { area: 'bank-accounts', content: csv })).json();
    expect(p.rows.map((r: { duplicateOf?: unknown }) => Boolean(r.duplicateOf))).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('CSV import: all areas, ownership, audit and template', () => {
  it('imports a CSV with an Area column into each area, audited per area with counts only', async () => {
    const { client, user } = await newUser();
    const csv =
      'Area,Name,Relationship,Profession,Email\n' +
      'Family Members,Ann,Child,,\n' +
      'professional contacts,Jordan Park,,Attorney,jordan@example.com\n';
    const res = await commit(client, { area: 'all', content: csv });
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toEqual({ 'family-members': 1, 'professional-contacts': 1 });
    const logs = await t.context.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, user.id), eq(systemLogs.action, 'records.import')));
    expect(logs.map((l) => [l.targetKind, l.message]).sort()).toEqual([
      ['family-members', 'Imported family members from CSV (1 added)'],
      ['professional-contacts', 'Imported professional contacts from CSV (1 added)'],
    ]);
    const stored = await t.context.db
      .select()
      .from(importMappings)
      .where(eq(importMappings.userId, user.id));
    expect(stored.map((s) => s.area).sort()).toEqual(['family-members', 'professional-contacts']);
  });

  it("keeps another user's import invisible, and refuses signed-out requests", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await commit(alice.client, { area: 'family-members', content: FAMILY_CSV });
    expect(await family(bob.client)).toEqual([]);
    expect(
      (await preview(bob.client, { area: 'family-members', content: FAMILY_CSV })).json().counts
        .duplicates,
    ).toBe(0);
    expect(
      (await preview(request(t.app), { area: 'family-members', content: FAMILY_CSV })).statusCode,
    ).toBe(401);
  });

  it('serves a template whose headers are the form labels and whose example row imports', async () => {
    const { client } = await newUser();
    const res = await client.get('/api/imports/template/family-members');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kinfolio-family-members-template.csv"',
    );
    // No photo column: a family member's photo is uploaded, not typed as an address (issue 41).
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFFull Name,Relationship,Date of Birth,Former Spouse or Partner,Social Security Number,Cell Phone,Home Phone,Email,Address,City,State,ZIP Code,Birthday,Anniversary',
    );
    const done = await commit(client, { area: 'family-members', content: res.rawPayload });
    expect(done.json().imported).toEqual({ 'family-members': 1 });
    expect((await client.get('/api/imports/template/pets')).statusCode).toBe(400);
  });

  it.each(RECORD_KINDS.map((kind) => [kind.key, kind] as const))(
    'imports the %s template back as one record',
    async (area, kind) => {
      const { client } = await newUser();
      // The medical template names the family member of the family members' template.
      if (area === 'medical-information')
        await client.post('/api/family-members', { name: 'Ann Smith', relationship: 'Child' });
      const template = await client.get(`/api/imports/template/${area}`);
      expect(template.statusCode).toBe(200);
      const done = await commit(client, { area, content: template.rawPayload });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().imported).toEqual({ [area]: 1 });
      expect((await client.get(kind.apiPaths[0])).json()).toHaveLength(1);
    },
  );
});
