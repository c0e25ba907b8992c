import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { netWorthSnapshots, storedFiles, systemLogs } from '../../db/schema';
import { putSetting } from '../../settings/system-settings';
import { request, type RequestClient } from '../../testing/request';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { sendImport } from './testing/import-requests';
import { zipWithCopies } from './testing/zip-bomb';
import { ZipEntries } from './zip-entries';

let t: TestApp;
/** An export with a family member, a bank account, two documents' files and net worth history. */
let exported: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t.app);
  const me = request(t.app, owner.cookie);
  for (const [path, body] of [
    ['/api/family-members', { name: 'Ann Smith', relationship: 'Child' }],
    [
      '/api/bank-accounts',
      {
        bankName: 'Chase',
        accountType: 'Checking',
        accountNumber: '1234',
        currentBalance: '1200.00',
      },
    ],
  ] as const) {
    const res = await me.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const [name, content] of [
    ['Last Will.pdf', PDF],
    ['notes.txt', Buffer.from('Keys are with Ann.\n')],
  ] as const) {
    const up = await me.upload({ filename: name, content });
    expect(up.statusCode, up.body).toBe(201);
    await me.post('/api/documents', {
      title: `Doc ${name}`,
      category: 'Legal',
      filePath: up.json().filePath,
    });
  }
  const download = await me.post('/api/account/export', { password: owner.input.password });
  expect(download.statusCode).toBe(200);
  exported = download.rawPayload;
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const WILL = 'files/Legal/Last Will.pdf';

/**
 * The export with the file at `path` replaced by `bytes`, records.json updated to match (size,
 * SHA-256, and whatever `declared` says), as someone editing the ZIP by hand would.
 */
function tampered(path: string, bytes: Buffer, declared: Record<string, unknown> = {}) {
  const entries = unzipSync(exported);
  const json = JSON.parse(strFromU8(entries['records.json']));
  const doc = json.areas.documents.find((d: { file?: { path: string } }) => d.file?.path === path);
  doc.file = {
    ...doc.file,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...declared,
  };
  entries[path] = new Uint8Array(bytes);
  entries['records.json'] = strToU8(JSON.stringify(json));
  return zipSync(entries);
}

async function newUser() {
  const signed = await signUp(t.app);
  return { ...signed, client: request(t.app, signed.cookie) };
}

const importZip = (client: RequestClient, step: 'preview' | 'commit', content: Uint8Array) =>
  sendImport(client, step, { area: 'all', content, filename: 'export.zip' });

/** What an import left behind for the user: records, stored files, audits and history. */
async function leftFor(client: RequestClient, userId: string) {
  const db = t.context.db;
  const own = <T>(rows: T[]) => rows.length;
  return {
    family: own((await client.get('/api/family-members')).json()),
    banks: own((await client.get('/api/bank-accounts')).json()),
    documents: own((await client.get('/api/documents')).json()),
    storedFileRows: own(await db.select().from(storedFiles).where(eq(storedFiles.userId, userId))),
    importAudits: own(
      await db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.userId, userId), eq(systemLogs.action, 'records.import'))),
    ),
    snapshots: own(
      await db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, userId)),
    ),
  };
}

/** Runs `run`, answering the temporary folders the import's ZIP uploads were written to. */
async function zipFoldersDuring(run: () => Promise<void>): Promise<string[]> {
  const mkdtemp = vi.spyOn(fs, 'mkdtemp');
  try {
    await run();
    const made = await Promise.all(mkdtemp.mock.results.map((r) => r.value as Promise<string>));
    return made.filter((dir) => dir.includes('kinfolio-import-'));
  } finally {
    mkdtemp.mockRestore();
  }
}

const NOTHING = {
  family: 0,
  banks: 0,
  documents: 0,
  storedFileRows: 0,
  importAudits: 0,
  snapshots: 0,
};

describe('records.json import: documents get the upload checks', () => {
  it('refuses a file whose contents do not match its name, naming the file; nothing imported', async () => {
    // Before: records.json's mimeType was trusted, so an HTML page named .pdf was stored as a PDF.
    const zip = tampered(WILL, Buffer.from('<html><script>alert(1)</script></html>'), {
      mimeType: 'application/pdf',
    });
    const { client, user } = await newUser();
    const preview = (await importZip(client, 'preview', zip)).json();
    const bad = preview.rows.filter((r: { errors: string[] }) => r.errors.length);
    expect(bad).toHaveLength(1);
    expect(bad[0].errors[0]).toMatch(
      /^Documents #\d: its file files\/Legal\/Last Will\.pdf \(Last Will\.pdf\) is not accepted: its type is not one Kinfolio stores, or its contents do not match its name\. Accepted: \.pdf, /,
    );
    const res = await importZip(client, 'commit', zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Nothing was imported');
    expect(res.json().message).toContain('files/Legal/Last Will.pdf');
    expect(await leftFor(client, user.id)).toEqual(NOTHING);
  });

  it("refuses a file over the admin's file size limit, naming the file and the limit", async () => {
    // Before: a document's file in the ZIP could be up to 100 MB, whatever the admin allowed.
    const big = Buffer.concat([PDF, Buffer.alloc(1.5 * 1024 * 1024, 0x20)]);
    const zip = tampered(WILL, big);
    await putSetting(t.context.db, 'max_file_size_mb', '1');
    try {
      const { client, user } = await newUser();
      const res = await importZip(client, 'commit', zip);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          path: expect.stringMatching(/^Documents #\d$/),
          message: expect.stringMatching(
            /^Documents #\d: its file files\/Legal\/Last Will\.pdf is larger than the 1 MB limit for a file\.$/,
          ),
        },
      ]);
      expect(await leftFor(client, user.id)).toEqual(NOTHING);
    } finally {
      await putSetting(t.context.db, 'max_file_size_mb', '10');
    }
    // Within the limit, the same file imports.
    const { client } = await newUser();
    expect((await importZip(client, 'commit', zip)).statusCode).toBe(200);
  });

  it('stores the type the content shows, not the one records.json claims', async () => {
    const zip = tampered(WILL, PDF, { mimeType: 'image/png' });
    const { client } = await newUser();
    const res = await importZip(client, 'commit', zip);
    expect(res.statusCode, res.body).toBe(200);
    const will = (await client.get('/api/documents'))
      .json()
      .find((d: { fileName: string }) => d.fileName === 'Last Will.pdf');
    expect(will.mimeType).toBe('application/pdf');
  });
});

describe('records.json import: all or nothing inside the transaction', () => {
  it('a failure after rows and files were written leaves no rows and no stored files', async () => {
    const { client, user } = await newUser();
    const db = t.context.db;
    // The import's last statement (the net worth history) fails for this user, as a full disk
    // or a lost connection would: by then the records, the stored-file rows and the audit rows
    // are written in the transaction and the two files are in storage.
    await db.execute(
      sql.raw(`create function kinfolio_test_fail() returns trigger language plpgsql as $$
        begin raise exception 'simulated failure inside the import'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger kinfolio_test_fail before insert on net_worth_snapshots
        for each row when (new.user_id = '${user.id}') execute function kinfolio_test_fail()`),
    );
    const filesBefore = new Set(await t.context.files.list());
    const put = vi.spyOn(t.context.files, 'putStream');
    try {
      const folders = await zipFoldersDuring(async () => {
        const res = await importZip(client, 'commit', exported);
        expect(res.statusCode).toBe(500);
      });
      expect(put).toHaveBeenCalledTimes(2); // both files were stored before the failure
      expect(folders).toHaveLength(1);
      expect(existsSync(folders[0])).toBe(false); // the upload's temporary ZIP is gone too
    } finally {
      put.mockRestore();
      await db.execute(sql.raw('drop trigger kinfolio_test_fail on net_worth_snapshots'));
      await db.execute(sql.raw('drop function kinfolio_test_fail()'));
    }
    expect(await leftFor(client, user.id)).toEqual(NOTHING);
    expect(new Set(await t.context.files.list())).toEqual(filesBefore);

    // Nothing was half-done: the same file then imports whole.
    const again = await importZip(client, 'commit', exported);
    expect(again.statusCode, again.body).toBe(200);
    expect(await leftFor(client, user.id)).toMatchObject({
      family: 1,
      banks: 1,
      documents: 2,
      storedFileRows: 2,
    });
  });
});

describe('the uploaded ZIP is kept in a temporary file, never left behind', () => {
  it('writes the ZIP to a temporary file and deletes it after a preview, a commit and refusals', async () => {
    const { client } = await newUser();
    const refusedZip = tampered(WILL, Buffer.from('<html></html>'));
    const folders = await zipFoldersDuring(async () => {
      expect((await importZip(client, 'preview', exported)).statusCode).toBe(200);
      expect((await importZip(client, 'commit', refusedZip)).statusCode).toBe(400);
      // Refused while reading the request: the area comes after the file and is wrong.
      const late = await client.upload(
        [
          { filename: 'export.zip', content: exported, type: 'application/zip' },
          { field: 'area', value: 'pets' },
        ],
        '/api/imports/preview',
      );
      expect(late.statusCode).toBe(400);
      const cut = await importZip(client, 'preview', exported.subarray(0, 2000));
      expect(cut.statusCode).toBe(400);
      expect(cut.json().message).toBe('"export.zip" is not a ZIP file that can be read.');
      expect((await importZip(client, 'commit', exported)).statusCode).toBe(200);
    });
    expect(folders).toHaveLength(5);
    for (const folder of folders) expect(existsSync(folder), folder).toBe(false);
  });

  it('keeps a CSV in memory: no temporary file', async () => {
    const { client } = await newUser();
    const folders = await zipFoldersDuring(async () => {
      const res = await sendImport(client, 'preview', {
        area: 'family-members',
        content: 'Full Name,Relationship\nAnn,Child\n',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(folders).toEqual([]);
  });
});

describe('records.json import: a small ZIP cannot make the server read or store much', () => {
  /** The export's records.json, its documents now copies of the Will's, each with `file`. */
  function withDocuments(files: Record<string, unknown>[]) {
    const json = JSON.parse(strFromU8(unzipSync(exported)['records.json']));
    const will = json.areas.documents.find(
      (d: { file?: { path: string } }) => d.file?.path === WILL,
    );
    json.areas.documents = files.map((file, i) => ({
      ...will,
      id: crypto.randomUUID(),
      title: `Copy ${i}`,
      file: { ...will.file, ...file },
    }));
    return strToU8(JSON.stringify(json));
  }

  it('refuses records.json naming one ZIP entry for two documents (400 naming it); nothing stored', async () => {
    // Before: 200 documents all pointing at one entry made the server read and store it 200 times.
    const entries = unzipSync(exported);
    entries['records.json'] = withDocuments(Array.from({ length: 200 }, () => ({})));
    const zip = zipSync(entries);
    const { client, user } = await newUser();
    const put = vi.spyOn(t.context.files, 'putStream');
    try {
      for (const step of ['preview', 'commit'] as const) {
        const res = await importZip(client, step, zip);
        expect(res.statusCode, step).toBe(400);
        expect(res.json().message).toBe(
          "records.json names files/Legal/Last Will.pdf as the file of two documents (Documents #1 and Documents #2); each document's file is its own entry in the ZIP, so nothing was imported.",
        );
      }
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await leftFor(client, user.id)).toEqual(NOTHING);
  });

  it("refuses a zip bomb whose files would store more than the ZIP's 200 MB limit; nothing read or stored", async () => {
    // 21 files of 10 MB (each within the file size limit) in a ZIP of about 200 KB. Before: all
    // 210 MB were unpacked, hashed and stored.
    const bytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const names = Array.from({ length: 21 }, (_, i) => `files/Other/notes ${i}.txt`);
    const json = withDocuments(
      names.map((path, i) => ({
        path,
        originalName: `notes ${i}.txt`,
        mimeType: 'text/plain',
        size: bytes.length,
        sha256,
      })),
    );
    const zip = zipWithCopies(bytes, names, { 'records.json': json });
    expect(zip.length).toBeLessThan(400 * 1024);
    const { client, user } = await newUser();
    const put = vi.spyOn(t.context.files, 'putStream');
    const read = vi.spyOn(ZipEntries.prototype, 'stream');
    try {
      for (const step of ['preview', 'commit'] as const) {
        const res = await importZip(client, step, zip);
        expect(res.statusCode, step).toBe(413);
        expect(res.json().message).toBe(
          `The documents' files in "export.zip" come to 210 MB; one import stores at most 200 MB of files (the size limit of an export ZIP), so nothing was imported.`,
        );
      }
      expect(put).not.toHaveBeenCalled();
      expect(read.mock.calls.map(([name]) => name)).toEqual(['records.json', 'records.json']);
    } finally {
      put.mockRestore();
      read.mockRestore();
    }
    expect(await leftFor(client, user.id)).toEqual(NOTHING);

    // Within the limit (20 of them, 200 MB), the same kind of ZIP imports.
    const fewer = zipWithCopies(bytes, names.slice(0, 20), {
      'records.json': withDocuments(
        names.slice(0, 20).map((path, i) => ({
          path,
          originalName: `notes ${i}.txt`,
          mimeType: 'text/plain',
          size: bytes.length,
          sha256,
        })),
      ),
    });
    const res = await importZip(client, 'preview', fewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toMatchObject({ rows: 22, invalid: 0 });
  });
});
