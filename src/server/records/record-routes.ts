import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recordInputSchema,
  recordKindByKey,
  recordOutputSchema,
  recordPatchSchema,
  type RecordJson,
  type RecordKind,
} from '../../domain/records';
import { isTimeZone } from '../../domain/calendar-day';
import { audit } from '../audit/audit-log';
import { DecryptionError } from '../crypto/aead';
import { requireUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { openFor, presentRecord, sealFor, splitInput } from './record-codec';
import { answerList } from './list-answer';
import type { RecordHooks, WriteContext } from './record-hooks';
import { tableOf, type RecordRow } from './record-table';
import { recordAccess } from '../trusted-people/access-history';
import { vaultOwnerOf } from '../vault-scope/vault-scope';
import { signedInUser } from '../http/request-user';
import { putInTrash, referencesTo } from '../recently-deleted/trash-store';
import { keepVersion, stateOf } from '../record-history/history-store';

const idParams = z.object({ id: z.uuid('Record id must be a UUID') });

/** The user's time zone from the X-Time-Zone header the web client sends; ignored when unknown. */
function timeZoneOf(request: FastifyRequest): string | undefined {
  const zone = request.headers['x-time-zone'];
  return typeof zone === 'string' && zone.length <= 64 && isTimeZone(zone) ? zone : undefined;
}

/** Every change goes to the audit log and, for a trusted person, to the owner's access history. */
async function noteChange(
  tx: Database,
  request: FastifyRequest,
  kind: RecordKind,
  change: 'create' | 'update' | 'delete',
  recordId: string,
): Promise<void> {
  const past = { create: 'Created', update: 'Updated', delete: 'Deleted' }[change];
  await audit(tx, request, {
    action: `record.${change}`,
    message: `${past} ${kind.singular}`,
    targetKind: kind.key,
    targetId: recordId,
  });
  await recordAccess(tx, request, request.vault, { action: change, area: kind.key, recordId });
}

/**
 * One CRUD plugin for every record kind: GET / (the vault owner's rows, newest first), POST /
 * 201, PATCH /:id (partial), DELETE /:id 204. The vault owner is the signed-in user, or the owner
 * whose records a trusted person opened (vaultGuard, registered in front: scope and role are
 * checked there). Ownership is checked in one place (`ownRow`): another user's id is
 * indistinguishable from a missing one (404). A trusted person's every read and change goes to
 * the owner's access history.
 */
export function recordRoutes(
  ctx: AppContext,
  kind: RecordKind,
  hooks: RecordHooks = {},
): FastifyPluginAsyncZod {
  const table = tableOf(kind);
  const { db, keys } = ctx;
  const output = recordOutputSchema(kind);
  const notFound = () => new HttpError(404, `No such ${kind.singular}`);

  async function present(row: RecordRow): Promise<RecordJson> {
    let opened: Awaited<ReturnType<typeof openFor>>;
    try {
      opened = await openFor(keys, kind, row);
    } catch (err) {
      if (!(err instanceof DecryptionError)) throw err;
      // A row that will not open (moved or altered ciphertext) is shown as locked, never lost.
      return { ...presentRecord(kind, row, {}), locked: true };
    }
    const record = presentRecord(kind, row, opened);
    return hooks.present ? hooks.present(record) : record;
  }

  async function ownRow(tx: Database, id: string, userId: string): Promise<RecordRow | undefined> {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.userId, userId)));
    return row as RecordRow | undefined;
  }

  /** References to other record kinds must point at the same user's rows. */
  async function checkReferences(tx: Database, input: Record<string, unknown>, userId: string) {
    for (const [name, field] of Object.entries(kind.fields)) {
      const value = input[name];
      if (field.type !== 'reference' || !value) continue;
      const target = recordKindByKey(field.kind);
      if (!target) continue; // not a record kind (e.g. stored files): the kind's hooks check it
      if (!(await ownTarget(tx, target, value as string, userId))) {
        throw new HttpError(400, `${field.label}: no such ${target.singular}`);
      }
    }
  }

  async function ownTarget(tx: Database, target: RecordKind, id: string, userId: string) {
    const t = tableOf(target);
    const [row] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.id, id), eq(t.userId, userId)));
    return Boolean(row);
  }

  async function write(
    tx: Database,
    input: Record<string, unknown>,
    w: WriteContext,
    existing?: RecordRow,
  ) {
    const prepared = hooks.prepare ? await hooks.prepare(input, w) : input;
    await checkReferences(tx, prepared, w.userId);
    const { plain, sealed } = splitInput(kind, prepared);
    const previous = existing
      ? await openFor(keys, kind, existing).catch((err) => {
          if (err instanceof DecryptionError)
            throw new HttpError(
              409,
              `This ${kind.singular} is locked: its encrypted details cannot be opened.`,
            );
          throw err;
        })
      : {};
    const values = { ...previous, ...sealed };
    // The key follows the row as it will be (final wishes readable now: decision 030).
    const sealedColumn = await sealFor(keys, kind, w.rowId, w.userId, values, {
      ...existing,
      ...plain,
    });
    return { plain, sealedColumn, previous, values };
  }

  /** Runs a write transaction, then the tasks its hooks deferred until after the commit. */
  async function transact<T>(
    userId: string,
    work: (tx: Database, afterCommit: WriteContext['afterCommit']) => Promise<T>,
  ): Promise<T> {
    // Load the data key first: PGlite has one connection, so a query outside `tx` would wait forever.
    await keys.dataKeyFor(userId);
    const tasks: Array<() => Promise<void>> = [];
    const result = await db.transaction((tx) => work(tx, (task) => void tasks.push(task)));
    for (const task of tasks) await task();
    return result;
  }

  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/',
      {
        schema: { response: { 200: z.array(output) } },
        // `present` builds each record from the kind's declared fields only, so the list is
        // already filtered; re-validating every row with zod doubled the CPU of a 50-row list.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request, reply) => {
        const ownerId = vaultOwnerOf(request);
        await recordAccess(db, request, request.vault, { action: 'view', area: kind.key });
        // From memory while unchanged: ETag from the owner's revision, 304 or the kept answer.
        return answerList(ctx, request, reply, kind.key, async () => {
          const rows = await db
            .select()
            .from(table)
            .where(eq(table.userId, ownerId))
            .orderBy(desc(table.createdAt));
          return Promise.all((rows as RecordRow[]).map(present));
        });
      },
    );

    app.post(
      '/',
      { schema: { body: recordInputSchema(kind), response: { 201: output } } },
      async (request, reply) => {
        const ownerId = vaultOwnerOf(request); // an editor's new rows belong to the owner
        const rowId = crypto.randomUUID(); // chosen here so the ciphertext can be bound to it
        const row = await transact(ownerId, async (tx, afterCommit) => {
          const { plain, sealedColumn } = await write(tx, request.body, {
            ctx,
            tx,
            kind,
            userId: ownerId,
            rowId,
            timeZone: timeZoneOf(request),
            afterCommit,
          });
          const [inserted] = await tx
            .insert(table)
            .values({ ...plain, id: rowId, userId: ownerId, sealed: sealedColumn })
            .returning();
          await noteChange(tx, request, kind, 'create', rowId);
          return inserted as RecordRow;
        });
        return reply.code(201).send(await present(row));
      },
    );

    app.patch(
      '/:id',
      { schema: { params: idParams, body: recordPatchSchema(kind), response: { 200: output } } },
      async (request) => {
        const ownerId = vaultOwnerOf(request);
        const { id } = request.params;
        const row = await transact(ownerId, async (tx, afterCommit) => {
          const existing = await ownRow(tx, id, ownerId);
          if (!existing) throw notFound();
          const w: WriteContext = {
            ctx,
            tx,
            kind,
            userId: ownerId,
            rowId: id,
            timeZone: timeZoneOf(request),
            existing: await present(existing),
            afterCommit,
          };
          const { plain, sealedColumn, previous, values } = await write(
            tx,
            request.body,
            w,
            existing,
          );
          const [updated] = await tx
            .update(table)
            .set({ ...plain, sealed: sealedColumn, updatedAt: new Date() })
            .where(and(eq(table.id, id), eq(table.userId, ownerId)))
            .returning();
          // Deleted by another request since `ownRow` read it (PostgreSQL's read committed
          // lets that happen): missing like any other, and the transaction rolls back.
          if (!updated) throw notFound();
          // The version it replaced is kept, bound to its own id (issue 44, decision 033).
          await keepVersion(tx, keys, {
            kind,
            before: existing,
            beforeOpened: previous,
            after: stateOf(kind, updated as RecordRow, values),
            changedBy: signedInUser(request).id,
          });
          await noteChange(tx, request, kind, 'update', id);
          return updated as RecordRow;
        });
        return present(row);
      },
    );

    app.delete('/:id', { schema: { params: idParams } }, async (request, reply) => {
      const ownerId = vaultOwnerOf(request);
      const { id } = request.params;
      await transact(ownerId, async (tx, afterCommit) => {
        // Read before the delete: the foreign keys clear them, and a restore sets them back.
        const links = await referencesTo(tx, kind, id, ownerId);
        const [deleted] = await tx
          .delete(table)
          .where(and(eq(table.id, id), eq(table.userId, ownerId)))
          .returning();
        if (!deleted) throw notFound();
        // Not destroyed: kept in Recently deleted for 30 days, file and all (issue 44).
        await putInTrash(tx, kind, deleted as RecordRow, links, signedInUser(request).id);
        await hooks.afterDelete?.(deleted as RecordRow, {
          ctx,
          tx,
          kind,
          userId: ownerId,
          rowId: id,
          afterCommit,
        });
        await noteChange(tx, request, kind, 'delete', id);
      });
      return reply.code(204).send();
    });
  };
}
