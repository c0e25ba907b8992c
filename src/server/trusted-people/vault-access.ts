import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { VAULT_HEADER, coversArea, type TrustedRole } from '../../domain/trusted-people';
import { signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import type { DataKey } from '../crypto/vault-keys';
import { grantReleaseSecrets, trustedGrants, userKeyPairs } from '../db/schema';
import { HttpError } from '../http/errors';
import { accessOf, releaseDueRequests } from './grant-actions';
import { openDataKeyAsGrantee, openReleaseSecret } from './grant-sealing';
import { openPrivateKey } from './key-pairs';

/** Whose records a request reads or changes, and through which grant when not one's own. */
export interface VaultScope {
  ownerId: string;
  /** Set when a trusted person reads someone else's vault. */
  trusted?: {
    grantId: string;
    granteeId: string;
    role: TrustedRole;
    /** Record areas covered; null: every area. */
    areas: string[] | null;
    write: boolean;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the record routes' vault check (vaultGuard). */
    vault?: VaultScope;
  }
}

interface OpenedGrant {
  scope: VaultScope;
  ownerKey: DataKey;
  checkedAt: number;
}

/**
 * How long an opened grant is reused without reading it again. Every change of a grant
 * (confirm, approve, reject, end, a key rotation) drops it on every instance through the
 * revocation bus first; this bound only covers a bus message lost with a dead connection.
 */
const RECHECK_AFTER_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 for other owners, out-of-scope areas and ended grants alike: nothing to probe. */
export const notShared = () => new HttpError(404, 'Not found');

export const readOnly = () => new HttpError(403, 'You can view these records but not change them.');

/**
 * Resolves the X-Kinfolio-Vault header. A trusted person's request opens the owner's data key
 * from the grant: the grantee's private key (opens only in the grantee's session) and the
 * release secret (unsealed by the server only while the grant is active). The opened key is
 * handed to the key ring for the owner, as a session of the owner's would.
 */
export class VaultAccess {
  private readonly opened = new Map<string, OpenedGrant>();

  constructor(
    private readonly ctx: AppContext,
    // Read through Date at each call (not a saved Date.now), so a faked clock reaches it too.
    private readonly now: () => number = () => Date.now(),
  ) {
    ctx.sessions.onGrantChanged((grantId) => {
      for (const [key, entry] of this.opened)
        if (entry.scope.trusted?.grantId === grantId) this.opened.delete(key);
    });
  }

  /** The vault a signed-in request is about: its own, or an owner's it holds an active grant to. */
  async resolve(request: FastifyRequest): Promise<VaultScope> {
    if (request.vault) return request.vault;
    const me = signedInUser(request);
    const header = request.headers[VAULT_HEADER.toLowerCase()];
    const ownerId = typeof header === 'string' ? header.trim() : '';
    if (!ownerId || ownerId === me.id) return (request.vault = { ownerId: me.id });
    if (!UUID.test(ownerId)) throw new HttpError(400, `${VAULT_HEADER} must be a user id`);
    const key = `${me.id}:${ownerId}`;
    let entry = this.opened.get(key);
    if (!entry || this.now() - entry.checkedAt > RECHECK_AFTER_MS) {
      entry = await this.open(me.id, ownerId);
      this.opened.set(key, entry);
    }
    this.ctx.keys.unlock(ownerId, entry.ownerKey);
    return (request.vault = entry.scope);
  }

  private async open(granteeId: string, ownerId: string): Promise<OpenedGrant> {
    const { db } = this.ctx;
    const load = () =>
      db
        .select({
          grant: trustedGrants,
          secretSealed: grantReleaseSecrets.secretSealed,
          privateKeySealed: userKeyPairs.privateKeySealed,
        })
        .from(trustedGrants)
        .leftJoin(grantReleaseSecrets, eq(grantReleaseSecrets.grantId, trustedGrants.id))
        .leftJoin(userKeyPairs, eq(userKeyPairs.userId, trustedGrants.granteeId))
        .where(
          and(
            eq(trustedGrants.ownerId, ownerId),
            eq(trustedGrants.granteeId, granteeId),
            inArray(trustedGrants.state, ['confirmed', 'requested', 'approved']),
          ),
        );
    let [row] = await load();
    const now = new Date(this.now());
    if (row?.grant.state === 'requested' && row.grant.opensAt && row.grant.opensAt <= now) {
      // The wait passed and the sweep has not run yet: open it now (once, whoever is first).
      await releaseDueRequests(this.ctx, now, row.grant.id);
      [row] = await load();
    }
    if (!row || !accessOf(row.grant).open) throw notShared();
    const { grant, secretSealed, privateKeySealed } = row;
    if (!secretSealed || !privateKeySealed || !grant.sealedDataKey || !grant.ephemeralPublicKey)
      throw notShared();
    let ownerKey: DataKey;
    try {
      ownerKey = openDataKeyAsGrantee(
        await openPrivateKey(this.ctx, granteeId, privateKeySealed),
        { ephemeralPublicKey: grant.ephemeralPublicKey, sealedDataKey: grant.sealedDataKey },
        openReleaseSecret(this.ctx.serverKey, grant.id, secretSealed),
        { grantId: grant.id, ownerId, granteeId },
      );
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err;
      throw new HttpError(
        409,
        'These records cannot be opened with your current key. Ask the owner to confirm you again.',
      );
    }
    const { write } = accessOf(grant);
    return {
      ownerKey,
      checkedAt: this.now(),
      scope: {
        ownerId,
        trusted: {
          grantId: grant.id,
          granteeId,
          role: grant.role as TrustedRole,
          areas: grant.areas,
          write,
        },
      },
    };
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The vault a request is about, checked for one record area: 404 outside the scope. */
export async function vaultForArea(
  ctx: AppContext,
  request: FastifyRequest,
  area: string,
): Promise<VaultScope> {
  const scope = await ctx.vaults.resolve(request);
  if (scope.trusted && !coversArea(scope.trusted.areas, area)) throw notShared();
  if (scope.trusted && !READS.has(request.method) && !scope.trusted.write) throw readOnly();
  return scope;
}

/**
 * preHandler for a record area's routes: resolves whose vault the request is about (its scope
 * and role checked) before the plan guard and the route, which then act for `request.vault`.
 * Without a session it lets the route's own requireUser answer 401.
 */
export function vaultGuard(ctx: AppContext, area: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.currentUser) return;
    await vaultForArea(ctx, request, area);
  };
}

/** The owner whose records the request acts on (the signed-in user unless in someone's vault). */
export function vaultOwnerOf(request: FastifyRequest): string {
  return request.vault?.ownerId ?? signedInUser(request).id;
}
