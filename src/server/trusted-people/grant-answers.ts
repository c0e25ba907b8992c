import type { FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { presentForGrantee, presentForOwner, usersById, type GrantRow } from './grant-store';

/** Every step of a grant is audited: which step, which grant, never who or what was shared. */
export const auditGrant = (
  ctx: AppContext,
  request: FastifyRequest,
  grantId: string,
  action: string,
  message: string,
) => audit(ctx.db, request, { action, message, targetKind: 'trusted_grant', targetId: grantId });

/** A grant as its owner's answer shows it. */
export async function presentOwned(ctx: AppContext, grant: GrantRow) {
  const people = await usersById(ctx.db, [grant.granteeId]);
  const grantee = grant.granteeId ? people.get(grant.granteeId) : undefined;
  return presentForOwner(ctx, grant, grantee, new Date());
}

/** A grant as its grantee's answer shows it. */
export async function presentShared(ctx: AppContext, grant: GrantRow) {
  const owner = await findUserById(ctx.db, grant.ownerId);
  if (!owner) throw new HttpError(404, 'No such trusted person');
  return presentForGrantee(grant, owner);
}
