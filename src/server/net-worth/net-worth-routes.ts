import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  netWorthChange,
  netWorthHistoryQuerySchema,
  netWorthHistorySchema,
  rangeStart,
  toPoint,
} from '../../domain/net-worth';
import { coversArea } from '../../domain/trusted-people';
import { requireUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { recordAccess } from '../trusted-people/access-history';
import { netWorthJob, NET_WORTH_CRON, NET_WORTH_JOB } from './net-worth-job';
import {
  loadSnapshots,
  ruleChangedOn,
  NET_WORTH_SOURCES,
  netWorthDay,
  refreshSnapshot,
  userTimeZone,
} from './net-worth-snapshots';

/** The clock snapshots are dated by; tests fake it with vi.setSystemTime. */
const now = () => new Date();

/** The record kinds every snapshot sums: a trusted person sees the history only with all of them. */
const SUMMED_AREAS = Object.values(NET_WORTH_SOURCES).map(([kind]) => kind.key);

/**
 * GET /api/net-worth/history?range=1M|6M|1Y|ALL: the vault owner's points and change (the
 * signed-in user's, or the owner's whose X-Kinfolio-Vault is open). A trusted person whose grant
 * leaves out an area the snapshots sum gets an empty history: each point is a total across areas.
 */
export function netWorthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/net-worth/history',
      {
        schema: {
          querystring: netWorthHistoryQuerySchema,
          response: { 200: netWorthHistorySchema },
        },
      },
      async (request, reply) => {
        const { range } = request.query;
        const scope = await ctx.vaults.resolve(request);
        const today = netWorthDay(now(), await userTimeZone(ctx.db, scope.ownerId));
        reply.header('Cache-Control', 'no-store');
        const areas = scope.trusted?.areas ?? null;
        if (!SUMMED_AREAS.every((area) => coversArea(areas, area)))
          return { range, today, points: [], change: null, ruleChangedOn: null };
        const snapshots = await loadSnapshots(ctx.db, scope.ownerId, rangeStart(range, today));
        await recordAccess(ctx.db, request, scope, { action: 'view', area: 'net-worth' });
        return {
          range,
          today,
          points: snapshots.map(toPoint),
          change: netWorthChange(snapshots),
          ruleChangedOn: await ruleChangedOn(
            ctx.db,
            scope.ownerId,
            snapshots.map((s) => s.day),
          ),
        };
      },
    );
  };
}

/** Route patterns whose successful writes change net worth: the five summed kinds, imports. */
const SOURCE_PATHS = Object.values(NET_WORTH_SOURCES).flatMap(([kind]) => kind.apiPaths);
/** The import that stores rows; its preview (a POST too) stores nothing, so it writes no snapshot. */
const IMPORT_COMMIT = '/api/imports/commit';
/** A restore from Recently deleted puts an amount back (a delete forever moves none). */
const RESTORE = /^\/api\/recently-deleted\/:id\/restore$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for a successful write by a signed-in user to a route that can move net worth. */
export function changesNetWorth(request: FastifyRequest, statusCode: number): boolean {
  if (!WRITES.has(request.method) || statusCode < 200 || statusCode >= 300) return false;
  if (!request.currentUser) return false;
  const route = request.routeOptions.url ?? '';
  return (
    route === IMPORT_COMMIT ||
    RESTORE.test(route) ||
    SOURCE_PATHS.some((path) => route === path || route.startsWith(`${path}/`))
  );
}

/**
 * Net worth over time: the history route, today's snapshot refreshed after every successful
 * write that can move it (an onSend hook, so the record routes need not know; the write has
 * committed by then and the answer waits the two small statements, so the next chart load is
 * current), and the hourly job that dates a snapshot for users who changed nothing today.
 */
export async function registerNetWorth(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!changesNetWorth(request, reply.statusCode)) return payload;
    try {
      // A trusted editor's change is to the owner's vault: it moves the owner's net worth.
      const ownerId = request.vault?.ownerId ?? request.currentUser!.id;
      await refreshSnapshot(ctx.db, ownerId, now());
    } catch (err) {
      // The record is saved; a missed snapshot is refilled by the job, so never fail the answer.
      request.log.error({ err }, 'could not refresh the net worth snapshot');
    }
    return payload;
  });
  await app.register(netWorthRoutes(ctx), { prefix: '/api' });
  ctx.jobs.define(netWorthJob(ctx.db, app.log));
  await ctx.jobs.every(NET_WORTH_JOB, NET_WORTH_CRON);
}
