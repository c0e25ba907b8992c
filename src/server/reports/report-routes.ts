import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate } from '../../domain/format';
import { reportFileName } from '../../domain/reports/catalog';
import { customTables } from '../../domain/reports/custom-report';
import { customReportPreviewSchema, PREVIEW_ROWS } from '../../domain/reports/custom-report-api';
import {
  FULL_NUMBERS_NEED_PASSWORD,
  fullNumbersBodySchema,
} from '../../domain/reports/full-numbers';
import { passwordGuard } from '../auth/password-attempts-guard';
import { HttpError } from '../http/errors';
import { coversArea } from '../../domain/trusted-people';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { loadScopedRecords } from '../estate-plan/estate-plan-data';
import { recordAccess } from '../trusted-people/access-history';
import { displayName } from '../trusted-people/grant-store';
import { findUserById } from '../users/user-repository';
import { notShared, type VaultScope } from '../vault-scope/vault-scope';
import { makeReportFile } from './report-files';
import { referenceNames } from './report-data';
import {
  customChoiceOf,
  readReportRequest,
  reportQuerySchema,
  type ReportRequest,
} from './report-request';

/** A custom report reads only areas a trusted person may see: others are not there (404). */
function checkAreas(scope: VaultScope, areas: readonly string[]) {
  if (scope.trusted && areas.some((a) => !coversArea(scope.trusted!.areas, a))) throw notShared();
}

/**
 * GET /api/reports/:id: one of the catalogue's reports as a PDF (or CSV where it offers one)
 * made from the vault owner's records (the signed-in user's, or an owner's within a trusted
 * person's scope, logged in the owner's access history), audited as 'report.generate'. Full
 * numbers (?fullNumbers=true) only through POST /api/reports/:id with the password again.
 * GET /api/reports/custom-reports/preview: a custom report's first rows, as JSON.
 */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/reports/custom-reports/preview',
      { schema: { querystring: reportQuerySchema, response: { 200: customReportPreviewSchema } } },
      async (request, reply) => {
        const choice = customChoiceOf(request.query);
        const scope = await ctx.vaults.resolve(request);
        checkAreas(scope, choice.areas);
        const { records } = await loadScopedRecords(ctx, scope);
        await recordAccess(ctx.db, request, scope, {
          action: 'view',
          area: 'reports',
          recordId: 'custom-reports',
        });
        reply.header('cache-control', 'no-store');
        const tables = customTables(choice, records, referenceNames(records));
        return {
          tables: tables.map((t) => ({
            ...t,
            rows: t.rows.slice(0, PREVIEW_ROWS),
            total: t.rows.length,
          })),
        };
      },
    );
    const guard = passwordGuard(app, ctx);

    /** Makes, logs and sends one checked report request. */
    async function sendReport(request: FastifyRequest, reply: FastifyReply, req: ReportRequest) {
      const me = signedInUser(request);
      // In a trusted person's view: the owner's records within the areas they may see.
      const scope = await ctx.vaults.resolve(request);
      if (req.choice) checkAreas(scope, req.choice.areas);
      const owner = scope.trusted ? await findUserById(ctx.db, scope.ownerId) : me;
      const applicationName = app.liveSettings.get('application_name');
      const file = await makeReportFile(ctx, scope, req, {
        title: req.info.title,
        author: applicationName,
        preparedFor: displayName(owner ?? me),
        generatedOn: formatDate(req.isoToday),
      });
      await recordAccess(ctx.db, request, scope, {
        action: 'export',
        area: 'reports',
        recordId: req.id,
      });
      await audit(ctx.db, request, {
        action: 'report.generate',
        message: `Generated ${req.info.title}${req.format === 'csv' ? ' as CSV' : ''}${req.fullNumbers ? ' with full account numbers' : ''}`,
        targetKind: 'report',
        targetId: req.id,
      });
      const name = reportFileName(req.id, req.isoToday, applicationName, {
        format: req.format,
        taxYear: req.taxYear,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    }

    app.get(
      '/reports/:id',
      { schema: { params: z.object({ id: z.string() }), querystring: reportQuerySchema } },
      async (request, reply) => {
        const req = readReportRequest(request.params.id, request.query);
        if (req.fullNumbers) throw new HttpError(400, FULL_NUMBERS_NEED_PASSWORD);
        return sendReport(request, reply, req);
      },
    );
    // Full numbers: the same report after the password (and a code with two-factor on).
    app.post(
      '/reports/:id',
      {
        schema: {
          params: z.object({ id: z.string() }),
          querystring: reportQuerySchema,
          body: fullNumbersBodySchema,
        },
      },
      async (request, reply) => {
        const req = readReportRequest(request.params.id, request.query);
        await guard.confirm(request, request.body, {
          purpose: 'Full account numbers in a report',
          refusedAction: 'report.full_numbers_refused',
        });
        return sendReport(request, reply, req);
      },
    );
  };
}
