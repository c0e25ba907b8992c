import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../domain/calendar-day';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

const PATH = '/api/estate-checklist-items';

async function newItem(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: PATH,
    headers: { cookie },
    payload: { title: 'Sign the will', category: 'Legal Documents', priority: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const patch = (id: string, payload: object, timeZone?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `${PATH}/${id}`,
    headers: { cookie, ...(timeZone ? { 'x-time-zone': timeZone } : {}) },
    payload,
  });

describe('completing a checklist item stores the user’s calendar day', () => {
  it('accepts completedDate as an ISO timestamp, read in the user’s time zone', async () => {
    const id = await newItem();
    // 9:30 pm on March 4 in Chicago, already March 5 in UTC.
    const res = await patch(
      id,
      { isCompleted: true, completedDate: '2025-03-05T03:30:00.000Z' },
      'America/Chicago',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isCompleted: true, completedDate: '2025-03-04' });
  });

  it('without a time zone, keeps the day the timestamp’s own offset gives', async () => {
    const id = await newItem();
    const res = await patch(id, { isCompleted: true, completedDate: '2025-03-04T21:30:00-06:00' });
    expect(res.json().completedDate).toBe('2025-03-04');
  });

  it('stamps a bare completion with the day in the user’s zone, not in UTC', async () => {
    const id = await newItem();
    // A zone whose day differs from UTC's right now: 11 h behind early in the UTC day, 14 h ahead later.
    const zone = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const before = dayIn(new Date(), zone);
    const res = await patch(id, { isCompleted: true }, zone);
    const after = dayIn(new Date(), zone);
    expect(res.statusCode, res.body).toBe(200);
    expect([before, after]).toContain(res.json().completedDate);
    expect(res.json().completedDate).not.toBe(new Date().toISOString().slice(0, 10));
  });

  it('refuses a value that is neither a day nor a timestamp, changing nothing', async () => {
    const id = await newItem();
    const res = await patch(id, { isCompleted: true, completedDate: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'completedDate: Completed Date must be a date (YYYY-MM-DD) or an ISO timestamp',
    );
    const list = await t.app.inject({ method: 'GET', url: PATH, headers: { cookie } });
    expect(list.json().find((r: { id: string }) => r.id === id).isCompleted).toBe(false);
  });
});
