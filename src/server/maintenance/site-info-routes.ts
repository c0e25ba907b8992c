import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema, supportAddress } from '../../domain/admin';

/** The upload limit in MB, with the upload route's fallback (documents/file-routes.ts). */
const maxUploadMb = (value: string, fallback = 10) => {
  const mb = Number(value);
  return Number.isFinite(mb) && mb > 0 ? mb : fallback;
};

/**
 * GET /api/site-info: public facts every screen may show (application name in the header and
 * titles, support email in the footer (null while none is set: screens then offer none), the
 * maintenance page, the upload limits: documents' and Letters & Wishes'). Read from memory: no query.
 */
export function siteInfoRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/site-info',
      { schema: { response: { 200: siteInfoSchema } } },
      async (_request, reply) => {
        const live = app.liveSettings;
        // Short-lived: a maintenance switch or a new name should show within a minute.
        reply.header('cache-control', 'no-cache');
        return {
          applicationName: live.get('application_name'),
          supportEmail: supportAddress(live.get('support_email')),
          maintenance: live.maintenance,
          strongPasswords: live.get('strong_passwords') === 'true',
          maxUploadMb: maxUploadMb(live.get('max_file_size_mb')),
          maxLetterUploadMb: maxUploadMb(live.get('max_letter_file_size_mb'), 100),
        };
      },
    );
  };
}
