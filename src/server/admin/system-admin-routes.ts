import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_LOG_ACTIONS,
  adminLogEntrySchema,
  adminLogQuerySchema,
  adminStatsSchema,
  maintenanceSchema,
  systemMessageSchema,
} from '../../domain/admin';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { notifications, systemLogs, users } from '../db/schema';
import { computeAdminStats } from './admin-stats';

/** Title of a broadcast in the header bell. */
export const SYSTEM_MESSAGE_TITLE = 'System message';

/** The dashboard's stat cards, the System tab (broadcast, logs) and maintenance mode. */
export function systemAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get('/stats', { schema: { response: { 200: adminStatsSchema } } }, async () =>
      computeAdminStats(db),
    );

    // Read-only by design: no route edits or deletes audit entries.
    app.get(
      '/logs',
      {
        schema: {
          querystring: adminLogQuerySchema,
          response: { 200: z.array(adminLogEntrySchema) },
        },
      },
      async (request) => {
        const { level, q, category, limit } = request.query;
        const where: SQL[] = [];
        if (level) where.push(eq(systemLogs.level, level));
        if (category === 'access') where.push(inArray(systemLogs.action, [...ACCESS_LOG_ACTIONS]));
        if (q) {
          const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          where.push(
            or(
              ilike(systemLogs.message, pattern),
              ilike(systemLogs.action, pattern),
              ilike(systemLogs.ipAddress, pattern),
              ilike(sql`${systemLogs.userId}::text`, pattern),
            )!,
          );
        }
        const rows = await db
          .select()
          .from(systemLogs)
          .where(where.length ? and(...where) : undefined)
          .orderBy(desc(systemLogs.timestamp))
          .limit(limit);
        return rows.map((r) => ({
          id: r.id,
          level: r.level,
          timestamp: r.timestamp.toISOString(),
          message: r.message,
          action: r.action,
          userId: r.userId,
          ipAddress: r.ipAddress,
          targetKind: r.targetKind,
          targetId: r.targetId,
        }));
      },
    );

    app.post(
      '/system-message',
      {
        schema: {
          body: systemMessageSchema,
          response: { 200: z.object({ recipients: z.number() }) },
        },
      },
      async (request) => {
        // One INSERT ... SELECT: one row per account, however many accounts there are.
        const result = await db.execute(sql`
          WITH sent AS (
            INSERT INTO ${notifications} (user_id, title, message)
            SELECT ${users.id}, ${SYSTEM_MESSAGE_TITLE}, ${request.body.message} FROM ${users}
            RETURNING 1
          )
          SELECT count(*)::int AS n FROM sent`);
        const recipients = Number(
          (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0,
        );
        await audit(db, request, {
          action: 'admin.system_message',
          message: `System message sent to ${recipients} users`,
        });
        return { recipients };
      },
    );

    app.get('/maintenance', { schema: { response: { 200: maintenanceSchema } } }, async () => ({
      enabled: app.liveSettings.maintenance,
    }));

    app.post(
      '/maintenance',
      { schema: { body: maintenanceSchema, response: { 200: maintenanceSchema } } },
      async (request) => {
        const { enabled } = request.body;
        await app.liveSettings.save(
          [['maintenance_mode', String(enabled)]],
          request.currentUser?.id,
        );
        await audit(db, request, {
          action: enabled ? 'admin.maintenance_on' : 'admin.maintenance_off',
          level: 'warning',
          message: enabled ? 'Maintenance mode enabled' : 'Maintenance mode disabled',
        });
        return { enabled: app.liveSettings.maintenance };
      },
    );
  };
}
