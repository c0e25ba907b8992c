import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  netWorthChange,
  netWorthHistoryQuerySchema,
  netWorthHistorySchema,
  rangeStart,
  toPoint,
} from '../../domain/net-worth';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { netWorthJob, NET_WORTH_CRON, NET_WORTH_JOB } from './net-worth-job';
import {
  loadSnapshots,
  NET_WORTH_SOURCES,
  netWorthDay,
  refreshSnapshot,
  userTimeZone,
} from './net-worth-snapshots';

/** The clock snapshots are dated by; tests fake it with vi.setSystemTime. */
const now = () => new Date();

/** GET /api/net-worth/history?range=1M|6M|1Y|ALL: the signed-in user's points and change. */
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
        const me = signedInUser(request);
        const { range } = request.query;
        const today = netWorthDay(now(), await userTimeZone(ctx.db, me.id));
        const snapshots = await loadSnapshots(ctx.db, me.id, rangeStart(range, today));
        reply.header('Cache-Control', 'no-store');
        return { range, today, points: snapshots.map(toPoint), change: netWorthChange(snapshots) };
      },
    );
  };
}

/** Route patterns whose successful writes change net worth: the five summed kinds, imports. */
const SOURCE_PATHS = Object.values(NET_WORTH_SOURCES).flatMap(([kind]) => kind.apiPaths);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True for a successful write by a signed-in user to a route that can move net worth. */
export function changesNetWorth(request: FastifyRequest, statusCode: number): boolean {
  if (!WRITES.has(request.method) || statusCode < 200 || statusCode >= 300) return false;
  if (!request.currentUser) return false;
  const route = request.routeOptions.url ?? '';
  return (
    route.startsWith('/api/import') ||
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
