import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReadOnly, readOnlyMessage } from '../../domain/plans';
import {
  historySchema,
  restoreVersionAnswerSchema,
  versionRestoredMessage,
} from '../../domain/record-history';
import {
  isSealed,
  isSealedUntilRelease,
  recordKindByKey,
  sealedUnderAfterKey,
  type RecordKind,
} from '../../domain/records';
import { coversArea } from '../../domain/trusted-people';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import { loadPlan } from '../billing/current-plan';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { HttpError } from '../http/errors';
import { signedInUser } from '../http/request-user';
import { syncAfterCopies } from '../letters-and-wishes/after-copies';
import { sealLetterFileAs } from '../letters-and-wishes/letter-file-keys';
import { openFor, sealFor } from '../records/record-codec';
import { tableOf, type RecordRow } from '../records/record-table';
import { recordAccess } from '../trusted-people/access-history';
import { notShared, type VaultScope } from '../vault-scope/vault-scope';
import { presentHistory } from './history-presenting';
import { keepVersion, openVersion, stateOf, versionOf, versionsOf } from './history-store';

const idParams = z.object({ id: z.uuid('Record id must be a UUID') });
const versionParams = z.object({
  id: z.uuid('Record id must be a UUID'),
  versionId: z.uuid('Version id must be a UUID'),
});

/**
 * A record's History (issue 44, docs/decisions/033), for every kind on its API paths: GET
 * /:id/history (its versions, newest first, in plain words) and POST
 * /:id/history/:versionId/restore (re-seals that version as the live row; itself a change, so
 * the state it replaces is kept as a version too). The owner sees every History; an editor, the
 * History of records in areas shared with them. A viewer, an executor, anyone else: 404.
 */
export function historyRoutes(ctx: AppContext, kind: RecordKind): FastifyPluginAsyncZod {
  const { db, keys } = ctx;
  const table = tableOf(kind);
  const noRecord = () => new HttpError(404, `No such ${kind.singular}`);
  const locked = () =>
    new HttpError(409, `This ${kind.singular} is locked: its encrypted details cannot be opened.`);

  /** Whose vault; 404 for a trusted person who may not change this area (Letters & Wishes: none). */
  async function scopeOf(request: FastifyRequest): Promise<VaultScope> {
    const scope = await ctx.vaults.resolve(request);
    if (scope.trusted && !(scope.trusted.write && coversArea(scope.trusted.areas, kind.key)))
      throw notShared();
    return scope;
  }

  async function liveRow(tx: Database, id: string, ownerId: string) {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.userId, ownerId)));
    if (!row) throw noRecord();
    return row as RecordRow;
  }

  async function opened(row: RecordRow) {
    try {
      return await openFor(keys, kind, row);
    } catch (err) {
      if (err instanceof DecryptionError) throw locked();
      throw err;
    }
  }

  /**
   * A version's plain fields. A link to a record that is gone comes back empty (its label named);
   * a file that is gone leaves the record's current file in place (files have no versions yet).
   */
  async function plainToRestore(tx: Database, plain: Record<string, unknown>, live: RecordRow) {
    const ownerId = live.userId;
    const out: Record<string, unknown> = {};
    const emptied: string[] = [];
    for (const [name, field] of Object.entries(kind.fields)) {
      if (isSealed(field)) continue;
      let value = plain[name] ?? null;
      if (field.type === 'reference' && typeof value === 'string') {
        const target = recordKindByKey(field.kind);
        const t = target ? tableOf(target) : storedFiles;
        const [found] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.id, value), eq(t.userId, ownerId)));
        if (!found && target) {
          value = null;
          emptied.push(field.label);
        } else if (!found) value = live[name] ?? null;
      }
      out[name] = value;
    }
    return { plain: out, emptied };
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/:id/history',
      { schema: { params: idParams, response: { 200: historySchema } } },
      async (request, reply) => {
        const scope = await scopeOf(request);
        const { id } = request.params;
        const row = await liveRow(db, id, scope.ownerId);
        let now: Record<string, unknown>;
        try {
          now = stateOf(kind, row, await openFor(keys, kind, row));
        } catch (err) {
          if (!(err instanceof DecryptionError)) throw err;
          now = stateOf(kind, row, {});
        }
        const versions = await versionsOf(db, scope.ownerId, id);
        await recordAccess(db, request, scope, { action: 'view', area: kind.key, recordId: id });
        reply.header('cache-control', 'no-store');
        return {
          versions: await presentHistory(ctx, kind, signedInUser(request).id, now, versions),
        };
      },
    );

    app.post(
      '/:id/history/:versionId/restore',
      { schema: { params: versionParams, response: { 200: restoreVersionAnswerSchema } } },
      async (request) => {
        const scope = await scopeOf(request);
        const ownerId = scope.ownerId;
        const { id, versionId } = request.params;
        if (ctx.config.billing) {
          const plan = await loadPlan(db, ownerId);
          if (isReadOnly(plan)) throw new HttpError(403, readOnlyMessage(plan));
        }
        // Load the keys first: PGlite has one connection (see record-routes.ts).
        await keys.dataKeyFor(ownerId);
        if (isSealedUntilRelease(kind)) await keys.afterKeyFor(ownerId);
        const { emptied, restored } = await db.transaction(async (tx) => {
          const row = await liveRow(tx, id, ownerId);
          const version = await versionOf(tx, ownerId, id, versionId);
          if (!version) throw new HttpError(404, 'No such version of this record');
          const current = await opened(row);
          const values = await openVersion(keys, version).catch((err: unknown) => {
            if (err instanceof DecryptionError)
              throw new HttpError(409, 'This version is locked: its details cannot be opened.');
            throw err;
          });
          const { plain, emptied } = await plainToRestore(tx, version.plain, row);
          // Sealed again as the live row: bound to the record's own table, id and owner, under
          // the key the row as restored takes (final wishes readable now: decision 030).
          const sealed = await sealFor(keys, kind, id, ownerId, values, { ...row, ...plain });
          const [updated] = await tx
            .update(table)
            .set({ ...plain, sealed, updatedAt: new Date() })
            .where(and(eq(table.id, id), eq(table.userId, ownerId)))
            .returning();
          if (!updated) throw noRecord();
          // A restore is a change too: what it replaced is kept, so it can be undone.
          await keepVersion(tx, keys, {
            kind,
            before: row,
            beforeOpened: current,
            after: stateOf(kind, updated as RecordRow, values),
            changedBy: signedInUser(request).id,
          });
          await audit(tx, request, {
            action: 'record.restore_version',
            message: `Restored an earlier version of ${kind.singular}`,
            targetKind: kind.key,
            targetId: id,
          });
          await recordAccess(tx, request, scope, {
            action: 'update',
            area: kind.key,
            recordId: id,
          });
          return { emptied, restored: updated as RecordRow };
        });
        if (isSealedUntilRelease(kind)) {
          await syncAfterCopies(ctx, ownerId);
          // A letter's file follows its item's key, as after an edit (letters-hooks.ts).
          const fileId = restored.filePath;
          if (typeof fileId === 'string')
            await sealLetterFileAs(ctx, ownerId, fileId, sealedUnderAfterKey(restored));
        }
        return { id, emptied, message: versionRestoredMessage(emptied) };
      },
    );
  };
}
