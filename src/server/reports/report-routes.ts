import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate } from '../../domain/format';
import { parseDateOnly } from '../../domain/important-dates-rules';
import { reportFileName, reportInfo, type AvailableReportId } from '../../domain/reports/catalog';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { loadDashboardSummary } from '../insights/dashboard-summary';
import { buildEmergencyBinder } from './emergency-binder-report';
import { buildEstateSummary } from './estate-summary-report';
import { buildFinancialDashboard } from './financial-dashboard-report';
import { PdfReport } from './pdf-report';
import { loadUserRecords } from './report-data';
import { recordAccess } from '../trusted-people/access-history';
import { displayName } from '../trusted-people/grant-store';
import { findUserById } from '../users/user-repository';
import { loadSnapshots } from '../net-worth/net-worth-snapshots';

const reportQuery = z.object({
  /** Print SSNs and account, routing and policy numbers in full (Emergency Binder only). */
  fullNumbers: z.enum(['true', 'false']).default('false'),
  /** The user's calendar day: the report's date, its file name and what counts as upcoming. */
  today: z
    .string()
    .refine((value) => parseDateOnly(value) !== null, 'today must be a date as YYYY-MM-DD')
    .optional(),
});

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * GET /api/reports/:id: one of the catalogue's available reports as a PDF made from the
 * signed-in user's own records, audited as 'report.generate'.
 */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    app.get(
      '/reports/:id',
      { schema: { params: z.object({ id: z.string() }), querystring: reportQuery } },
      async (request, reply) => {
        const me = signedInUser(request);
        const info = reportInfo(request.params.id);
        if (!info) throw new HttpError(404, 'No such report');
        if (info.status !== 'available') throw new HttpError(404, `${info.title} is coming soon`);
        const id = info.id as AvailableReportId;
        const day = parseDateOnly(request.query.today);
        const today = day ? new Date(day.y, day.m - 1, day.d) : new Date();
        const fullNumbers = info.offersFullNumbers === true && request.query.fullNumbers === 'true';

        // In a trusted person's view: the owner's records within the areas they may see.
        const scope = await ctx.vaults.resolve(request);
        const areas = scope.trusted?.areas ?? null;
        const records = await loadUserRecords(ctx, scope.ownerId, areas);
        const summary = await loadDashboardSummary(ctx.db, scope.ownerId, today, areas);
        // The owner's own history only: a trusted person's view may not cover every area it sums.
        const netWorthHistory =
          id === 'financial-dashboard' && !scope.trusted
            ? await loadSnapshots(ctx.db, scope.ownerId)
            : undefined;
        const owner = scope.trusted ? await findUserById(ctx.db, scope.ownerId) : me;
        const name = displayName(owner ?? me);
        const pdf = await PdfReport.render(
          {
            title: info.title,
            author: app.liveSettings.get('application_name'),
            preparedFor: name,
            generatedOn: formatDate(isoDay(today)),
            note:
              id === 'emergency-binder'
                ? fullNumbers
                  ? 'Contains full account, routing, policy and Social Security numbers: store it securely.'
                  : 'Account, routing, policy and Social Security numbers show only their last 4 characters.'
                : undefined,
          },
          (doc) => {
            if (id === 'estate-summary') buildEstateSummary(doc, { summary, records, today });
            else if (id === 'financial-dashboard')
              buildFinancialDashboard(doc, { summary, records, today, netWorthHistory });
            else buildEmergencyBinder(doc, { records, fullNumbers });
          },
        );
        await recordAccess(ctx.db, request, scope, {
          action: 'export',
          area: 'reports',
          recordId: id,
        });
        await audit(ctx.db, request, {
          action: 'report.generate',
          message: `Generated ${info.title}${fullNumbers ? ' with full account numbers' : ''}`,
          targetKind: 'report',
          targetId: id,
        });
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${reportFileName(id, isoDay(today), app.liveSettings.get('application_name'))}"`,
          )
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
