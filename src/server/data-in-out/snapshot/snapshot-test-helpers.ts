import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { request } from '../../testing/request';
import { sessionCookieOf, signUp, type TestApp } from '../../testing/test-app';
import { EXPORT_TABLES } from './export-tables';
import { queryRows } from './take-snapshot';

/** Signs in with a username and password; returns the session cookie. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookieOf(res);
}

/** Registers a user, makes them an administrator and signs them in again (test factory). */
export async function signUpAdmin(t: TestApp, overrides: Record<string, string> = {}) {
  const { input, user } = await signUp(t.app, overrides);
  await t.context.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  return { input, user, cookie: await signIn(t.app, input.username, input.password) };
}

/** Uploads bytes as a document file; returns the upload's answer. */
export async function uploadFile(
  app: FastifyInstance,
  cookie: string,
  name: string,
  bytes: Buffer,
) {
  const res = await request(app, cookie).upload({
    filename: name,
    content: bytes,
    type: 'application/pdf',
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as { filePath: string; fileUrl: string };
}

/** Row counts of every exported table, plus the stored file ids (what "nothing changed" means). */
export async function stateOf(t: TestApp) {
  const rows: Record<string, number> = {};
  for (const table of EXPORT_TABLES) {
    const [row] = await queryRows<{ n: number }>(
      t.context.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table.name)}`,
    );
    rows[table.name] = row?.n ?? 0;
  }
  return { rows, files: (await t.context.files.list()).sort() };
}

/** A small valid PDF (the upload route checks contents). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
