import { randomUUID } from 'node:crypto';
import { hashResetToken } from '../auth/password-reset-routes';
import { passwordResetTokens } from '../db/schema';
import { request } from './request';
import type { TestApp } from './test-app';

/** A password-reset link for a user, issued directly (the email flow is tested on its own). */
export async function resetLink(t: TestApp, userId: string): Promise<string> {
  const token = randomUUID();
  await t.context.db.insert(passwordResetTokens).values({
    userId,
    token: hashResetToken(token),
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

/**
 * The person forgot their password and has no recovery key: a new password through a reset link,
 * which locks their old data key and replaces their key pair. Answers the reset's response.
 */
export async function resetWithoutRecoveryKey(t: TestApp, userId: string, newPassword: string) {
  const token = await resetLink(t, userId);
  return request(t.app).post('/api/reset-password', { token, newPassword });
}
