import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ADDRESS_MESSAGES, addressBannerText } from '../../domain/verified-addresses';
import { audit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { notifications, passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { placeholderAddress } from '../users/lost-address';
import { findUserByEmail } from '../users/user-repository';
import { revokeConfirmations } from './confirmation-links';

/**
 * Frees `email` for an account that has just proven it (its confirmation link, or an invitation
 * link used to sign up). A confirmed holder keeps it: 409. An unconfirmed holder loses it: its
 * address becomes a placeholder that receives no mail, its reset and confirmation links (mailed
 * to the address, so now someone else's) stop working, and its bell tells it at the next sign-in.
 * Run inside the transaction that gives the address away. Returns the holder's id, if any.
 */
export async function takeFromUnconfirmedHolder(
  tx: Database,
  request: FastifyRequest,
  email: string,
  claimantId: string,
  now: Date,
): Promise<string | null> {
  const holder = await findUserByEmail(tx, email);
  if (!holder || holder.id === claimantId) return null;
  if (holder.emailConfirmedAt) throw new HttpError(409, ADDRESS_MESSAGES.takenByConfirmed);
  await tx
    .update(users)
    .set({
      email: placeholderAddress(holder.id),
      emailTakenAt: now,
      emailConfirmedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, holder.id));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, holder.id), isNull(passwordResetTokens.usedAt)));
  await revokeConfirmations(tx, holder.id);
  await tx.insert(notifications).values({
    userId: holder.id,
    title: 'Your email address was removed',
    message: addressBannerText({ kind: 'taken' }),
    link: '/settings',
  });
  await audit(tx, request, {
    action: 'account.email_taken',
    level: 'warning',
    message: 'Unconfirmed email address given to another account that proved it',
    userId: holder.id,
  });
  return holder.id;
}
