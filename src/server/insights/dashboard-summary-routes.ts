import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSummarySchema } from '../../domain/dashboard-summary';
import { parseDateOnly } from '../../domain/important-dates-rules';
import { requireUser } from '../auth/session-plugin';
import { recordAccess } from '../trusted-people/access-history';
import type { AppContext } from '../context';
import { loadDashboardSummary } from './dashboard-summary';

const summaryQuery = z.object({
  // Which dates are "upcoming" depends on the user's calendar day, not the server's time zone.
  today: z
    .string()
    .refine((value) => parseDateOnly(value) !== null, 'today must be a date as YYYY-MM-DD')
    .optional(),
});

/** GET /api/dashboard-summary: the vault owner's totals (part 2 §3). */
export function dashboardSummaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/dashboard-summary',
      { schema: { querystring: summaryQuery, response: { 200: dashboardSummarySchema } } },
      async (request, reply) => {
        const day = parseDateOnly(request.query.today);
        const today = day ? new Date(day.y, day.m - 1, day.d) : new Date();
        // Figures change whenever a record does: never serve them from a cache.
        reply.header('Cache-Control', 'no-store');
        // In a trusted person's view: the owner's figures, from the areas they may see.
        const scope = await ctx.vaults.resolve(request);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: 'dashboard' });
        return loadDashboardSummary(ctx.db, scope.ownerId, today, scope.trusted?.areas ?? null);
      },
    );
  };
}
