import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../admin/require-admin';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { loadServerKey } from '../crypto/server-key';
import { HttpError } from '../http/errors';
import { loadSnapshot } from './load-snapshot';
import { parseSnapshot } from './parse-snapshot';
import { rowCounts, takeSnapshot } from './take-snapshot';

/** An import carries every stored file (base64), so its body may be far larger than a form's. */
export const IMPORT_BODY_LIMIT = 200 * 1024 * 1024;

/** kinfolio-export-YYYY-MM-DD.json, dated in UTC. */
export const exportFileName = (now: Date) =>
  `kinfolio-export-${now.toISOString().slice(0, 10)}.json`;

/**
 * GET /api/admin/export (all data as a pretty-printed JSON download, sealed columns still
 * ciphertext) and POST /api/admin/import (such a file, into an installation without those
 * accounts). Admins only; both audited.
 */
export function dataTransferRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The same file app.ts reads (or MASTER_KEY): only its fingerprint goes into files.
  const serverKey = loadServerKey({ dataDir: ctx.config.dataDir, masterKey: ctx.config.masterKey });
  return async (app) => {
    // onRequest, not preHandler: nobody else gets a 200 MB import body read and parsed.
    app.addHook('onRequest', requireAdmin);

    app.get('/admin/export', async (request, reply) => {
      const snapshot = await takeSnapshot(ctx.db, ctx.files, serverKey);
      const counts = rowCounts(snapshot);
      await audit(ctx.db, request, {
        action: 'admin.export',
        message: `All data exported (${counts.users} users, ${Object.keys(snapshot.files).length} files)`,
      });
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(snapshot, null, 2));
    });

    app.post('/admin/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      try {
        const snapshot = parseSnapshot(request.body, serverKey);
        const result = await loadSnapshot(ctx.db, ctx.files, snapshot, 'import', (tx, loaded) =>
          audit(tx, request, {
            action: 'admin.import',
            message: `Data imported (${loaded.tables.users ?? 0} users, ${loaded.files} files)`,
          }),
        );
        return { message: 'Data import completed', ...result };
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
