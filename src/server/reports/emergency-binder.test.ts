/**
 * The Emergency Binder an executor can act on (issue 29): page one says whom to call and where
 * the papers are, records are headed once with only the fields a person fills in, empty areas
 * share one line, full numbers need the password and mark every page, and the will's uploaded
 * file travels inside the PDF.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PASSWORD, person, trust, type Person } from '../trusted-people/testing/trusted-kit';
import { FULL_NUMBERS_MARK } from './report-files';

let t: TestApp;
let owner: Person;
const WILL_TEXT = 'I, Rosa Delgado, leave everything to my children.';

async function add(p: Person, url: string, body: object) {
  const res = await p.api.post(url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, { firstName: 'Rosa', lastName: 'Delgado' });
  const executor = await person(t, { firstName: 'Lucia', lastName: 'Delgado' });
  await trust(t, owner, executor, { role: 'executor' });
  await add(owner, '/api/family-members', {
    name: 'Lucia Delgado',
    relationship: 'Child',
    cellPhone: '5551234567',
    ssn: '123-45-6789',
  });
  const attorney = await add(owner, '/api/professional-contacts', {
    name: 'Hal Brennan',
    profession: 'Attorney',
    company: 'Brennan & Roe',
    phone: '5559876543',
    email: 'hal@brennan.example',
  });
  await add(owner, '/api/professional-contacts', { name: 'Ivy Numbers', profession: 'CPA' });
  await add(owner, '/api/medical-information', {
    doctorName: 'Dr. Ana Park',
    doctorPhone: '5550001111',
    allergies: 'Penicillin',
    medications: 'Metformin 500 mg',
    medicalConditions: 'Type 2 diabetes',
  });
  const upload = await owner.api.upload({
    filename: 'last-will.txt',
    content: WILL_TEXT,
    type: 'text/plain',
  });
  expect(upload.statusCode, upload.body).toBe(201);
  await add(owner, '/api/documents', {
    title: 'Last will of Rosa Delgado',
    category: 'Estate Planning',
    documentType: 'Will',
    location: 'Fireproof box, hall closet',
    isImportant: true,
    attorneyContactId: attorney.id,
    filePath: upload.json().filePath,
  });
  await add(owner, '/api/estate-checklist-items', {
    title: 'Sign a healthcare directive',
    category: 'Healthcare Directives',
    priority: 1,
  });
  await add(owner, '/api/banking-accounts', {
    accountName: 'Household checking',
    accountType: 'Checking',
    bankName: 'Chase',
    accountNumber: '000123456789',
    currentBalance: '12500.00',
  });
  await add(owner, '/api/insurance-policies', {
    policyType: 'Life',
    company: 'Other',
    companyOther: 'Northwind Mutual',
    policyNumber: 'LP-99887766',
  });
});
afterAll(() => t.close());

async function pages(bytes: Uint8Array): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}

const binder = () => owner.api.get('/api/reports/emergency-binder?today=2026-11-26');

describe('the Emergency Binder', () => {
  it('opens with whom to call, the medical essentials and where the will is', async () => {
    const res = await binder();
    expect(res.statusCode).toBe(200);
    const [one] = await pages(res.rawPayload);
    expect(one).toContain('In an emergency');
    // The owner's own binder: every area is theirs.
    expect(one).not.toContain('shared with you only');
    // The executor, with the phone of the family member of that name and their account's email.
    expect(one).toMatch(/Lucia Delgado\s+Executor\s+\(555\) 123-4567/);
    expect(one).toMatch(/Hal Brennan\s+Attorney\s+\(555\) 987-6543\s+hal@brennan\.example/);
    expect(one).toMatch(/Ivy Numbers\s+Accountant \(CPA\)/);
    expect(one).toMatch(/Dr\. Ana Park\s+Doctor \(General\)\s+\(555\) 000-1111/);
    for (const fact of ['Penicillin', 'Metformin 500 mg', 'Type 2 diabetes'])
      expect(one).toContain(fact);
    expect(one).toContain('Last will of Rosa Delgado');
    expect(one).toContain('Fireproof box, hall closet');
    expect(one).toMatch(/Checklist: to do\s+Sign a healthcare directive/);
    // Page one is about the emergency: the records start on page two.
    expect(one).not.toContain('Household checking');
  });

  it('heads each record once, with no Title row, no app settings, and empty areas in one line', async () => {
    const all = (await pages((await binder()).rawPayload)).join('\n');
    const lines = all.split('\n').map((l) => l.trim());
    expect(lines.filter((l) => l === 'Last will of Rosa Delgado')).toHaveLength(2); // page one, its record
    expect(lines.some((l) => /^Title\b/.test(l))).toBe(false);
    expect(all).not.toContain('Mark as Important');
    expect(all).not.toMatch(/Creditor Name|Insurance Company\s+Northwind/);
    expect(all).not.toContain('Nothing recorded yet');
    expect(all.replace(/\s+/g, ' ')).toContain(
      'Nothing recorded in: Investments, Debts & Liabilities, Real Estate, Business Interests, Charitable Giving, Important Dates.',
    );
    // Medical before documents before insurance before accounts: the order an executor needs.
    const at = (text: string) => lines.indexOf(text);
    expect(at('Medical Information')).toBeLessThan(at('Documents'));
    expect(at('Documents')).toBeLessThan(at('Insurance'));
    expect(at('Insurance')).toBeLessThan(at('Financial Account Information'));
  });

  it('masks numbers unless the password is given again, then says so on every page', async () => {
    const masked = (await pages((await binder()).rawPayload)).join('\n');
    expect(masked).toContain('****6789');
    expect(masked).not.toContain('000123456789');
    expect(masked).not.toContain(FULL_NUMBERS_MARK);
    const refused = await owner.api.get('/api/reports/emergency-binder?fullNumbers=true');
    expect(refused.statusCode).toBe(400);
    const wrong = await owner.api.post('/api/reports/emergency-binder?fullNumbers=true', {
      password: 'not it',
      code: '',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await owner.api.post('/api/reports/emergency-binder?fullNumbers=true', {
      password: PASSWORD,
      code: '',
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const full = await pages(res.rawPayload);
    expect(full.length).toBeGreaterThan(1);
    for (const page of full) expect(page.replace(/\s+/g, ' ')).toContain(FULL_NUMBERS_MARK);
    const text = full.join('\n');
    for (const secret of ['000123456789', '123-45-6789', 'LP-99887766'])
      expect(text).toContain(secret);
  });

  it('carries the uploaded will inside the PDF', async () => {
    const res = await binder();
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    try {
      const attachments = (await doc.getAttachments()) as Record<
        string,
        { filename: string; content: Uint8Array }
      >;
      const files = Object.values(attachments ?? {});
      expect(files.map((f) => f.filename)).toEqual(['last-will.txt']);
      expect(Buffer.from(files[0]!.content).toString()).toBe(WILL_TEXT);
    } finally {
      await doc.destroy();
    }
    const all = (await pages(res.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(all).toContain('last-will.txt (Last will of Rosa Delgado)');
  });
});
