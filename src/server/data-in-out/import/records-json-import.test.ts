import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../../../domain/records';
import { netWorthSnapshots } from '../../db/schema';
import { loadSnapshots } from '../../net-worth/net-worth-snapshots';
import { sampleRecord } from '../../testing/record-samples';
import { request, type RequestClient } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { sendImport } from './testing/import-requests';

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

type Rec = Record<string, unknown>;

/** A day of net worth history as the table stores it (bank balances only). */
const snapshotRow = (userId: string, day: string, netWorth: string) => ({
  userId,
  day,
  bank: netWorth,
  investments: '0.00',
  realEstate: '0.00',
  businessInterests: '0.00',
  debts: '0.00',
  netWorth,
});

/** Every record of every area, with each document's file bytes, as the API answers them. */
async function everything(client: RequestClient) {
  const out: Record<string, Rec[]> = {};
  for (const kind of RECORD_KINDS) out[kind.key] = (await client.get(kind.apiPaths[0])).json();
  const files = new Map<string, Buffer>();
  for (const doc of out.documents)
    if (doc.fileUrl)
      files.set(doc.title as string, (await client.get(doc.fileUrl as string)).rawPayload);
  return { records: out, files };
}

/** A record without what a move between servers changes: ids, file ids and links. */
function comparable(record: Rec, memberName: Map<unknown, unknown>) {
  const { id: _id, filePath: _fp, fileUrl: _fu, familyMemberId, ...rest } = record;
  return { ...rest, familyMember: familyMemberId ? memberName.get(familyMemberId) : null };
}

function normalized(all: Record<string, Rec[]>) {
  const names = new Map(all['family-members'].map((m) => [m.id, m.name]));
  return Object.fromEntries(
    Object.entries(all).map(([area, rows]) => [
      area,
      rows
        .map((r) => comparable(r, names))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ]),
  );
}

describe('records.json round trip', () => {
  it('download, delete everything, import the ZIP: every record, file and date is back exactly', async () => {
    const owner = await signUp(t.app);
    const me = request(t.app, owner.cookie);
    for (const kind of RECORD_KINDS) {
      const body = sampleRecord(kind, 'mine');
      if (kind.key === 'family-members')
        Object.assign(body, { address: '=SUM(A1)', name: 'Zoë – 日本' });
      if (kind.key === 'bank-accounts')
        Object.assign(body, { currentBalance: '-1000.05', notes: 'two\nlines' });
      if (kind.key === 'medical-information') {
        const member = (await me.get('/api/family-members')).json()[0];
        body.familyMemberId = member.id;
      }
      expect((await me.post(kind.apiPaths[0], body)).statusCode).toBe(201);
    }
    for (const [name, content] of [
      ['Last Will.pdf', PDF],
      ['house.png', PNG],
    ] as const) {
      const up = (await me.upload({ filename: name, content })).json();
      await me.post('/api/documents', {
        title: `Doc ${name}`,
        category: 'Legal',
        filePath: up.filePath,
      });
    }
    // Net worth history from earlier days (today's row comes from the writes above).
    await t.context.db
      .insert(netWorthSnapshots)
      .values([
        snapshotRow(owner.user.id, '2025-01-31', '100.00'),
        snapshotRow(owner.user.id, '2025-02-28', '-250.50'),
      ]);
    const before = await everything(me);
    const historyBefore = await loadSnapshots(t.context.db, owner.user.id);
    expect(historyBefore.length).toBeGreaterThanOrEqual(3);
    const download = await me.post('/api/account/export', { password: owner.input.password });
    expect(download.statusCode).toBe(200);
    const zip = download.rawPayload;
    expect(Object.keys(unzipSync(zip))).toContain('records.json');

    for (const kind of [...RECORD_KINDS].reverse())
      for (const r of before.records[kind.key])
        expect((await me.delete(`${kind.apiPaths[0]}/${r.id}`)).statusCode).toBe(204);
    // As on a new server: no history either.
    await t.context.db.delete(netWorthSnapshots).where(eq(netWorthSnapshots.userId, owner.user.id));

    const preview = (
      await sendImport(me, 'preview', { area: 'all', content: zip, filename: 'export.zip' })
    ).json();
    expect(preview.format).toBe('records-json');
    expect(preview.counts).toMatchObject({ invalid: 0, duplicates: 0 });
    expect(preview.warnings).toEqual([]);
    const res = await sendImport(me, 'commit', {
      area: 'all',
      content: zip,
      filename: 'export.zip',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain(`Net worth history: ${historyBefore.length} days added.`);
    // Before: records.json's netWorthSnapshots were never read, so the history was lost.
    expect(await loadSnapshots(t.context.db, owner.user.id)).toEqual(historyBefore);

    const after = await everything(me);
    expect(normalized(after.records)).toEqual(normalized(before.records));
    const oldFileIds = new Set(before.records.documents.map((d) => d.filePath).filter(Boolean));
    const newFileIds = after.records.documents.map((d) => d.filePath).filter(Boolean);
    expect(newFileIds).toHaveLength(2);
    expect(newFileIds.some((id) => oldFileIds.has(id))).toBe(false);
    expect([...after.files.keys()].sort()).toEqual([...before.files.keys()].sort());
    for (const [title, bytes] of before.files)
      expect(after.files.get(title)!.equals(bytes)).toBe(true);

    // A second import of the same file finds every record already present.
    const again = (
      await sendImport(me, 'preview', { area: 'all', content: zip, filename: 'export.zip' })
    ).json();
    expect(again.counts.duplicates).toBe(again.counts.rows);
    const skipped = (
      await sendImport(me, 'commit', { area: 'all', content: zip, filename: 'export.zip' })
    ).json();
    expect(Object.values(skipped.imported).every((n) => n === 0)).toBe(true);
    expect(skipped.skipped).toBe(again.counts.rows);
    expect(skipped.message).not.toContain('Net worth history'); // every day already here
    expect(await loadSnapshots(t.context.db, owner.user.id)).toEqual(historyBefore);

    // records.json alone imports into another account; files need the ZIP and a warning says so.
    const other = await signUp(t.app);
    const them = request(t.app, other.cookie);
    // A day the account already has keeps its own snapshot (on conflict do nothing).
    await t.context.db
      .insert(netWorthSnapshots)
      .values(snapshotRow(other.user.id, '2025-01-31', '7.00'));
    const json = strFromU8(unzipSync(zip)['records.json']);
    const alone = (
      await sendImport(them, 'preview', { area: 'all', content: json, filename: 'records.json' })
    ).json();
    expect(alone.warnings).toEqual([
      "2 documents' files are not in this upload; they are imported without them. Upload the whole ZIP to bring files back.",
    ]);
    expect(
      (await sendImport(them, 'commit', { area: 'all', content: json, filename: 'records.json' }))
        .statusCode,
    ).toBe(200);
    const theirHistory = await loadSnapshots(t.context.db, other.user.id);
    expect(theirHistory.slice(0, 2).map((s) => [s.day, s.netWorth])).toEqual([
      ['2025-01-31', '7.00'],
      ['2025-02-28', '-250.50'],
    ]);
    const theirs = await everything(them);
    expect(normalized({ ...theirs.records, documents: [] })).toEqual(
      normalized({ ...before.records, documents: [] }),
    );
  }, 60_000);

  it('refuses a JSON file that is not a Kinfolio export', async () => {
    const { cookie } = await signUp(t.app);
    const res = await sendImport(request(t.app, cookie), 'preview', {
      area: 'all',
      content: '{"hello":1}',
      filename: 'x.json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('"x.json" is not a CSV, OFX or Kinfolio export file.');
  });
});
