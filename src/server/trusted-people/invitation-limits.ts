import type { FastifyRequest } from 'fastify';
import {
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_OWNER_PER_DAY,
  INVITATIONS_TO_ADDRESS_PER_DAY,
  INVITATION_LIMIT_MESSAGES,
} from '../../domain/invitation-limits';
import { audit } from '../audit/audit-log';
import { hitCounter } from '../auth/rate-limit-store';
import { keyDigest } from '../auth/rate-limits';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';

const DAY_MS = 86_400_000;

/**
 * Counts one invitation (or resend) against the owner's day, the owner's day with this address,
 * and the address's day from all owners (a higher ceiling: throwaway owners cannot use up a
 * family's invitation, issue 40), before any mail goes out; over any limit, audits the refusal
 * and answers 429 with plain words. The address is counted by its keyed hash (grant-store.ts:
 * inviteEmailHash), never in clear.
 */
export async function countInvitation(
  db: Database,
  request: FastifyRequest,
  ownerId: string,
  emailHash: string,
): Promise<void> {
  const checks = [
    [`invite-owner:${ownerId}`, INVITATIONS_PER_OWNER_PER_DAY, 'owner', 'owner'],
    [
      `invite-pair:${keyDigest(`${emailHash}:${ownerId}`)}`,
      INVITATIONS_PER_ADDRESS_PER_DAY,
      'address',
      'owner and address',
    ],
    [
      `invite-address:${keyDigest(emailHash)}`,
      INVITATIONS_TO_ADDRESS_PER_DAY,
      'addressFull',
      'address from all owners',
    ],
  ] as const;
  for (const [key, max, which, per] of checks) {
    const hits = await hitCounter(db, key, DAY_MS);
    if (hits.current <= max) continue;
    await audit(db, request, {
      action: 'trusted.invite_capped',
      level: 'warning',
      message: `Invitation not sent: ${max} a day per ${per} reached`,
    });
    throw new HttpError(429, INVITATION_LIMIT_MESSAGES[which], {
      'retry-after': String(Math.max(1, Math.ceil(hits.ttl / 1000))),
    });
  }
}
