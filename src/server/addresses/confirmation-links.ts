import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ADDRESS_MESSAGES,
  CONFIRMATION_EMAILS_PER_ACCOUNT_PER_DAY,
  CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY,
  CONFIRMATION_LINK_HOURS,
  CONFIRM_EMAIL_PATH,
} from '../../domain/verified-addresses';
import { audit } from '../audit/audit-log';
import { hitCounter } from '../auth/rate-limit-store';
import { keyDigest } from '../auth/rate-limits';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { emailConfirmations, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { confirmationEmail } from './confirmation-email';

const DAY_MS = 86_400_000;
const LINK_MS = CONFIRMATION_LINK_HOURS * 3_600_000;

/** The stored form of a confirmation token: SHA-256, so a database copy holds no usable link. */
export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 429 with the plain words, after auditing why nothing was sent. */
async function capped(db: Database, request: FastifyRequest, userId: string, message: string) {
  await audit(db, request, {
    action: 'account.confirmation_capped',
    level: 'warning',
    message: `Confirmation email not sent: ${message}`,
    userId,
  });
  return new HttpError(429, message, { 'retry-after': String(DAY_MS / 1000) });
}

/**
 * Mails a link that proves `email` for `user` (its own address, or the new one it asked for).
 * Counted a day per account, per (address, account), and (for a new address only) per address
 * over every account asking for it: so nobody uses up another's count, and the account holding
 * the address always gets its own mail (issue 40, finding 5). Over any, 429 and no mail.
 * Links mailed before for any other address stop working (issue 40, finding 3).
 * The token travels in the link's fragment, which browsers never send to a server.
 */
export async function sendConfirmationLink(
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'username'>,
  email: string,
  newAddress: boolean,
): Promise<void> {
  const { db } = ctx;
  const perAccount = await hitCounter(db, `confirm-account:${user.id}`, DAY_MS);
  if (perAccount.current > CONFIRMATION_EMAILS_PER_ACCOUNT_PER_DAY)
    throw await capped(db, request, user.id, ADDRESS_MESSAGES.accountCapped);
  const address = email.trim().toLowerCase();
  const perPair = await hitCounter(
    db,
    `confirm-pair:${keyDigest(`${address}:${user.id}`)}`,
    DAY_MS,
  );
  if (perPair.current > CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY)
    throw await capped(db, request, user.id, ADDRESS_MESSAGES.addressCapped);
  if (newAddress) {
    const toAddress = await hitCounter(db, `confirm-email:${keyDigest(address)}`, DAY_MS);
    if (toAddress.current > CONFIRMATION_EMAILS_TO_ADDRESS_PER_DAY)
      throw await capped(db, request, user.id, ADDRESS_MESSAGES.addressFull);
  }
  // Asking for an address ends the links mailed for any other: only this one may still be proven.
  await revokeConfirmations(db, user.id, { except: email });
  const token = randomBytes(32).toString('base64url'); // 256 bits
  await db.insert(emailConfirmations).values({
    userId: user.id,
    email,
    tokenHash: hashConfirmationToken(token),
    expiresAt: new Date(Date.now() + LINK_MS),
  });
  const link = `${ctx.config.appUrl}${CONFIRM_EMAIL_PATH}#token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: email,
    ...(await confirmationEmail(db, { username: user.username, link, newAddress })),
  });
  await audit(db, request, {
    action: 'account.confirmation_sent',
    message: newAddress
      ? 'Confirmation link sent to a new email address'
      : 'Confirmation link sent to the email address',
    userId: user.id,
  });
}

/** Claims an unused, unexpired link in one atomic UPDATE: two requests cannot both use it. */
export async function claimConfirmation(db: Database, token: string, now: Date) {
  const [claimed] = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.tokenHash, hashConfirmationToken(token)),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

/**
 * Ends a user's unused links: all of them (an address was just proven, or taken by another
 * account), or all but those for `except` (the address a link is being mailed for).
 */
export async function revokeConfirmations(
  db: Database,
  userId: string,
  scope: { except?: string } = {},
) {
  const lower = sql`lower(${emailConfirmations.email})`;
  await db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        scope.except ? ne(lower, scope.except.trim().toLowerCase()) : undefined,
      ),
    );
}
