import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { estateChecklistItemsKind } from '../../domain/records/estate-checklist-items';
import { systemLogs } from '../db/schema';
import { request } from '../testing/request';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import { checklistHooks } from './checklist-hooks';
import { tableOf } from './record-table';

/**
 * Under mixed load, an edit can read a record (ownership checked) just before another request
 * deletes it; the edit's UPDATE then finds no row. That is a missing record like any other
 * (404), never a server fault.
 */

let t: TestApp;
let user: ReturnType<typeof request>;
beforeAll(async () => {
  t = await createTestApp();
  user = request(t.app, (await signUp(t.app)).cookie);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const PATH = '/api/estate-checklist-items';
const table = tableOf(estateChecklistItemsKind);

async function newItem(title = 'Sign the will'): Promise<string> {
  const res = await user.post(PATH, { title, category: 'Legal Documents', priority: 1 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('an edit racing a delete', () => {
  it('answers 404 when the row goes between the ownership read and the update', async () => {
    const id = await newItem();
    const prepare = checklistHooks.prepare!;
    // The kind's hook runs between the two: the row is deleted there, as a concurrent
    // request's committed DELETE would be by the time the UPDATE runs.
    vi.spyOn(checklistHooks, 'prepare').mockImplementation(async (input, w) => {
      await w.tx.delete(table).where(eq(table.id, w.rowId));
      return prepare(input, w);
    });

    const toggled = await user.patch(`${PATH}/${id}`, { isCompleted: true });
    expect(toggled.statusCode, toggled.body).toBe(404);
    expect(toggled.json()).toEqual({ message: 'No such checklist item' });
    const renamed = await user.patch(`${PATH}/${id}`, { title: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(404);

    // The failed edit rolled back whole: no audit entry says it happened.
    const logs = await t.context.db.select().from(systemLogs).where(eq(systemLogs.targetId, id));
    expect(logs.map((l) => l.action)).toEqual(['record.create']);
  });

  it('never answers 500 when many edits and deletes of the same records run at once', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => newItem(`Task ${i}`)));
    const answers = await Promise.all(
      ids.flatMap((id) => [
        user.patch(`${PATH}/${id}`, { isCompleted: true, title: 'Edited' }),
        user.delete(`${PATH}/${id}`),
      ]),
    );
    const statuses = answers.map((a, i) => `${i % 2 ? 'DELETE' : 'PATCH'} ${a.statusCode}`);
    // Each edit lands before its delete (200) or finds the record gone (404); each delete works.
    for (const s of statuses) expect(['PATCH 200', 'PATCH 404', 'DELETE 204']).toContain(s);
    const left = ((await user.get(PATH)).json() as { id: string }[]).filter((r) =>
      ids.includes(r.id),
    );
    expect(left).toEqual([]);
  });
});
