import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput } from '../../../domain/auth';
import { exportFileName } from '../../../domain/file-names';
import { requireAdmin } from '../../admin/require-admin';
import { audit, requestOrigin } from '../../audit/audit-log';
import { passwordGuard } from '../../auth/password-attempts-guard';
import { signedInUser } from '../../auth/session-plugin';
import type { AppContext } from '../../context';
import { loadServerKey } from '../../crypto/server-key';
import { HttpError } from '../../http/errors';
import { takeAccountExport } from './admin-accounts-export';
import { recordImportedAuditEntries } from './imported-audit';
import { loadSnapshot } from './load-snapshot';
import { parseSnapshot } from './parse-snapshot';

/** An import carries every stored file (base64), so its body may be far larger than a form's. */
export const IMPORT_BODY_LIMIT = 200 * 1024 * 1024;

/** The import's answer: says which accounts came in without the administrator rights they had. */
function importMessage(adminRightsRemoved: string[]): string {
  if (!adminRightsRemoved.length) return 'Data import completed';
  return (
    `Data import completed. Imported as regular users, without administrator rights: ${adminRightsRemoved.join(', ')}. ` +
    'Grant them on the server with `npm run cli -- grant-admin <username>` if they should have them.'
  );
}

/** POST /api/admin/export body: the admin's password again (and a code with two-factor on). */
const exportBodySchema = z.object({
  password: z.string().min(1, 'Enter your password to export').max(MAX_PASSWORD_LENGTH),
  code: reauthCodeInput,
});

/**
 * POST /api/admin/export: every account's metadata and record counts as a JSON download, never
 * credentials, keys or record contents (account-export.ts; decision 011), after the admin's
 * password. POST /api/admin/import: a backup file (`cli backup`) from an installation with the
 * same server key, adding its accounts and nothing else. Admins only; both audited.
 */
export function dataTransferRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The same file app.ts reads (or MASTER_KEY): only its fingerprint goes into files.
  const serverKey = loadServerKey({ dataDir: ctx.config.dataDir, masterKey: ctx.config.masterKey });
  return async (app) => {
    // onRequest, not preHandler: nobody else gets a 200 MB import body read and parsed.
    app.addHook('onRequest', requireAdmin);
    const guard = passwordGuard(app, ctx);

    app.post('/admin/export', { schema: { body: exportBodySchema } }, async (request, reply) => {
      await guard.confirm(request, request.body, {
        purpose: 'Data export',
        refusedAction: 'admin.export_refused',
      });
      const file = await takeAccountExport(ctx.db);
      await audit(ctx.db, request, {
        action: 'admin.export',
        message: `Account and metadata export downloaded (${file.users.length} users; no credentials, keys or record contents)`,
      });
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(app.liveSettings.get('application_name'), new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    });

    app.post('/admin/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      try {
        const snapshot = parseSnapshot(request.body, serverKey);
        const importer = { userId: signedInUser(request).id, ...requestOrigin(request) };
        let entries = 0;
        const result = await loadSnapshot(
          ctx.db,
          ctx.files,
          snapshot,
          'import',
          async (tx, loaded) => {
            entries = await recordImportedAuditEntries(tx, snapshot, importer);
            await audit(tx, request, {
              action: 'admin.import',
              message: `Data imported (${loaded.tables.users ?? 0} users, ${loaded.files} files, ${entries} audit entries marked as imported)`,
            });
          },
        );
        return {
          message: importMessage(result.adminRightsRemoved),
          ...result,
          auditEntriesImported: entries,
        };
      } catch (err) {
        // A refused import changed nothing, but who tried and why belongs in the trail.
        if (err instanceof HttpError) {
          await audit(ctx.db, request, {
            action: 'admin.import',
            level: 'warning',
            message: `Data import refused: ${err.message}`.slice(0, 500),
          });
        }
        throw err;
      }
    });
  };
}
