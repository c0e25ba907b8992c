import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps every instance's record lists fresh when lists are answered from memory. A change of
 * record rows is announced before its answer leaves: any signed-in request that may write
 * (not GET, HEAD or OPTIONS) waits, after its transaction committed, until every instance has
 * dropped the revision it knew of the signed-in user and of the vault it acted in. So a read
 * that starts after a write was answered reads the revision from the database, on any instance.
 * Grants, keys and explicit `listsChanged` calls drop what they must, too.
 */
export function registerListFreshness(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'lists' | 'sessions' | 'keys'>,
): void {
  ctx.sessions.onListsChanged((ownerId) => ctx.lists.forgetRevision(ownerId));
  ctx.sessions.onGrantChanged((grantId) => ctx.lists.forgetGrant(grantId));
  ctx.keys.onForget((userId) => ctx.lists.forgetOwner(userId));
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method) || !request.currentUser) return payload;
    const owners = new Set([request.currentUser.id]);
    if (request.vault) owners.add(request.vault.ownerId);
    await ctx.sessions.listsChanged(...owners);
    return payload;
  });
}
