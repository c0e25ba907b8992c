import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { request } from '../../testing/request';
import { signUp, type TestApp } from '../../testing/test-app';

/** A signed-up user with their id looked up by username (whatever the sign-up answer holds). */
export async function signUpWithId(t: TestApp, overrides: Record<string, string> = {}) {
  const person = await signUp(t.app, overrides);
  const [row] = await t.context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, person.input.username.toLowerCase()));
  if (!row) throw new Error('signed-up user not found');
  return { ...person, id: row.id };
}

/** A signed-in administrator: signs up, sets the flag (as `cli grant-admin` does), evicts caches. */
export async function signUpAdmin(t: TestApp) {
  const person = await signUpWithId(t);
  await t.context.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.id));
  await t.context.sessions.userChanged(person.id);
  return person;
}

/** Sample values for a route pattern's parameters (every :param becomes `id`). */
export function fillParams(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id);
}

/** Uploads a small text file as the given user; answers the upload's stored-file id. */
export async function uploadText(app: FastifyInstance, cookie: string, name: string, text: string) {
  const res = await request(app, cookie).upload({
    filename: name,
    content: text,
    type: 'text/plain',
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  }
  return (res.json() as { filePath: string }).filePath;
}
