import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { EXCLUDED_TABLES, EXPORT_TABLES, schemaTableNames } from './export-tables';
import { queryRows } from './take-snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const exported = EXPORT_TABLES.map((table) => table.name);

it('exports or deliberately excludes every table the database has', async () => {
  const live = await queryRows<{ tablename: string }>(
    t.context.db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const unaccounted = live
    .map((r) => r.tablename)
    .filter((name) => !exported.includes(name) && !(name in EXCLUDED_TABLES));
  expect(unaccounted).toEqual([]);
  // And nothing is excluded by a name that does not exist (a typo would export the table).
  for (const name of Object.keys(EXCLUDED_TABLES)) expect(schemaTableNames()).toContain(name);
});

it('exports accounts, settings and records, and never sessions, reset tokens or rate-limit counters', () => {
  expect(exported).toEqual(
    expect.arrayContaining([
      'users',
      'system_settings',
      'notifications',
      'family_members',
      'bank_accounts',
      'investment_accounts',
      'insurance_policies',
      'real_estate_properties',
      'documents',
      'estate_checklist_items',
      'important_dates',
      'professional_contacts',
      'debts_liabilities',
      'medical_information',
      'business_interests',
      'stored_files',
      'locked_data_keys',
      'ai_conversations',
      'ai_messages',
      'system_logs',
    ]),
  );
  for (const name of ['sessions', 'password_reset_tokens', 'rate_limit_hits']) {
    expect(exported).not.toContain(name);
  }
});

it('orders tables so each comes after the tables it references, all of them exported', () => {
  EXPORT_TABLES.forEach((table, index) => {
    for (const ref of table.references) {
      expect(exported, `${table.name} references the excluded ${ref}`).toContain(ref);
      expect(exported.indexOf(ref), `${table.name} -> ${ref}`).toBeLessThan(index);
    }
  });
  expect(exported.indexOf('stored_files')).toBeLessThan(exported.indexOf('documents'));
});

it('knows every column that links to another row, so an import can check where each points', () => {
  // Ids that point nowhere an import writes: the audit log and settings are never imported.
  const notLinks = ['system_logs.user_id', 'system_settings.updated_by'];
  const unlinked = EXPORT_TABLES.flatMap((table) =>
    table.columns
      .filter((c) => c.type === 'PgUUID' && !table.primaryKey.includes(c.name))
      .filter((c) => !table.links.some((l) => l.column === c.name))
      .map((c) => `${table.name}.${c.name}`),
  );
  expect(unlinked).toEqual(notLinks);
  const medical = EXPORT_TABLES.find((t) => t.name === 'medical_information')!;
  expect(medical.links).toContainEqual({ column: 'family_member_id', table: 'family_members' });
});
