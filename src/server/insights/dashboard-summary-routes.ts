import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardViewSchema } from '../../domain/dashboard-summary';
import { parseDateOnly } from '../../domain/important-dates-rules';
import { requireUser } from '../auth/session-plugin';
import { recordAccess } from '../trusted-people/access-history';
import type { AppContext } from '../context';
import { findUserById } from '../users/user-repository';
import { loadDashboardSummary } from './dashboard-summary';
import { dashboardView } from './dashboard-view';

const summaryQuery = z.object({
  // Which dates are "upcoming" depends on the user's calendar day, not the server's time zone.
  today: z
    .string()
    .refine((value) => parseDateOnly(value) !== null, 'today must be a date as YYYY-MM-DD')
    .optional(),
});

/**
 * GET /api/dashboard-summary: the vault owner's totals (part 2 §3); in a trusted person's view,
 * only from the areas shared, labelled, and null where a figure needs more (dashboard-view.ts).
 */
export function dashboardSummaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/dashboard-summary',
      { schema: { querystring: summaryQuery, response: { 200: dashboardViewSchema } } },
      async (request, reply) => {
        const day = parseDateOnly(request.query.today);
        const today = day ? new Date(day.y, day.m - 1, day.d) : new Date();
        // Figures change whenever a record does: never serve them from a cache.
        reply.header('Cache-Control', 'no-store');
        // In a trusted person's view: the owner's figures, from the areas they may see.
        const scope = await ctx.vaults.resolve(request);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: 'dashboard' });
        const areas = scope.trusted?.areas ?? null;
        const summary = await loadDashboardSummary(ctx.db, scope.ownerId, today, areas);
        if (!scope.trusted) return dashboardView(summary, null);
        const owner = await findUserById(ctx.db, scope.ownerId);
        const ownerFirstName = owner?.firstName?.trim() || owner?.username || 'The owner';
        return dashboardView(summary, { areas, ownerFirstName });
      },
    );
  };
}
