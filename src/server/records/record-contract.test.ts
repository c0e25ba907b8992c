import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECORD_KINDS,
  requiredFieldNames,
  type FieldSpec,
  type RecordKind,
} from '../../domain/records';
import { systemLogs } from '../db/schema';
import { sampleRecord } from '../testing/record-samples';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await signUp(t.app)).cookie;
  bob = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const firstOf = (kind: RecordKind, test: (f: FieldSpec) => boolean) =>
  Object.entries(kind.fields).find(([, f]) => test(f) && !f.serverManaged)?.[0];

// One contract, run over every kind from its description.
describe.each(RECORD_KINDS.map((kind) => [kind.key, kind as RecordKind] as const))(
  '%s',
  (_key, kind) => {
    const path = kind.apiPaths[0];
    const body = sampleRecord(kind, kind.key.slice(0, 3));

    it('creates, lists, updates and deletes', async () => {
      const created = await call('POST', path, alice, body);
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json();
      for (const [name, value] of Object.entries(body)) {
        if (value === null) continue;
        const expected = kind.fields[name].type === 'integer' ? Number(value) : value;
        expect(record[name], name).toEqual(expected);
      }
      for (const listPath of kind.apiPaths) {
        const list = await call('GET', listPath, alice);
        expect(list.json().map((r: { id: string }) => r.id)).toContain(record.id);
      }
      // Change one free-text field; everything else must survive the partial update.
      const textField = firstOf(
        kind,
        (f) => f.type === 'text' && !f.otherOf && f.format !== 'email',
      )!;
      const updated = await call('PATCH', `${path}/${record.id}`, alice, {
        [textField]: 'Changed',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()[textField]).toBe('Changed');
      for (const [name, value] of Object.entries(body)) {
        if (name !== textField && value !== null && kind.fields[name].type !== 'integer')
          expect(updated.json()[name], `${name} kept`).toEqual(value);
      }
      expect((await call('DELETE', `${path}/${record.id}`, alice)).statusCode).toBe(204);
      expect(
        (await call('GET', path, alice)).json().map((r: { id: string }) => r.id),
      ).not.toContain(record.id);
      const actions = await t.context.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.targetKind, kind.key), eq(systemLogs.targetId, record.id)));
      expect(actions.map((a) => a.action).sort()).toEqual([
        'record.create',
        'record.delete',
        'record.update',
      ]);
      expect(JSON.stringify(actions)).not.toContain('Changed');
    });

    it.each(requiredFieldNames(kind))('refuses a body without %s, naming it', async (field) => {
      const res = await call('POST', path, alice, { ...body, [field]: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    });

    it('refuses a value outside a fixed list', async () => {
      const choice = firstOf(kind, (f) => f.type === 'choice');
      if (!choice)
        return expect(
          Object.values(kind.fields).some((f) => f.type === 'choice' && !f.serverManaged),
        ).toBe(false);
      const res = await call('POST', path, alice, { ...body, [choice]: 'Not A Real Option' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path: choice });
    });

    it('refuses a number too large for its column with a 400, never a 500', async () => {
      const amount = firstOf(
        kind,
        (f) => f.type === 'money' || f.type === 'percent' || f.type === 'integer',
      );
      if (!amount)
        return expect(
          Object.values(kind.fields).some(
            (f) => ['money', 'percent', 'integer'].includes(f.type) && !f.serverManaged,
          ),
        ).toBe(false);
      const res = await call('POST', path, alice, { ...body, [amount]: '1234567890123456789' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(amount);
    });

    it('drops unknown fields and never lets a body choose the owner or id', async () => {
      const res = await call('POST', path, alice, {
        ...body,
        favouriteColour: 'teal',
        userId: crypto.randomUUID(),
        id: crypto.randomUUID(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('favouriteColour');
      expect(
        (await call('GET', path, alice)).json().some((r: { id: string }) => r.id === res.json().id),
      ).toBe(true);
    });

    it("answers 404 for another user's record and leaves it unchanged", async () => {
      const mine = (await call('POST', path, alice, body)).json();
      expect((await call('PATCH', `${path}/${mine.id}`, bob, { notes: 'hijack' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `${path}/${mine.id}`, bob)).statusCode).toBe(404);
      expect(
        (await call('GET', path, bob)).json().some((r: { id: string }) => r.id === mine.id),
      ).toBe(false);
      const still = (await call('GET', path, alice))
        .json()
        .find((r: { id: string }) => r.id === mine.id);
      expect(still).toEqual(mine);
    });

    it('answers 401 when signed out', async () => {
      expect((await call('GET', path)).statusCode).toBe(401);
      expect((await call('POST', path, undefined, body)).statusCode).toBe(401);
    });
  },
);

describe('medical information family-member link', () => {
  it("links to the user's own family member only, and becomes General when the member goes", async () => {
    const mine = (
      await call('POST', '/api/family-members', alice, { name: 'Own Child', relationship: 'Child' })
    ).json();
    const theirs = (
      await call('POST', '/api/family-members', bob, { name: 'Not Yours', relationship: 'Child' })
    ).json();
    const refused = await call('POST', '/api/medical-information', alice, {
      familyMemberId: theirs.id,
      allergies: 'Peanuts',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Family Member: no such family member');
    const linked = await call('POST', '/api/medical-information', alice, {
      familyMemberId: mine.id,
      allergies: 'Peanuts',
    });
    expect(linked.statusCode).toBe(201);
    expect((await call('DELETE', `/api/family-members/${mine.id}`, alice)).statusCode).toBe(204);
    const after = (await call('GET', '/api/medical-information', alice))
      .json()
      .find((r: { id: string }) => r.id === linked.json().id);
    expect(after).toMatchObject({ familyMemberId: null, allergies: 'Peanuts' });
  });
});
