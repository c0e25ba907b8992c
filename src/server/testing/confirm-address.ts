import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailsTo } from './outbox';

const CONFIRM_LINK = /\/confirm-email#token=([A-Za-z0-9_-]+)/;

/** The token of the newest confirmation link mailed to `email` (its fragment: `#token=…`). */
export function confirmationToken(dataDir: string, email: string): string {
  const mail = mailsTo(dataDir, email).findLast((m) => CONFIRM_LINK.test(m));
  expect(mail, `a confirmation email to ${email}`).toBeTruthy();
  return CONFIRM_LINK.exec(mail!)![1]!;
}

/** Opens the newest confirmation link mailed to `email`, as its page's button does. */
export async function confirmAddress(app: FastifyInstance, dataDir: string, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/email-confirmation/confirm',
    payload: { token: confirmationToken(dataDir, email) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; email: string };
}
