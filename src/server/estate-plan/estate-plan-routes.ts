/**
 * /api/estate-plan: who inherits what (with the owner's answers on who a name means), and
 * whether the estate will have cash, with the owner's settlement figures. Read in a trusted
 * person's vault within its scope (and logged in the owner's access history); only the owner,
 * or an editor for the record's area, answers "who is this?".
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildInheritance } from '../../domain/estate-plan/inheritance';
import { inheritancePlanSchema } from '../../domain/estate-plan/inheritance-api';
import { estateEstimate } from '../../domain/estate-plan/estate-estimate';
import { estateLiquidity } from '../../domain/estate-plan/liquidity';
import { estateValueWithRules } from '../../domain/figures/estate-inclusion';
import { estateValueSchema } from '../../domain/figures/estate-value-api';
import {
  estatePlanPreferencesInputSchema,
  estatePlanPreferencesSchema,
  liquiditySchema,
} from '../../domain/estate-plan/liquidity-api';
import { audit } from '../audit/audit-log';
import { requireUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { recordAccess } from '../trusted-people/access-history';
import { loadKeptMatches } from './beneficiary-match-store';
import { beneficiaryMatchRoutes } from './beneficiary-match-routes';
import {
  estateQuerySchema,
  loadScopedRecords,
  scopeOf,
  taxYearOf,
  todayOf,
} from './estate-plan-data';
import { loadEstatePlanPreferences, saveEstatePlanPreferences } from './estate-plan-preferences';

/** The access history's area for these pages. */
export const ESTATE_PLAN_AREA = 'estate-plan';

export function estatePlanRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/estate-plan/inheritance',
      { schema: { querystring: estateQuerySchema, response: { 200: inheritancePlanSchema } } },
      async (request) => {
        const scope = await scopeOf(ctx, request);
        const { records, missingAreas } = await loadScopedRecords(ctx, scope);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: ESTATE_PLAN_AREA });
        return buildInheritance(records, {
          today: todayOf(request.query.today),
          kept: await loadKeptMatches(ctx, scope.ownerId),
          missingAreas,
        });
      },
    );

    app.get(
      '/estate-plan/estate-value',
      { schema: { response: { 200: estateValueSchema } } },
      async (request) => {
        const scope = await scopeOf(ctx, request);
        const { records, missingAreas } = await loadScopedRecords(ctx, scope);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: ESTATE_PLAN_AREA });
        return { ...estateValueWithRules(records), missingAreas };
      },
    );

    app.get(
      '/estate-plan/liquidity',
      { schema: { querystring: estateQuerySchema, response: { 200: liquiditySchema } } },
      async (request) => {
        const scope = await scopeOf(ctx, request);
        const { records, missingAreas } = await loadScopedRecords(ctx, scope);
        await recordAccess(ctx.db, request, scope, { action: 'view', area: ESTATE_PLAN_AREA });
        const year = taxYearOf(request.query.year);
        return estateLiquidity(records, {
          estateTax: estateEstimate(records, year).with.totalTax,
          taxYear: year,
          preferences: await loadEstatePlanPreferences(ctx.db, scope.ownerId),
          missingAreas,
        });
      },
    );

    app.get(
      '/estate-plan/preferences',
      { schema: { response: { 200: estatePlanPreferencesSchema } } },
      async (request) => {
        const scope = await scopeOf(ctx, request);
        return loadEstatePlanPreferences(ctx.db, scope.ownerId);
      },
    );

    app.put(
      '/estate-plan/preferences',
      {
        schema: {
          body: estatePlanPreferencesInputSchema,
          response: { 200: estatePlanPreferencesSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(ctx, request);
        // The owner's own figures: a trusted person reads them but does not set them.
        if (scope.trusted) throw new HttpError(403, 'Only the owner can change these figures.');
        await saveEstatePlanPreferences(ctx.db, scope.ownerId, request.body);
        await audit(ctx.db, request, {
          action: 'estate-plan.preferences',
          message: 'Changed the settlement figures for estate planning',
          targetKind: 'estate-plan',
        });
        return loadEstatePlanPreferences(ctx.db, scope.ownerId);
      },
    );

    await app.register(beneficiaryMatchRoutes(ctx));
  };
}
