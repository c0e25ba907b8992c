import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { invite, person } from './testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 404 for a step on a grant deleted between its read and its move', async () => {
  const owner = await person(t);
  const grant = await invite(owner, await person(t));
  // The grant's UPDATE finds the row gone, as when its other party's account was deleted
  // a moment before (the rows cascade): the trigger deletes it and skips the update.
  await t.context.db.execute(
    sql.raw(`CREATE FUNCTION test_grant_gone() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN DELETE FROM trusted_grants WHERE id = OLD.id; RETURN NULL; END $$`),
  );
  await t.context.db.execute(
    sql.raw(`CREATE TRIGGER test_grant_gone BEFORE UPDATE ON trusted_grants FOR EACH ROW
      EXECUTE FUNCTION test_grant_gone()`),
  );
  const res = await owner.api.delete(`/api/trusted-people/${grant.id}`);
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toEqual({ message: 'No such trusted person' });
});
