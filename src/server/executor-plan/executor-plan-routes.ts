import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPlanFor } from '../../domain/executor-plan/executor-plan';
import {
  executorPlanSchema,
  ONLY_EXECUTORS_TICK,
  planStepKeySchema,
  tickStepSchema,
} from '../../domain/executor-plan/executor-plan-api';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { loadScopedRecords } from '../estate-plan/estate-plan-data';
import { HttpError } from '../http/errors';
import { recordAccess } from '../trusted-people/access-history';
import { notShared, type VaultScope } from '../vault-scope/vault-scope';
import { loadTicks, setTick } from './plan-ticks';
import { finalWishesHeadline } from './final-wishes';
import { planReason } from './plan-reason';

/** The plan is the owner's and their executors': a viewer or editor finds nothing here. */
async function planScope(ctx: AppContext, request: Parameters<typeof requireUser>[0]) {
  const scope = await ctx.vaults.resolve(request);
  if (scope.trusted && scope.trusted.role !== 'executor') throw notShared();
  return scope;
}

async function planOf(ctx: AppContext, scope: VaultScope) {
  const [{ records }, reason] = await Promise.all([
    loadScopedRecords(ctx, scope),
    planReason(ctx, scope),
  ]);
  const wishes = reason === 'died' ? await finalWishesHeadline(ctx, scope) : [];
  return { reason, steps: buildPlanFor(reason, records, wishes) };
}

/**
 * GET /api/executor-plan: the executor's first-days plan for the vault (issue 29), built from
 * the owner's records within the executor's areas, with each step's tick. An executor reads it
 * once their access is open (before, the vault does not resolve: 404); the owner reads it too.
 * PUT /api/executor-plan/steps/:key { done }: an executor with open access ticks a step off or
 * back on: the one change the role may make. Logged in the owner's access history and audited.
 */
export function executorPlanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/executor-plan',
      { schema: { response: { 200: executorPlanSchema } } },
      async (request, reply) => {
        const scope = await planScope(ctx, request);
        const [{ steps, reason }, ticks] = await Promise.all([
          planOf(ctx, scope),
          loadTicks(ctx, scope.ownerId),
        ]);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: 'executor-plan' });
        reply.header('cache-control', 'no-store');
        return {
          steps: steps.map((s) => {
            const tick = ticks.find((t) => t.step === s.key);
            return { ...s, done: tick ? { by: tick.by, at: tick.at.toISOString() } : null };
          }),
          canTick: scope.trusted?.role === 'executor',
          reason,
        };
      },
    );

    app.put(
      '/executor-plan/steps/:key',
      {
        schema: {
          params: z.object({ key: planStepKeySchema }),
          body: tickStepSchema,
        },
      },
      async (request, reply) => {
        const scope = await planScope(ctx, request);
        if (!scope.trusted) throw new HttpError(403, ONLY_EXECUTORS_TICK);
        const { key } = request.params;
        const { steps } = await planOf(ctx, scope);
        const step = steps.find((s) => s.key === key);
        if (!step) throw new HttpError(404, 'Unknown step');
        const me = signedInUser(request);
        const changed = await setTick(ctx, scope.ownerId, key, request.body.done, me.id);
        if (changed) {
          await recordAccess(ctx.db, request, scope, { action: 'update', area: 'executor-plan' });
          await audit(ctx.db, request, {
            action: request.body.done ? 'executor_plan.tick' : 'executor_plan.untick',
            message: `${request.body.done ? 'Ticked off' : 'Reopened'} a step of an executor plan`,
            targetKind: 'user',
            targetId: scope.ownerId,
          });
        }
        return reply.code(204).send();
      },
    );
  };
}
