/**
 * /api/custom-reports: the custom report choices a person saved (areas, fields, a name and a
 * filter). They belong to the signed-in person, whichever vault is open: a choice is about
 * reports, not about anyone's records. The name and filter are sealed under the person's key.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_SAVED_CUSTOM_REPORTS,
  savedCustomReportInputSchema,
  savedCustomReportSchema,
  type SavedCustomReport,
} from '../../domain/reports/custom-report-api';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { DecryptionError } from '../crypto/aead';
import { openRow, sealRow } from '../crypto/row-sealer';
import { savedCustomReports } from '../db/schema';
import { HttpError } from '../http/errors';

const TABLE = 'saved_custom_reports';
type Row = typeof savedCustomReports.$inferSelect;

async function present(ctx: AppContext, row: Row): Promise<SavedCustomReport | null> {
  try {
    const opened = await openRow(
      ctx.keys,
      { table: TABLE, rowId: row.id, userId: row.userId },
      row.sealed,
    );
    return {
      id: row.id,
      name: opened.name ?? 'Saved report',
      areas: row.areas,
      fields: row.fields,
      filter: opened.filter ?? '',
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (err instanceof DecryptionError) return null; // a row that will not open is not offered
    throw err;
  }
}

export function savedCustomReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/custom-reports',
      { schema: { response: { 200: z.array(savedCustomReportSchema) } } },
      async (request) => {
        const me = signedInUser(request);
        const rows = await ctx.db
          .select()
          .from(savedCustomReports)
          .where(eq(savedCustomReports.userId, me.id))
          .orderBy(desc(savedCustomReports.createdAt));
        const list = await Promise.all(rows.map((row) => present(ctx, row)));
        return list.filter((r): r is SavedCustomReport => r !== null);
      },
    );

    app.post(
      '/custom-reports',
      {
        schema: { body: savedCustomReportInputSchema, response: { 201: savedCustomReportSchema } },
      },
      async (request, reply) => {
        const me = signedInUser(request);
        const { name, filter, areas, fields } = request.body;
        const [{ n }] = await ctx.db
          .select({ n: count() })
          .from(savedCustomReports)
          .where(eq(savedCustomReports.userId, me.id));
        if (n >= MAX_SAVED_CUSTOM_REPORTS)
          throw new HttpError(
            400,
            `You can save up to ${MAX_SAVED_CUSTOM_REPORTS} custom reports: delete one first`,
          );
        const id = randomUUID();
        const sealed = await sealRow(
          ctx.keys,
          { table: TABLE, rowId: id, userId: me.id },
          { name, filter },
        );
        const [row] = await ctx.db.transaction(async (tx) => {
          const inserted = await tx
            .insert(savedCustomReports)
            .values({ id, userId: me.id, areas, fields, sealed })
            .returning();
          await audit(tx, request, {
            action: 'custom-report.create',
            message: 'Saved a custom report',
            targetKind: 'custom-report',
            targetId: id,
          });
          return inserted;
        });
        return reply.status(201).send((await present(ctx, row))!);
      },
    );

    app.delete(
      '/custom-reports/:id',
      { schema: { params: z.object({ id: z.uuid('Saved report id must be a UUID') }) } },
      async (request, reply) => {
        const me = signedInUser(request);
        const id = request.params.id;
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(savedCustomReports)
            .where(and(eq(savedCustomReports.id, id), eq(savedCustomReports.userId, me.id)))
            .returning({ id: savedCustomReports.id });
          if (!row) throw new HttpError(404, 'No such saved report');
          await audit(tx, request, {
            action: 'custom-report.delete',
            message: 'Deleted a saved custom report',
            targetKind: 'custom-report',
            targetId: id,
          });
        });
        return reply.status(204).send();
      },
    );
  };
}
