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
import { request } from '../testing/request';
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

/** The fields a client may send that pass `test`. */
const fieldsOf = (kind: RecordKind, test: (f: FieldSpec) => boolean) =>
  Object.entries(kind.fields)
    .filter(([, f]) => test(f) && !f.serverManaged)
    .map(([name]) => name);
const firstOf = (kind: RecordKind, test: (f: FieldSpec) => boolean) => fieldsOf(kind, test)[0];

// One contract, run over every kind from its description.
describe.each(RECORD_KINDS.map((kind) => [kind.key, kind as RecordKind] as const))(
  '%s',
  (_key, kind) => {
    const path = kind.apiPaths[0];
    const body = sampleRecord(kind, kind.key.slice(0, 3));

    it('creates, lists, updates and deletes', async () => {
      const created = await request(t.app, alice).post(path, body);
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json();
      for (const [name, value] of Object.entries(body)) {
        if (value === null) continue;
        const expected = kind.fields[name].type === 'integer' ? Number(value) : value;
        expect(record[name], name).toEqual(expected);
      }
      for (const listPath of kind.apiPaths) {
        const list = await request(t.app, alice).get(listPath);
        expect(list.json().map((r: { id: string }) => r.id)).toContain(record.id);
      }
      // Change one free-text field; everything else must survive the partial update.
      const textField = firstOf(
        kind,
        (f) => f.type === 'text' && !f.otherOf && f.format !== 'email',
      )!;
      const updated = await request(t.app, alice).patch(`${path}/${record.id}`, {
        [textField]: 'Changed',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()[textField]).toBe('Changed');
      for (const [name, value] of Object.entries(body)) {
        if (name !== textField && value !== null && kind.fields[name].type !== 'integer')
          expect(updated.json()[name], `${name} kept`).toEqual(value);
      }
      expect((await request(t.app, alice).delete(`${path}/${record.id}`)).statusCode).toBe(204);
      expect(
        (await request(t.app, alice).get(path)).json().map((r: { id: string }) => r.id),
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
      const res = await request(t.app, alice).post(path, { ...body, [field]: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    });

    // Every fixed-list and number field a form can send, each its own case; a kind without
    // one has no such case (rather than a case that cannot fail).
    const choices = fieldsOf(kind, (f) => f.type === 'choice');
    if (choices.length > 0)
      it.each(choices)('refuses a value outside the fixed list of %s', async (choice) => {
        const res = await request(t.app, alice).post(path, {
          ...body,
          [choice]: 'Not A Real Option',
        });
        expect(res.statusCode).toBe(400);
        expect(new Set(res.json().errors.map((e: { path: string }) => e.path))).toEqual(
          new Set([choice]),
        );
      });

    const numbers = fieldsOf(kind, (f) => ['money', 'percent', 'integer'].includes(f.type));
    if (numbers.length > 0)
      it.each(numbers)(
        'refuses a number too large for %s with a 400, never a 500',
        async (amount) => {
          const res = await request(t.app, alice).post(path, {
            ...body,
            [amount]: '1234567890123456789',
          });
          expect(res.statusCode).toBe(400);
          // Every error names that field, and nothing else was refused.
          expect(new Set(res.json().errors.map((e: { path: string }) => e.path))).toEqual(
            new Set([amount]),
          );
        },
      );

    it('drops unknown fields and never lets a body choose the owner or id', async () => {
      const res = await request(t.app, alice).post(path, {
        ...body,
        favouriteColour: 'teal',
        userId: crypto.randomUUID(),
        id: crypto.randomUUID(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('favouriteColour');
      expect(
        (await request(t.app, alice).get(path))
          .json()
          .some((r: { id: string }) => r.id === res.json().id),
      ).toBe(true);
    });

    it("answers 404 for another user's record and leaves it unchanged", async () => {
      const mine = (await request(t.app, alice).post(path, body)).json();
      expect(
        (await request(t.app, bob).patch(`${path}/${mine.id}`, { notes: 'hijack' })).statusCode,
      ).toBe(404);
      expect((await request(t.app, bob).delete(`${path}/${mine.id}`)).statusCode).toBe(404);
      expect(
        (await request(t.app, bob).get(path)).json().some((r: { id: string }) => r.id === mine.id),
      ).toBe(false);
      const still = (await request(t.app, alice).get(path))
        .json()
        .find((r: { id: string }) => r.id === mine.id);
      expect(still).toEqual(mine);
    });

    it('answers 401 when signed out', async () => {
      expect((await request(t.app).get(path)).statusCode).toBe(401);
      expect((await request(t.app).post(path, body)).statusCode).toBe(401);
    });
  },
);

describe('medical information family-member link', () => {
  it("links to the user's own family member only, and becomes General when the member goes", async () => {
    const mine = (
      await request(t.app, alice).post('/api/family-members', {
        name: 'Own Child',
        relationship: 'Child',
      })
    ).json();
    const theirs = (
      await request(t.app, bob).post('/api/family-members', {
        name: 'Not Yours',
        relationship: 'Child',
      })
    ).json();
    const refused = await request(t.app, alice).post('/api/medical-information', {
      familyMemberId: theirs.id,
      allergies: 'Peanuts',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Family Member: no such family member');
    const linked = await request(t.app, alice).post('/api/medical-information', {
      familyMemberId: mine.id,
      allergies: 'Peanuts',
    });
    expect(linked.statusCode).toBe(201);
    expect((await request(t.app, alice).delete(`/api/family-members/${mine.id}`)).statusCode).toBe(
      204,
    );
    const after = (await request(t.app, alice).get('/api/medical-information'))
      .json()
      .find((r: { id: string }) => r.id === linked.json().id);
    expect(after).toMatchObject({ familyMemberId: null, allergies: 'Peanuts' });
  });
});
