import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportBodySchema,
  dataExportFileName,
  EXPORT_ESTIMATE_HEADER,
} from '../../../domain/data-export/export-request';
import { audit } from '../../audit/audit-log';
import { passwordGuard } from '../../auth/password-attempts-guard';
import { requireUser, signedInUser } from '../../auth/session-plugin';
import type { AppContext } from '../../context';
import { netWorthDay, userTimeZone } from '../../net-worth/net-worth-snapshots';
import { dataDownloadedEmail } from './export-email';
import { prepareUserExport } from './user-export';
import { zipStream } from './zip-stream';

/**
 * POST /api/account/export, "Download my data": after the password (and a code with two-factor
 * on), a ZIP of everything the user owns, made in their session (records are decrypted with the
 * key it unlocked) and streamed as it is made (user-export.ts). Audited and mailed to the owner
 * before the first byte, so a download cut short is still on record.
 */
export function accountExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);
    const guard = passwordGuard(app, ctx);

    app.post(
      '/account/export',
      { schema: { body: accountExportBodySchema } },
      async (request, reply) => {
        const me = signedInUser(request);
        await guard.confirm(request, request.body, {
          purpose: 'Data download',
          refusedAction: 'account.export_refused',
        });
        const now = new Date();
        const applicationName = app.liveSettings.get('application_name');
        const prepared = await prepareUserExport(ctx, { userId: me.id, applicationName, now });
        await audit(ctx.db, request, {
          action: 'account.export',
          message: `Data downloaded: ${prepared.recordCount} records, ${prepared.fileCount} files`,
          targetKind: 'user',
          targetId: me.id,
        });
        try {
          await ctx.mailer.send({
            to: me.email,
            ...(await dataDownloadedEmail(ctx.db, now, request.ip)),
          });
        } catch (err) {
          request.log.error({ err }, 'could not tell the owner about the data download');
        }

        const zip = zipStream();
        prepared.write(zip).catch((err: Error) => {
          request.log.error({ err }, 'data download failed while streaming');
          zip.fail(err);
        });
        const day = netWorthDay(now, await userTimeZone(ctx.db, me.id));
        return reply
          .type('application/zip')
          .header(
            'content-disposition',
            `attachment; filename="${dataExportFileName(applicationName, day)}"`,
          )
          .header(EXPORT_ESTIMATE_HEADER, String(prepared.estimatedBytes))
          .header('cache-control', 'no-store')
          .send(zip.stream);
      },
    );
  };
}
