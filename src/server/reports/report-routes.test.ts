import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_NAMES } from '../../domain/navigation';
import { BINDER_AREAS } from '../../domain/reports/binder-layout';
import { systemLogs } from '../db/schema';
import { pdfInfo, pdfText } from '../testing/pdf-text';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const me = await signUp(t.app, { firstName: 'Rosa', lastName: 'Delgado' });
  cookie = me.cookie;
  userId = me.user.id;
  const add = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  await add('/api/family-members', {
    name: 'Lucia Delgado',
    relationship: 'Child',
    ssn: '123-45-6789',
  });
  await add('/api/banking-accounts', {
    accountName: 'Household checking',
    accountType: 'Checking',
    bankName: 'Chase',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    currentBalance: '12500.00',
  });
  await add('/api/real-estate', {
    propertyType: 'Primary Residence',
    address: '14 Orchard Lane',
    city: 'Springfield',
    state: 'IL',
    currentValue: '400000',
  });
  await add('/api/debts-liabilities', {
    debtType: 'Mortgage',
    creditorName: 'First Local Bank',
    currentBalance: '150000',
  });
  await add('/api/insurance-policies', {
    policyType: 'Life',
    company: 'Other',
    companyOther: 'Northwind Mutual',
    policyNumber: 'LP-99887766',
    coverageAmount: '500000',
  });
});
afterAll(() => t.close());

const generate = (path: string, who = cookie) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${path}`, headers: { cookie: who } });
/** Full numbers: the same request as a POST with the password again. */
const withPassword = (path: string, password = 'correct horse battery') =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/${path}`,
    headers: { cookie },
    payload: { password, code: '' },
  });

describe('GET /api/reports/:id', () => {
  it("names the file and the PDF's author after the admin's application name", async () => {
    await t.app.liveSettings.save([['application_name', 'Family Vault']]);
    try {
      const res = await generate('estate-summary?today=2025-03-04');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="family-vault-estate-summary-2025-03-04.pdf"',
      );
      expect((await pdfInfo(res.rawPayload)).Author).toBe('Family Vault');
    } finally {
      await t.app.liveSettings.save([['application_name', 'Kinfolio']]);
    }
  });

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/estate-summary' });
    expect(res.statusCode).toBe(401);
  });

  it('makes the Estate Summary as a dated PDF download of the user’s own figures', async () => {
    const res = await generate('estate-summary?today=2025-03-04');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kinfolio-estate-summary-2025-03-04.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Prepared for Rosa Delgado');
    expect(text).toContain('Mar 4, 2025');
    // 12,500 + 400,000 − 150,000
    expect(text).toContain('$262,500');
    expect(text).toContain('Lucia Delgado');
    expect(text).toContain('Northwind Mutual');
    expect(text).toContain('Household checking');
    expect(text).not.toContain('000123456789');
  });

  it('lists every record area in the Emergency Binder with sensitive numbers masked', async () => {
    const text = await pdfText((await generate('emergency-binder')).rawPayload);
    // Areas with records head a section by their one name (decision 027); the empty ones are named
    // in one (wrapped) line.
    const oneLine = text.replace(/\s+/g, ' ');
    for (const key of BINDER_AREAS) expect(oneLine).toContain(AREA_NAMES[key]);
    expect(text).toContain('14 Orchard Lane');
    expect(text).toContain('First Local Bank');
    expect(text).toContain('****6789'); // account number
    expect(text).toContain('***-**-6789'); // SSN
    expect(text).toContain('****7766'); // policy number
    for (const secret of ['000123456789', '123-45-6789', '021000021', 'LP-99887766'])
      expect(text).not.toContain(secret);
  });

  it('prints full numbers in the binder only when asked, and only with the password', async () => {
    const asked = await generate('emergency-binder?fullNumbers=true');
    expect([asked.statusCode, asked.json().message]).toEqual([
      400,
      'Full account numbers need your password: enter it to generate this report.',
    ]);
    const wrong = await withPassword('emergency-binder?fullNumbers=true', 'not my password');
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      'Your password is not correct.',
    ]);
    const res = await withPassword('emergency-binder?fullNumbers=true');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const secret of ['000123456789', '123-45-6789', '021000021', 'LP-99887766'])
      expect(text).toContain(secret);
    const summary = await pdfText(
      (await withPassword('estate-summary?fullNumbers=true')).rawPayload,
    );
    expect(summary).not.toContain('000123456789');
  });

  it('makes the financial dashboard', async () => {
    const text = await pdfText((await generate('financial-dashboard')).rawPayload);
    expect(text).toContain('Asset Allocation');
    expect(text).toContain('$12,500');
    expect(text).toContain('First Local Bank');
    // The spec's targets are said as a rule of thumb, with the line for an owner in retirement.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'General rule of thumb: about 60% in investments, 20% in cash and 20% in real estate.',
    );
    expect(flat).toContain('A paid-off home is usually a strength in retirement');
  });

  it('never shows another user’s records', async () => {
    const other = await signUp(t.app);
    const text = await pdfText((await generate('emergency-binder', other.cookie)).rawPayload);
    expect(text).not.toContain('Lucia Delgado');
    expect(text).toContain('Nothing recorded in: Medical Information, Documents');
  });

  it('audits each generation without its contents', async () => {
    await withPassword('emergency-binder?fullNumbers=true');
    const rows = await t.context.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, userId), eq(systemLogs.action, 'report.generate')));
    expect(rows.map((r) => r.targetId)).toEqual(
      expect.arrayContaining(['estate-summary', 'emergency-binder', 'financial-dashboard']),
    );
    expect(rows.some((r) => r.message.includes('with full account numbers'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Lucia');
  });

  it('refuses unknown reports and bad input with 400 naming the problem', async () => {
    const unknown = await generate('nonsense');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown report: nonsense');
    expect((await generate('estate-summary?today=yesterday')).statusCode).toBe(400);
    const csv = await generate('estate-summary?format=csv');
    expect([csv.statusCode, csv.json().message]).toEqual([
      400,
      'Estate Summary Report comes as PDF only',
    ]);
  });
});
