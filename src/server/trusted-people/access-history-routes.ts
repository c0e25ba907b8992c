import { and, count, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessHistorySchema, type AccessAction } from '../../domain/trusted-people';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { accessEvents } from '../db/schema';
import { HttpError } from '../http/errors';
import { accessRecordNames } from './access-record-names';
import { displayName, usersById } from './grant-store';

const instant = (name: string) =>
  z.iso.datetime({ offset: true, message: `${name} must be a date and time (ISO 8601)` });

const historyQuery = z
  .object({
    grantee: z.uuid('grantee must be a user id').optional(),
    /** The day filter: events at or after `from` and before `to` (the page's local day). */
    from: instant('from').optional(),
    to: instant('to').optional(),
    /** An event id from the previous page's `nextBefore`. */
    before: z.uuid('before must be an event id').optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.from || !q.to || new Date(q.from) < new Date(q.to), {
    message: 'from must be before to',
    path: ['to'],
  });

/**
 * GET /api/trusted-people/access-history: the owner's history, newest first, by pages, for one
 * person or everyone and for a span of time. The page groups it into visits
 * (domain/access-visits.ts).
 */
export function accessHistoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('preValidation', requireUser);
    app.get(
      '/trusted-people/access-history',
      { schema: { querystring: historyQuery, response: { 200: accessHistorySchema } } },
      async (request) => {
        const me = signedInUser(request);
        const { grantee, from, to, before, limit } = request.query;
        const mine = and(
          eq(accessEvents.ownerId, me.id),
          grantee ? eq(accessEvents.granteeId, grantee) : undefined,
          from ? gte(accessEvents.at, new Date(from)) : undefined,
          to ? lt(accessEvents.at, new Date(to)) : undefined,
        );
        let cursor;
        if (before) {
          const [start] = await db
            .select({ at: accessEvents.at, id: accessEvents.id })
            .from(accessEvents)
            .where(and(mine, eq(accessEvents.id, before)));
          if (!start) throw new HttpError(400, 'before: no such event in your history');
          // Keyset pagination on (at, id): stable however many events arrive meanwhile.
          cursor = or(
            lt(accessEvents.at, start.at),
            and(eq(accessEvents.at, start.at), lt(accessEvents.id, start.id)),
          );
        }
        const rows = await db
          .select()
          .from(accessEvents)
          .where(and(mine, cursor))
          .orderBy(desc(accessEvents.at), desc(accessEvents.id))
          .limit(limit + 1);
        const [total] = await db.select({ n: count() }).from(accessEvents).where(mine);
        const page = rows.slice(0, limit);
        const recordNames = await accessRecordNames(ctx, me.id, page);
        const people = await usersById(
          db,
          page.map((e) => e.granteeId),
        );
        return {
          events: page.map((e) => ({
            id: e.id,
            at: e.at.toISOString(),
            granteeId: e.granteeId,
            granteeName:
              e.granteeId && people.has(e.granteeId)
                ? displayName(people.get(e.granteeId)!)
                : 'A deleted account',
            action: e.action as AccessAction,
            area: e.area,
            recordId: e.recordId,
            recordName: e.recordId ? (recordNames.get(e.recordId) ?? null) : null,
            ipAddress: e.ipAddress,
          })),
          nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
          total: Number(total?.n ?? 0),
        };
      },
    );
  };
}
