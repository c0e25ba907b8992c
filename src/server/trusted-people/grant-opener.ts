import { eq } from 'drizzle-orm';
import type { TrustedRole } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import type { DataKey } from '../crypto/vault-keys';
import { grantReleaseSecrets, trustedGrants, userKeyPairs } from '../db/schema';
import { HttpError } from '../http/errors';
import type { GrantOpener } from '../vault-scope/vault-access';
import { notShared } from '../vault-scope/vault-scope';
import { accessOf, releaseDueRequests } from './grant-actions';
import { grantBetween } from './grant-between';
import { openDataKeyAsGrantee, openReleaseSecret } from './grant-sealing';
import { openPrivateKey } from './key-pairs';

/**
 * How a trusted person's request opens an owner's vault (registered with ctx.vaults at start):
 * the grantee's private key (opens only in the grantee's session) and the release secret
 * (unsealed by the server only while the grant is active) open the owner's data key.
 */
export function grantOpener(
  ctx: AppContext,
  // Read through Date at each call (not a saved Date.now), so a faked clock reaches it too.
  now: () => number = () => Date.now(),
): GrantOpener {
  const load = (granteeId: string, ownerId: string) =>
    ctx.db
      .select({
        grant: trustedGrants,
        secretSealed: grantReleaseSecrets.secretSealed,
        privateKeySealed: userKeyPairs.privateKeySealed,
      })
      .from(trustedGrants)
      .leftJoin(grantReleaseSecrets, eq(grantReleaseSecrets.grantId, trustedGrants.id))
      .leftJoin(userKeyPairs, eq(userKeyPairs.userId, trustedGrants.granteeId))
      .where(grantBetween(ownerId, granteeId, ['confirmed', 'requested', 'approved']));

  return async (granteeId, ownerId) => {
    let [row] = await load(granteeId, ownerId);
    const at = new Date(now());
    if (row?.grant.state === 'requested' && row.grant.opensAt && row.grant.opensAt <= at) {
      // The wait passed and the sweep has not run yet: open it now (once, whoever is first).
      await releaseDueRequests(ctx, at, row.grant.id);
      [row] = await load(granteeId, ownerId);
    }
    if (!row || !accessOf(row.grant).open) throw notShared();
    const { grant, secretSealed, privateKeySealed } = row;
    if (!secretSealed || !privateKeySealed || !grant.sealedDataKey || !grant.ephemeralPublicKey)
      throw notShared();
    let ownerKey: DataKey;
    try {
      ownerKey = openDataKeyAsGrantee(
        await openPrivateKey(ctx, granteeId, privateKeySealed),
        { ephemeralPublicKey: grant.ephemeralPublicKey, sealedDataKey: grant.sealedDataKey },
        openReleaseSecret(ctx.serverKey, grant.id, secretSealed),
        { grantId: grant.id, ownerId, granteeId },
      );
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err;
      throw new HttpError(
        409,
        'These records cannot be opened with your current key. Ask the owner to confirm you again.',
      );
    }
    const role = grant.role as TrustedRole;
    const { write } = accessOf(grant);
    return {
      ownerKey,
      scope: {
        ownerId,
        trusted: { grantId: grant.id, granteeId, role, areas: grant.areas, write },
      },
    };
  };
}
