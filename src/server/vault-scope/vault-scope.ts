import type { FastifyRequest } from 'fastify';
import { coversArea, type TrustedRole } from '../../domain/trusted-people';
import { signedInUser } from '../http/request-user';
import { HttpError } from '../http/errors';

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

/** 404 for other owners, out-of-scope areas and ended grants alike: nothing to probe. */
export const notShared = () => new HttpError(404, 'Not found');

export const readOnly = () => new HttpError(403, 'You can view these records but not change them.');

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The part of the app's services these helpers need (the context, without importing it). */
interface WithVaults {
  vaults: { resolve(request: FastifyRequest): Promise<VaultScope> };
}

/** The vault a request is about, checked for one record area: 404 outside the scope. */
export async function vaultForArea(
  ctx: WithVaults,
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
export function vaultGuard(ctx: WithVaults, area: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.currentUser) return;
    await vaultForArea(ctx, request, area);
  };
}

/** The owner whose records the request acts on (the signed-in user unless in someone's vault). */
export function vaultOwnerOf(request: FastifyRequest): string {
  return request.vault?.ownerId ?? signedInUser(request).id;
}
