import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReadOnly, readOnlyMessage } from '../../domain/plans';
import {
  restoreAnswerSchema,
  restoredMessage,
  trashListSchema,
} from '../../domain/recently-deleted';
import { recordKindByKey, type RecordKindKey } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';
import { coversArea } from '../../domain/trusted-people';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import { loadPlan } from '../billing/current-plan';
import type { AppContext } from '../context';
import { trashedRecords } from '../db/schema';
import { HttpError } from '../http/errors';
import { signedInUser } from '../http/request-user';
import { recordAccess } from '../trusted-people/access-history';
import { notShared, type VaultScope } from '../vault-scope/vault-scope';
import { afterTrashChange } from './trash-effects';
import { limitBlocking, presentItems } from './trash-presenting';
import { forgetItems, restoreItem, trashedItem, type TrashedRow } from './trash-store';

const idParams = z.object({ id: z.uuid('Item id must be a UUID') });
const ownerOnly = () => new HttpError(403, 'Only the owner can delete forever.');

/**
 * Recently deleted (issue 44): GET /api/recently-deleted, POST /:id/restore, DELETE /:id (delete
 * forever) and DELETE / (Empty). The owner sees and does everything. An editor in the owner's
 * vault sees and may restore only what they deleted themselves, in an area still shared with them
 * (else 404); deleting forever is the owner's (403). A viewer, an executor and anyone else get
 * 404: the item is not there for them.
 */
export function trashRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /** The request's vault, 404 for a trusted person who cannot change records. */
  async function scopeOf(request: FastifyRequest): Promise<VaultScope> {
    const scope = await ctx.vaults.resolve(request);
    if (scope.trusted && !scope.trusted.write) throw notShared();
    return scope;
  }

  /** Whether this request may see (and restore) the item. */
  function mayReach(request: FastifyRequest, scope: VaultScope, item: TrashedRow): boolean {
    if (!scope.trusted) return true;
    return (
      item.deletedBy === signedInUser(request).id && coversArea(scope.trusted.areas, item.kind)
    );
  }

  async function reachableItem(request: FastifyRequest, scope: VaultScope, id: string) {
    const item = await trashedItem(db, scope.ownerId, id);
    if (!item || !mayReach(request, scope, item)) throw new HttpError(404, 'No such deleted item');
    return item;
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/recently-deleted',
      { schema: { response: { 200: trashListSchema } } },
      async (request) => {
        const scope = await scopeOf(request);
        const items = await db
          .select()
          .from(trashedRecords)
          .where(eq(trashedRecords.userId, scope.ownerId))
          .orderBy(desc(trashedRecords.deletedAt));
        await recordAccess(db, request, scope, { action: 'view', area: 'recently-deleted' });
        const visible = items.filter((item) => mayReach(request, scope, item));
        return { items: await presentItems(ctx, signedInUser(request).id, visible) };
      },
    );

    app.post(
      '/recently-deleted/:id/restore',
      { schema: { params: idParams, response: { 200: restoreAnswerSchema } } },
      async (request) => {
        const scope = await scopeOf(request);
        const item = await reachableItem(request, scope, request.params.id);
        if (ctx.config.billing) {
          const plan = await loadPlan(db, scope.ownerId);
          if (isReadOnly(plan)) throw new HttpError(403, readOnlyMessage(plan));
        }
        const limit = await limitBlocking(ctx, scope.ownerId, item.kind);
        if (limit) throw new HttpError(409, limit);
        const kind = recordKindByKey(item.kind)!;
        const display = recordDisplay(kind.key as RecordKindKey);
        // Load the data key first: PGlite has one connection (see record-routes.ts).
        await ctx.keys.dataKeyFor(scope.ownerId);
        const emptied = await db.transaction(async (tx) => {
          // Read again in the transaction: another request may have restored or purged it.
          const current = await trashedItem(tx, scope.ownerId, item.recordId);
          if (!current) throw new HttpError(404, 'No such deleted item');
          const cleared = await restoreItem(tx, current);
          await audit(tx, request, {
            action: 'record.restore',
            message: `Restored ${kind.singular}`,
            targetKind: kind.key,
            targetId: item.recordId,
          });
          await recordAccess(tx, request, scope, {
            action: 'restore',
            area: kind.key,
            recordId: item.recordId,
          });
          return cleared;
        });
        await afterTrashChange(ctx, kind, scope.ownerId);
        return {
          id: item.recordId,
          kind: kind.key,
          route: display.route,
          emptied,
          message: restoredMessage(
            kind.singular[0]!.toUpperCase() + kind.singular.slice(1),
            emptied,
          ),
        };
      },
    );

    app.delete(
      '/recently-deleted/:id',
      { schema: { params: idParams } },
      async (request, reply) => {
        const scope = await scopeOf(request);
        const item = await reachableItem(request, scope, request.params.id);
        if (scope.trusted) throw ownerOnly();
        const files = await db.transaction(async (tx) => {
          const gone = await forgetItems(tx, [item]);
          await audit(tx, request, {
            action: 'record.purge',
            message: `Deleted ${recordKindByKey(item.kind)?.singular ?? 'record'} forever`,
            targetKind: item.kind,
            targetId: item.recordId,
          });
          return gone;
        });
        for (const id of files) await ctx.files.delete(id);
        return reply.code(204).send();
      },
    );

    app.delete('/recently-deleted', async (request, reply) => {
      const scope = await scopeOf(request);
      if (scope.trusted) throw ownerOnly();
      const items = await db
        .select()
        .from(trashedRecords)
        .where(and(eq(trashedRecords.userId, scope.ownerId)));
      const files = await db.transaction(async (tx) => {
        const gone = await forgetItems(tx, items);
        await audit(tx, request, {
          action: 'records.purge',
          message: `Emptied Recently deleted (${items.length} items)`,
        });
        return gone;
      });
      for (const id of files) await ctx.files.delete(id);
      return reply.code(204).send();
    });
  };
}
