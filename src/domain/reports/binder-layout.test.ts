import { describe, expect, it } from 'vitest';
import type { RecordJson } from '../records';
import { binderAreas, binderEntry, emptyAreasLine } from './binder-layout';
import { emergencyPage } from './emergency-page';
import { wishesHeadline } from './wishes-headline';

const base = { createdAt: '2025-01-05T10:00:00Z', updatedAt: '2025-01-05T10:00:00Z' };
const rec = (id: string, values: Record<string, unknown>) =>
  ({ id, ...base, ...values }) as RecordJson;

describe('binderEntry', () => {
  it('heads a record with its title once and leaves out the app’s own settings', () => {
    const entry = binderEntry(
      'documents',
      rec('d1', { title: 'Last will', category: 'Legal', isImportant: true, location: 'Safe' }),
      { fullNumbers: false },
    );
    expect(entry.title).toBe('Last will');
    expect(entry.fields.map((f) => f.label)).toEqual(['Category', 'Physical Location']);
  });

  it('drops the field the heading is made of, whatever its label', () => {
    const entry = binderEntry(
      'insurance-policies',
      rec('p1', { company: 'Other', companyOther: 'Northwind', policyNumber: 'LP-99887766' }),
      { fullNumbers: false },
    );
    expect(entry.title).toBe('Northwind');
    expect(entry.fields).toEqual([{ label: 'Policy Number', value: '****7766' }]);
  });
});

describe('binderAreas', () => {
  it('puts medical first, lists empty areas in one line, and leaves out areas not shared', () => {
    const { filled, empty } = binderAreas(
      { 'bank-accounts': [rec('b', {})], 'medical-information': [rec('m', {})] },
      ['family-members'],
    );
    expect(filled).toEqual(['medical-information', 'bank-accounts']);
    expect(empty).not.toContain('family-members');
    expect(emptyAreasLine(['business-interests', 'important-dates'])).toBe(
      'Nothing recorded in: Business Interests, Important Dates.',
    );
  });
});

describe('emergencyPage', () => {
  it('lists executors first, then the attorney, adviser, accountant and doctor', () => {
    const page = emergencyPage(
      {
        'family-members': [rec('f', { name: 'Ann Lee', cellPhone: '5551234567' })],
        'professional-contacts': [
          rec('c1', { name: 'Hal', profession: 'Attorney' }),
          rec('c2', { name: 'Rea', profession: 'Real Estate Agent' }),
          rec('c3', { name: 'Fay', profession: 'Financial Advisor' }),
        ],
        'medical-information': [rec('m', { doctorName: 'Dr. Park', allergies: 'Nuts' })],
      },
      [
        { name: 'Bo Lee', role: 'Viewer', email: 'bo@x.example' },
        { name: 'Ann Lee', role: 'Executor', email: 'ann@x.example' },
      ],
      new Map(),
    );
    expect(page.call.map((c) => [c.name, c.role, c.phone])).toEqual([
      ['Ann Lee', 'Executor', '(555) 123-4567'],
      ['Bo Lee', 'Viewer', ''],
      ['Hal', 'Attorney', ''],
      ['Fay', 'Financial adviser', ''],
      // A record naming nobody reads 'General', as on the medical list.
      ['Dr. Park', 'Doctor (General)', ''],
    ]);
    expect(page.medical[0]!.rows).toEqual([
      { label: 'Allergies', value: 'Nuts' },
      { label: 'Doctor', value: 'Dr. Park' },
    ]);
  });
});

describe('wishesHeadline', () => {
  const wishes = rec('w', {
    itemType: 'Final wishes',
    readers: 'u1',
    disposition: 'Cremation',
    service: 'A small service at St. Mary’s',
  });
  const letter = rec('l', { itemType: 'Letter', readers: 'all', letter: 'Dear Emma' });
  it('prints the headline for the owner and the readers the wishes name, never a letter', () => {
    const lines = ['Burial or cremation: Cremation', 'Service: A small service at St. Mary’s'];
    expect(wishesHeadline([wishes, letter], null)).toEqual(lines);
    expect(wishesHeadline([wishes, letter], 'u1')).toEqual(lines);
    expect(wishesHeadline([wishes, letter], 'u2')).toEqual([]);
  });
});
