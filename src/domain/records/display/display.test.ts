import { describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../index';
import type { RecordJson } from '../record-schema';
import {
  applyFilter,
  cardTitle,
  cardView,
  fillTitle,
  filterChoices,
  RECORD_DISPLAYS,
  recordDisplay,
  recordsTotal,
} from './index';
import { bankAccountsKind } from '../bank-accounts';
import { insurancePoliciesKind } from '../insurance-policies';
import { medicalInformationKind } from '../medical-information';
import { realEstateKind } from '../real-estate';
import { familyMembersKind } from '../family-members';

const rec = (fields: Record<string, unknown>): RecordJson =>
  ({
    id: crypto.randomUUID(),
    createdAt: '2024-01-05T12:00:00.000Z',
    updatedAt: '',
    ...fields,
  }) as RecordJson;

describe('display descriptions', () => {
  it('exist for every kind, with distinct routes', () => {
    for (const kind of RECORD_KINDS) expect(RECORD_DISPLAYS[kind.key].kindKey).toBe(kind.key);
    const routes = Object.values(RECORD_DISPLAYS).map((d) => d.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('only filter on choice fields and total money fields', () => {
    for (const kind of RECORD_KINDS) {
      const d = recordDisplay(kind.key);
      if (d.filter) expect(kind.fields[d.filter.field as never]).toMatchObject({ type: 'choice' });
      if (d.total) expect(kind.fields[d.total.field as never]).toMatchObject({ type: 'money' });
    }
  });
});

describe('banking card', () => {
  const display = recordDisplay('bank-accounts');
  it('falls back to the type, masks the number, defaults the balance to $0.00', () => {
    const view = cardView(
      display,
      bankAccountsKind,
      rec({ accountType: 'Savings', bankName: 'Chase', accountNumber: '123456789' }),
    );
    expect(view.title).toBe('Savings');
    expect(view.subtitle).toBe('Chase ****6789');
    expect(view.badges).toEqual([{ text: 'Savings', tone: 'success', icon: undefined }]);
    expect(view.lines[0]).toMatchObject({ label: 'Balance:', value: '$0.00' });
    expect(view.lines.at(-1)).toMatchObject({ label: 'Added:', value: 'Jan 5, 2024' });
  });

  it('shows the bank typed under Other', () => {
    const view = cardView(
      display,
      bankAccountsKind,
      rec({
        accountName: 'Joint',
        bankName: 'Other',
        bankNameOther: 'First Local',
        accountNumber: '12',
      }),
    );
    expect(view.subtitle).toBe('First Local 12');
  });

  it('totals exactly and hides a zero total', () => {
    const records = [
      rec({ currentBalance: '0.10' }),
      rec({ currentBalance: '0.20' }),
      rec({ currentBalance: null }),
    ];
    expect(recordsTotal(display, records)).toBe('0.30');
    expect(recordsTotal(display, [rec({ currentBalance: null })])).toBeNull();
  });

  it('filters by the types present, in option order', () => {
    const records = [
      rec({ accountType: 'Savings' }),
      rec({ accountType: 'Checking' }),
      rec({ accountType: 'Savings' }),
    ];
    expect(filterChoices(display, bankAccountsKind, records).map((c) => c.value)).toEqual([
      'Checking',
      'Savings',
    ]);
    expect(applyFilter(display, records, 'Savings')).toHaveLength(2);
    expect(applyFilter(display, records, null)).toHaveLength(3);
  });
});

describe('other cards', () => {
  it('labels insurance types and shows premium with frequency', () => {
    const view = cardView(
      recordDisplay('insurance-policies'),
      insurancePoliciesKind,
      rec({
        policyType: 'Life',
        company: 'MetLife',
        premium: '120',
        premiumFrequency: 'Monthly',
        isActive: false,
        renewalDate: '2025-03-01',
      }),
    );
    expect(view.badges.map((b) => b.text)).toEqual(['Life Insurance', 'Inactive']);
    expect(view.lines.find((l) => l.label === 'Premium:')?.value).toBe('$120.00 / Monthly');
    expect(view.lines.find((l) => l.label === 'Expires:')?.value).toBe('Mar 1, 2025');
  });

  it('gives real estate Primary and Rental badges and the mortgage with its payment', () => {
    const view = cardView(
      recordDisplay('real-estate'),
      realEstateKind,
      rec({
        propertyType: 'Rental Property',
        isPrimary: true,
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        mortgageBalance: '250000',
        monthlyPayment: '1500.50',
      }),
    );
    expect(view.badges.map((b) => b.text)).toEqual(['Rental Property', 'Primary', 'Rental']);
    expect(view.subtitle).toBe('Springfield, IL 62701');
    expect(view.lines.find((l) => l.label === 'Mortgage:')?.value).toBe('$250,000 ($1,501/mo)');
  });

  it('titles medical cards by family member, General or Unknown Family Member', () => {
    const display = recordDisplay('medical-information');
    const id = crypto.randomUUID();
    const names = new Map([[id, 'Ann Lee']]);
    expect(cardTitle(display, medicalInformationKind, rec({ familyMemberId: id }), names)).toBe(
      'Ann Lee',
    );
    expect(cardTitle(display, medicalInformationKind, rec({ familyMemberId: null }), names)).toBe(
      'General',
    );
    expect(
      cardTitle(
        display,
        medicalInformationKind,
        rec({ familyMemberId: crypto.randomUUID() }),
        names,
      ),
    ).toBe('Unknown Family Member');
  });

  it('names the family member in the delete confirmation', () => {
    const display = recordDisplay('family-members');
    const title = cardTitle(display, familyMembersKind, rec({ name: 'Ann Lee' }));
    expect(display.deleteConfirm.style).toBe('dialog');
    expect(fillTitle(display.deleteConfirm.message, title)).toBe(
      'Are you sure you want to delete Ann Lee? This action cannot be undone.',
    );
    // A title's `$` sequences are text, not replacement patterns.
    expect(fillTitle('Delete {title}?', "Fund $& $` $' $$")).toBe("Delete Fund $& $` $' $$?");
  });

  it('titles a locked record by its kind, keeping its plain fields', () => {
    const display = recordDisplay('family-members');
    const locked = rec({ name: null, relationship: 'Spouse', locked: true });
    const view = cardView(display, familyMembersKind, locked);
    expect(view.title).toBe('Locked family member');
    expect(view.subtitle).toBe('Spouse');
    expect(cardTitle(display, familyMembersKind, rec({ name: null }))).toBe('Untitled');
  });

  it("shows a family member's photo only when the app serves it; else the initials (issue 41)", () => {
    const display = recordDisplay('family-members');
    const served = `/api/family-members/${crypto.randomUUID()}/photo/${crypto.randomUUID()}`;
    const view = (url: string | null) =>
      cardView(display, familyMembersKind, rec({ name: 'Ann Lee', profileImageUrl: url })).imageUrl;
    expect(view(served)).toBe(served);
    // An outside image is blocked by the page's Content-Security-Policy: a broken circle.
    expect(view('https://photos.example/ann.jpg')).toBeUndefined();
    expect(view('//photos.example/ann.jpg')).toBeUndefined();
    expect(view('javascript:alert(1)')).toBeUndefined();
    expect(view(null)).toBeUndefined();
  });
});
