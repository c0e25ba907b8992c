import { describe, expect, it } from 'vitest';
import {
  bankAccountsKind,
  estateChecklistItemsKind,
  familyMembersKind,
  insurancePoliciesKind,
  medicalInformationKind,
} from '../records';
import { recordDisplay } from '../records/display';
import { AVAILABLE_REPORT_IDS, REPORT_TABS, REPORTS, reportFileName } from './catalog';
import { isSensitiveField, maskSensitive } from './masking';
import { recordEntry } from './record-entry';

const base = { id: 'r1', createdAt: '2025-01-05T10:00:00Z', updatedAt: '2025-01-05T10:00:00Z' };

describe('report catalogue', () => {
  it('makes every report, the spec’s four coming-soon ones on the Specialized tab', () => {
    expect(REPORTS.every((r) => (r.status as string) === 'available')).toBe(true);
    const specialized = REPORTS.filter((r) => r.tab === 'specialized');
    expect(specialized.map((r) => r.title)).toEqual([
      'Beneficiary Package',
      'Advisor Report',
      'Tax Preparation Support',
      'Custom Reports',
    ]);
  });

  it('has the three tabs and an available report on each of the first two', () => {
    expect(REPORT_TABS.map((t) => t.label)).toEqual([
      'Estate Reports',
      'Financial Reports',
      'Specialized',
    ]);
    expect(AVAILABLE_REPORT_IDS).toEqual([
      'estate-summary',
      'emergency-binder',
      'financial-dashboard',
      'beneficiary-package',
      'advisor-report',
      'tax-preparation',
      'custom-reports',
    ]);
  });

  it('names files by report and day', () => {
    expect(reportFileName('emergency-binder', '2025-01-05', 'Kinfolio')).toBe(
      'kinfolio-emergency-binder-2025-01-05.pdf',
    );
    expect(
      reportFileName('tax-preparation', '2025-01-05', 'Family Vault', {
        format: 'csv',
        taxYear: 2024,
      }),
    ).toBe('family-vault-tax-preparation-2024-2025-01-05.csv');
  });
});

describe('masking', () => {
  it('treats SSNs and account, routing and policy numbers as sensitive', () => {
    expect(isSensitiveField(familyMembersKind.fields.ssn)).toBe(true);
    expect(isSensitiveField(bankAccountsKind.fields.accountNumber)).toBe(true);
    expect(isSensitiveField(bankAccountsKind.fields.routingNumber)).toBe(true);
    expect(isSensitiveField(insurancePoliciesKind.fields.policyNumber)).toBe(true);
    expect(isSensitiveField(bankAccountsKind.fields.accountName)).toBe(false);
  });

  it('keeps only the last 4 characters', () => {
    expect(maskSensitive(familyMembersKind.fields.ssn, '123-45-6789')).toBe('***-**-6789');
    expect(maskSensitive(bankAccountsKind.fields.accountNumber, '000123456789')).toBe('****6789');
    expect(maskSensitive(bankAccountsKind.fields.accountNumber, '9876')).toBe('****9876');
  });
});

describe('recordEntry', () => {
  const account = {
    ...base,
    accountName: 'Household',
    accountType: 'Checking',
    bankName: 'Other',
    bankNameOther: 'Credit Union of Ohio',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    currentBalance: '2500.5',
  };

  it('lists filled fields with their labels, masked by default', () => {
    const entry = recordEntry(bankAccountsKind, recordDisplay('bank-accounts'), account, {
      fullNumbers: false,
    });
    expect(entry.title).toBe('Household');
    expect(entry.fields).toEqual(
      expect.arrayContaining([
        { label: 'Bank Name', value: 'Credit Union of Ohio' },
        { label: 'Account Number', value: '****6789' },
        { label: 'Routing Number', value: '****0021' },
        { label: 'Current Balance', value: '$2,500.50' },
      ]),
    );
    expect(entry.fields.some((f) => f.label === 'Other Bank Name')).toBe(false);
  });

  it('shows full numbers when asked', () => {
    const entry = recordEntry(bankAccountsKind, recordDisplay('bank-accounts'), account, {
      fullNumbers: true,
    });
    expect(entry.fields).toContainEqual({ label: 'Account Number', value: '000123456789' });
  });

  it('names referenced family members, uses value labels and prints flags that say something', () => {
    const names = new Map([['fm1', 'Lucia']]);
    const medical = recordEntry(
      medicalInformationKind,
      recordDisplay('medical-information'),
      { ...base, familyMemberId: 'fm1', allergies: 'Penicillin' },
      { fullNumbers: false, names },
    );
    expect(medical.title).toBe('Lucia');
    const task = recordEntry(
      estateChecklistItemsKind,
      recordDisplay('estate-checklist-items'),
      { ...base, title: 'Sign will', category: 'Wills and Trusts', priority: 1, isCompleted: true },
      { fullNumbers: false },
    );
    expect(task.fields).toContainEqual({ label: 'Completed', value: 'Yes' });
    expect(task.fields.find((f) => f.label === 'Priority')?.value).toMatch(/High/);
  });
});
