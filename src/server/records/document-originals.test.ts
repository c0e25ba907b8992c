import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, type Person } from '../trusted-people/testing/trusted-kit';
import { pdfText } from '../testing/pdf-text';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Where the originals are: a will, trust or power of attorney names who acts (a family member
 * or a professional contact), when it was signed and which attorney holds a copy.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = async (p: Person, path: string, body: Record<string, unknown>) => {
  const res = await p.api.post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string } & Record<string, unknown>;
};

const text = (s: string) => s.replace(/\s+/g, ' ');

describe('documents: who is named and who holds a copy', () => {
  it('stores the named person, date signed and attorney, and prints them in the reports', async () => {
    const owner = await person(t);
    const son = await add(owner, '/api/family-members', {
      name: 'Paul Okafor',
      relationship: 'Child',
    });
    const attorney = await add(owner, '/api/professional-contacts', {
      name: 'Ruth Bader',
      profession: 'Attorney',
    });
    const will = await add(owner, '/api/documents', {
      title: 'Last will',
      category: 'Legal',
      documentType: 'Will',
      location: 'Fireproof safe in the study',
      namedRole: 'Executor',
      namedFamilyMemberId: son.id,
      dateSigned: '2023-03-14',
      attorneyContactId: attorney.id,
    });
    expect(will).toMatchObject({
      namedRole: 'Executor',
      namedFamilyMemberId: son.id,
      namedContactId: null,
      dateSigned: '2023-03-14',
      attorneyContactId: attorney.id,
    });

    const summary = await owner.api.get('/api/reports/estate-summary');
    expect(summary.statusCode).toBe(200);
    const summaryText = text(await pdfText(summary.rawPayload));
    expect(summaryText).toContain('Where the Originals Are');
    expect(summaryText).toContain('Fireproof safe in the study');
    expect(summaryText).toContain('Paul Okafor as Executor');
    expect(summaryText).toContain('Mar 14, 2023');

    const binder = text(
      await pdfText((await owner.api.get('/api/reports/emergency-binder')).rawPayload),
    );
    expect(binder).toContain('Named Family Member');
    expect(binder).toContain('Attorney Holding a Copy');
    expect(binder).toContain('Ruth Bader');
    expect(binder).not.toContain(attorney.id);
  });

  it('refuses a role outside the list and a person or contact that is not the owner’s', async () => {
    const owner = await person(t);
    const other = await person(t);
    const theirs = await add(other, '/api/professional-contacts', {
      name: 'Not Yours',
      profession: 'Attorney',
    });
    const base = { title: 'Trust', category: 'Estate Planning', documentType: 'Trust Documents' };
    const role = await owner.api.post('/api/documents', { ...base, namedRole: 'Guardian' });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain('Named As must be one of: Executor, Trustee, Agent');
    const foreign = await owner.api.post('/api/documents', {
      ...base,
      attorneyContactId: theirs.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Attorney Holding a Copy: no such professional contact');
    expect((await owner.api.get('/api/documents')).json()).toHaveLength(0);
  });

  it('keeps the document when the person it names is deleted, and clears the link', async () => {
    const owner = await person(t);
    const trustee = await add(owner, '/api/professional-contacts', {
      name: 'First Trust Co.',
      profession: 'Trust Officer',
    });
    const doc = await add(owner, '/api/documents', {
      title: 'Family trust',
      category: 'Estate Planning',
      documentType: 'Trust Documents',
      namedRole: 'Trustee',
      namedContactId: trustee.id,
    });
    expect((await owner.api.delete(`/api/professional-contacts/${trustee.id}`)).statusCode).toBe(
      204,
    );
    const [after] = (await owner.api.get('/api/documents')).json() as Array<
      Record<string, unknown>
    >;
    expect(after).toMatchObject({ id: doc.id, namedContactId: null, namedRole: 'Trustee' });
  });
});
