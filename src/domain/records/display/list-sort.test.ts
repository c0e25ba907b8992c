import { describe, expect, it } from 'vitest';
import { recordKindByKey, type RecordKindKey } from '../index';
import { recordDisplay } from './index';
import { defaultSort, sortOptions, sortRecords, validSort } from './list-sort';

const kd = (key: RecordKindKey) => ({ kind: recordKindByKey(key)!, display: recordDisplay(key) });
const rec = (id: string, createdAt: string, values: Record<string, unknown> = {}) => ({
  id,
  createdAt,
  updatedAt: createdAt,
  ...values,
});

describe('list sort', () => {
  it('offers name, amount and date where the kind has them, the default first', () => {
    const bank = kd('bank-accounts');
    expect(sortOptions(bank.kind, bank.display).map((o) => o.label)).toEqual([
      'Date added (newest first)',
      'Date added (oldest first)',
      'Name (A to Z)',
      'Current Balance (highest first)',
      'Maturity Date (earliest first)',
    ]);
    const contacts = kd('professional-contacts');
    expect(sortOptions(contacts.kind, contacts.display).map((o) => o.key)).toEqual([
      'newest',
      'oldest',
      'name',
    ]);
    // A property sorts by its value, a policy by when it expires.
    const home = kd('real-estate');
    expect(sortOptions(home.kind, home.display)[3]!.label).toBe('Current Value (highest first)');
    const policy = kd('insurance-policies');
    expect(sortOptions(policy.kind, policy.display)[4]!.label).toBe(
      'Expiration Date (earliest first)',
    );
  });

  it('keeps the spec’s order (newest first) as the default, and for a choice no longer offered', () => {
    const c = kd('professional-contacts');
    expect(defaultSort(c.kind)).toBe('newest');
    expect(validSort(c.kind, c.display, 'amount')).toBe('newest');
    expect(validSort(c.kind, c.display, 'name')).toBe('name');
    expect(validSort(c.kind, c.display, null)).toBe('newest');
  });

  it('sorts by name, amount and date, empty values last, without changing the input', () => {
    const { kind, display } = kd('bank-accounts');
    const list = [
      rec('a', '2025-01-03T00:00:00Z', { accountName: 'zeta', currentBalance: '10.00' }),
      rec('b', '2025-01-01T00:00:00Z', { accountName: 'Alpha 10', maturityDate: '2026-01-01' }),
      rec('c', '2025-01-02T00:00:00Z', {
        accountName: 'Alpha 9',
        currentBalance: '200.50',
        maturityDate: '2025-06-01',
      }),
    ];
    const ids = (key: Parameters<typeof sortRecords>[3]) =>
      sortRecords(kind, display, list, key).map((r) => r.id);
    expect(ids('newest')).toEqual(['a', 'c', 'b']);
    expect(ids('oldest')).toEqual(['b', 'c', 'a']);
    expect(ids('name')).toEqual(['c', 'b', 'a']); // numeric: 9 before 10; case ignored
    expect(ids('amount')).toEqual(['c', 'a', 'b']);
    expect(ids('date')).toEqual(['c', 'b', 'a']);
    expect(list.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('sorts medical records by the family member their card is titled with', () => {
    const { kind, display } = kd('medical-information');
    const names = new Map([
      ['f1', 'Zoe'],
      ['f2', 'Adam'],
    ]);
    const list = [
      rec('m1', '2025-01-02T00:00:00Z', { familyMemberId: 'f1' }),
      rec('m2', '2025-01-01T00:00:00Z', { familyMemberId: 'f2' }),
    ];
    expect(sortRecords(kind, display, list, 'name', names).map((r) => r.id)).toEqual(['m2', 'm1']);
  });

  it('keeps the checklist’s own order, high priority first, as its default', () => {
    const { kind, display } = kd('estate-checklist-items');
    expect(defaultSort(kind)).toBe('priority');
    expect(sortOptions(kind, display).map((o) => o.key)).toEqual([
      'priority',
      'newest',
      'oldest',
      'name',
      'date',
    ]);
    const list = [
      rec('low', '2025-01-03T00:00:00Z', { priority: 3 }),
      rec('old-high', '2025-01-01T00:00:00Z', { priority: 1 }),
      rec('new-high', '2025-01-02T00:00:00Z', { priority: 1 }),
    ];
    expect(sortRecords(kind, display, list, 'priority').map((r) => r.id)).toEqual([
      'new-high',
      'old-high',
      'low',
    ]);
  });
});
