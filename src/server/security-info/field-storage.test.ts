import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_KINDS, type RecordKind } from '../../domain/records';
import { securityInfoSchema, type SecurityInfo } from '../../domain/security-info';
import { columnName } from '../db/schema/records';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let info: SecurityInfo;
let rows: Map<string, Record<string, unknown>>;
beforeAll(async () => {
  t = await createTestApp();
  const { cookie, user } = await signUp(t.app);
  rows = new Map();
  for (const kind of RECORD_KINDS) {
    const res = await t.app.inject({
      method: 'POST',
      url: kind.apiPaths[0],
      headers: { cookie },
      payload: sampleRecord(kind, 'x'),
    });
    expect(res.statusCode, kind.key).toBe(201);
    const result = await t.context.db.execute(
      sql`SELECT * FROM ${sql.identifier(kind.table)} WHERE user_id = ${user.id}`,
    );
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    rows.set(kind.key, row);
  }
  info = securityInfoSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/security' })).json(),
  );
});
afterAll(() => t.close());

const fieldNamed = (kind: RecordKind, label: string) =>
  Object.keys(kind.fields).find((name) => kind.fields[name].label === label);

describe('what the Security Centre says is sealed and plain', () => {
  it('lists every record area, and each listed plain field is a readable column of the stored row', () => {
    expect(info.fieldStorage.map((a) => a.key)).toEqual(RECORD_KINDS.map((k) => k.key));
    for (const area of info.fieldStorage) {
      const kind = RECORD_KINDS.find((k) => k.key === area.key)!;
      const row = rows.get(area.key)!;
      for (const label of area.plain) {
        const name = fieldNamed(kind, label);
        expect(name, `${area.key}: ${label}`).toBeDefined();
        expect(Object.keys(row), `${area.key}: ${label}`).toContain(columnName(name!));
      }
      for (const label of area.sealed) {
        const name = fieldNamed(kind, label);
        expect(name, `${area.key}: ${label}`).toBeDefined();
        expect(Object.keys(row), `${area.key}: ${label}`).not.toContain(columnName(name!));
      }
      // Every plain column but the row's own bookkeeping is listed (or server-set, like a file's size).
      const own = ['id', 'user_id', 'sealed', 'created_at', 'updated_at'];
      const listed = [...area.plain, ...area.sealed].map((l) => columnName(fieldNamed(kind, l)!));
      const serverSet = Object.entries(kind.fields)
        .filter(([, f]) => f.serverManaged)
        .map(([n]) => columnName(n));
      for (const column of Object.keys(row).filter((c) => !own.includes(c)))
        expect([...listed, ...serverSet], `${area.key}: column ${column}`).toContain(column);
    }
  });

  it('names the plain values the review found unstated: dates of birth, amounts, institutions, document types', () => {
    const plainOf = (key: string) => info.fieldStorage.find((a) => a.key === key)!.plain;
    expect(plainOf('family-members')).toContain('Date of Birth');
    expect(rows.get('family-members')!.date_of_birth).toBe('2024-01-05');
    expect(plainOf('bank-accounts')).toEqual(
      expect.arrayContaining(['Bank Name', 'Current Balance']),
    );
    expect(plainOf('investment-accounts')).toContain('Institution');
    expect(plainOf('documents')).toContain('Document Type');
    const summary = info.encryption.details.find((d) => d.label === 'Left unencrypted')!.value;
    expect(summary).toContain('dates of birth');
    expect(summary).toContain('Anyone holding the database or a backup can read these');
  });
});
