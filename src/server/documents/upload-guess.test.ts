import fs from 'node:fs';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../settings/system-settings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dumpTables } from '../trusted-people/testing/stolen-copy';
import { inVault, person, trust, type Person } from '../trusted-people/testing/trusted-kit';
import { readDocumentText } from './read-document-text';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t);
});
afterAll(() => t.close());

const GUESS = '/api/documents/upload?guess=true';

/** A real PDF whose first page prints `lines` (pdfkit compresses it, as most PDFs are). */
function pdfWith(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/** A minimal Word file: its paragraphs in word/document.xml. */
function docxWith(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  const xml = `<?xml version="1.0"?><w:document xmlns:w="w"><w:body>${body}</w:body></w:document>`;
  return Buffer.from(
    zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8(xml) }),
  );
}

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9,
]);

const storedCount = () =>
  fs.existsSync(path.join(t.dataDir, 'files'))
    ? fs.readdirSync(path.join(t.dataDir, 'files')).length
    : 0;

describe('POST /api/documents/upload?guess=true', () => {
  it("guesses a PDF's title and type from its text when its name is a scanner's", async () => {
    const pdf = await pdfWith([
      'LAST WILL AND TESTAMENT',
      'OF MARY SMITH',
      'I, Mary Smith, declare...',
    ]);
    const res = await owner.api.upload({ filename: 'scan0001.pdf', content: pdf }, GUESS);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fileName: 'scan0001.pdf',
      fileSize: pdf.length,
      mimeType: 'application/pdf',
      guess: {
        title: 'Last Will and Testament of Mary Smith',
        category: 'Estate Planning',
        documentType: 'Will',
      },
    });
    // The file is stored as any upload is, and attaches to the document made from the guess.
    const { guess, filePath, fileUrl } = res.json();
    const doc = await owner.api.post('/api/documents', { ...guess, filePath });
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json()).toMatchObject({ title: guess.title, documentType: 'Will', fileUrl });
    expect((await owner.api.get(fileUrl)).rawPayload.equals(pdf)).toBe(true);
  });

  it("reads a Word file's paragraphs", async () => {
    const docx = docxWith(['OPERATING AGREEMENT', 'OF OAK &amp; PINE LLC', 'The members agree...']);
    const res = await owner.api.upload({ filename: 'Document1.docx', content: docx }, GUESS);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guess).toEqual({
      title: 'Operating Agreement of Oak & Pine LLC',
      category: 'Business Documents',
      documentType: 'Operating Agreement',
    });
  });

  it('guesses an image from its name (no OCR), and answers no guess unless asked', async () => {
    const res = await owner.api.upload({ filename: 'passport.jpg', content: JPEG }, GUESS);
    expect(res.json().guess).toEqual({
      title: 'Passport',
      category: 'Personal',
      documentType: 'Passport',
    });
    const plain = await owner.api.upload({ filename: 'passport.jpg', content: JPEG });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).not.toHaveProperty('guess');
  });

  it('stores no word of the text: the database and the file store hold none of it', async () => {
    const pdf = await pdfWith(['DURABLE POWER OF ATTORNEY', 'Quillon Zebediah Farthingale']);
    const res = await owner.api.upload({ filename: 'IMG_0001.pdf', content: pdf }, GUESS);
    expect(res.json().guess.documentType).toBe('Power of Attorney');
    expect(JSON.stringify(await dumpTables(t.context.db))).not.toMatch(
      /Farthingale|DURABLE POWER/i,
    );
    const dir = path.join(t.dataDir, 'files');
    for (const name of fs.readdirSync(dir))
      expect(fs.readFileSync(path.join(dir, name)).includes('Farthingale')).toBe(false);
  });

  it('answers a guess from the name for a PDF whose text cannot be read', async () => {
    const broken = Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500));
    const res = await owner.api.upload(
      { filename: 'Deed - 12 Oak Lane.pdf', content: broken },
      GUESS,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guess).toEqual({
      title: 'Deed - 12 Oak Lane',
      category: 'Real Estate',
      documentType: 'Property Deed',
    });
  });

  it('keeps every check: a renamed HTML page, an unaccepted type, an empty file, the size limit', async () => {
    const before = storedCount();
    const html = await owner.api.upload(
      {
        filename: 'Last Will.pdf',
        content: Buffer.from('<!doctype html><script>alert(1)</script>'),
      },
      GUESS,
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toMatch(
      /not accepted, or the file's contents do not match its name/,
    );
    const exe = await owner.api.upload(
      { filename: 'will.exe', content: Buffer.from('MZ..') },
      GUESS,
    );
    expect(exe.statusCode).toBe(400);
    const empty = await owner.api.upload({ filename: 'will.pdf', content: Buffer.alloc(0) }, GUESS);
    expect(empty.statusCode).toBe(400);

    await putSetting(t.context.db, 'max_file_size_mb', '1');
    try {
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const res = await owner.api.upload({ filename: 'will.pdf', content: big }, GUESS);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is larger than the 1 MB limit.');
    } finally {
      await putSetting(t.context.db, 'max_file_size_mb', '10');
    }
    expect(storedCount()).toBe(before);
  });

  it('refuses a guess flag that is not true or false', async () => {
    const res = await owner.api.upload(
      { filename: 'passport.jpg', content: JPEG },
      '/api/documents/upload?guess=maybe',
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('guess must be true or false');
  });
});

describe('reading the words is bounded', () => {
  it('gives up at the deadline and answers no text', async () => {
    const pdf = await pdfWith(['LAST WILL AND TESTAMENT']);
    expect(await readDocumentText({ mimeType: 'application/pdf', bytes: pdf }, 1)).toBe('');
    expect(await readDocumentText({ mimeType: 'application/pdf', bytes: pdf })).toContain(
      'LAST WILL AND TESTAMENT',
    );
  });
});

describe('a trusted person and the files of a vault', () => {
  it('a viewer whose scope has documents reads a PDF’s bytes, sandboxed; one without is refused', async () => {
    const pdf = await pdfWith(['LAST WILL AND TESTAMENT']);
    const up = (await owner.api.upload({ filename: 'will.pdf', content: pdf }, GUESS)).json();
    const doc = await owner.api.post('/api/documents', { ...up.guess, filePath: up.filePath });
    expect(doc.statusCode, doc.body).toBe(201);

    const reader = await person(t);
    await trust(t, owner, reader, { role: 'viewer', areas: ['documents'] });
    const seen = await reader.api.get(up.fileUrl, inVault(owner));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.rawPayload.equals(pdf)).toBe(true);
    expect(seen.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    // Not in their own vault, and not with a scope that leaves documents out (not shared: 404).
    expect((await reader.api.get(up.fileUrl)).statusCode).toBe(404);
    const outsider = await person(t);
    await trust(t, owner, outsider, { role: 'viewer', areas: ['family-members'] });
    expect((await outsider.api.get(up.fileUrl, inVault(owner))).statusCode).toBe(404);
    // A viewer adds nothing, so drops nothing either.
    const drop = await reader.api.upload(
      { filename: 'will.pdf', content: pdf },
      GUESS,
      inVault(owner),
    );
    expect(drop.statusCode).toBe(403);
  });

  it("an editor's dropped file is the owner's, with a guess", async () => {
    const editor = await person(t);
    await trust(t, owner, editor, { role: 'editor', areas: ['documents'] });
    const res = await editor.api.upload(
      { filename: 'Marriage Certificate.jpg', content: JPEG },
      GUESS,
      inVault(owner),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guess.documentType).toBe('Marriage Certificate');
    expect((await owner.api.get(res.json().fileUrl)).statusCode).toBe(200);
    expect((await editor.api.get(res.json().fileUrl)).statusCode).toBe(404);
  });
});
