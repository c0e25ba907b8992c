import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListSchema } from '../../domain/notifications';
import { audit } from '../audit/audit-log';
import { requireUser, signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { notifications } from '../db/schema';
import { HttpError } from '../http/errors';

const LIST_LIMIT = 50;

/** The header bell: the user's own notifications, newest first, and marking them read. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('preHandler', requireUser);

    app.get(
      '/notifications',
      { schema: { response: { 200: notificationListSchema } } },
      async (request) => {
        const me = signedInUser(request);
        const [rows, [unread]] = await Promise.all([
          db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, me.id))
            .orderBy(desc(notifications.createdAt))
            .limit(LIST_LIMIT),
          db
            .select({ n: count() })
            .from(notifications)
            .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt))),
        ]);
        return {
          unreadCount: Number(unread?.n ?? 0),
          items: rows.map((n) => ({
            id: n.id,
            title: n.title,
            message: n.message,
            link: n.link,
            recordKind: n.recordKind,
            recordId: n.recordId,
            createdAt: n.createdAt.toISOString(),
            readAt: n.readAt?.toISOString() ?? null,
          })),
        };
      },
    );

    app.post(
      '/notifications/:id/read',
      { schema: { params: z.object({ id: z.uuid('Notification id must be a UUID') }) } },
      async (request, reply) => {
        const me = signedInUser(request);
        const updated = await db
          .update(notifications)
          .set({ readAt: new Date() })
          .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, me.id)))
          .returning({ id: notifications.id });
        if (updated.length === 0) throw new HttpError(404, 'Notification not found');
        await audit(db, request, {
          action: 'notification.read',
          message: 'Notification marked read',
          targetKind: 'notification',
          targetId: request.params.id,
        });
        return reply.code(204).send();
      },
    );

    app.post('/notifications/read-all', async (request, reply) => {
      const me = signedInUser(request);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
      await audit(db, request, {
        action: 'notification.read_all',
        message: 'All notifications marked read',
      });
      return reply.code(204).send();
    });
  };
}
