import { and, eq, inArray } from 'drizzle-orm';
import { trustedGrants } from '../db/schema';

/**
 * Where-condition for the grant a person holds on an owner's vault, in one of `states`: what a
 * reader's key is opened through (an owner names a person at most once among live grants).
 */
export const grantBetween = (ownerId: string, granteeId: string, states: readonly string[]) =>
  and(
    eq(trustedGrants.ownerId, ownerId),
    eq(trustedGrants.granteeId, granteeId),
    inArray(trustedGrants.state, [...states]),
  );
