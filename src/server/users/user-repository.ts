import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';

/** Finds a user by username or email, ignoring case (both are unique ignoring case). */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  const column = needle.includes('@') ? users.email : users.username;
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${column}) = ${needle}`);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Which unique constraint an insert or update broke, for a message naming the field. */
export function violatedField(err: unknown): 'username' | 'email' | null {
  // Only the driver's own error names the constraint; Drizzle's wrapper quotes the whole SQL.
  const e = err as { constraint?: string; cause?: { constraint?: string; message?: string } };
  const text = `${e?.constraint ?? ''} ${e?.cause?.constraint ?? ''} ${e?.cause?.message ?? ''}`;
  if (text.includes('users_username_lower_key')) return 'username';
  if (text.includes('users_email_lower_key')) return 'email';
  return null;
}
