import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserDetailSchema, adminUserSchema } from '../../domain/admin';
import { audit } from '../audit/audit-log';
import { signedInUser } from '../auth/session-plugin';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { adminUserDetail, presentAdminUser } from './admin-users';
import { deleteUserAndData } from './delete-user';

/** Largest list the Users tab loads at once. */
const USER_LIST_LIMIT = 1000;

const idParams = z.object({ id: z.uuid('User id must be a UUID') });

/** Users tab: list, View (metadata and counts), Suspend, Reactivate, Delete. */
export function userAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, sessions } = ctx;

  async function findUser(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(404, 'User not found');
    return row;
  }

  /** An admin cannot suspend or delete the account they are using. */
  function refuseSelf(request: FastifyRequest, id: string, verb: string) {
    if (signedInUser(request).id === id) {
      throw new HttpError(400, `You cannot ${verb} your own account.`);
    }
  }

  return async (app) => {
    app.get('/users', { schema: { response: { 200: z.array(adminUserSchema) } } }, async () => {
      const rows = await db
        .select()
        .from(users)
        .orderBy(desc(users.createdAt))
        .limit(USER_LIST_LIMIT);
      return rows.map(presentAdminUser);
    });

    app.get(
      '/users/:id',
      { schema: { params: idParams, response: { 200: adminUserDetailSchema } } },
      async (request) => {
        const row = await findUser(request.params.id);
        await audit(db, request, {
          action: 'admin.user_view',
          message: `Viewed the account of ${row.username}`,
          targetKind: 'user',
          targetId: row.id,
        });
        return adminUserDetail(db, row);
      },
    );

    app.post(
      '/users/:id/suspend',
      { schema: { params: idParams, response: { 200: adminUserSchema } } },
      async (request) => {
        refuseSelf(request, request.params.id, 'suspend');
        const [row] = await db
          .update(users)
          .set({ isActive: false, updatedAt: new Date() })
          .where(eq(users.id, request.params.id))
          .returning();
        if (!row) throw new HttpError(404, 'User not found');
        // Ends every open session now, on every instance, before answering.
        await sessions.destroyAllForUser(row.id);
        await audit(db, request, {
          action: 'admin.user_suspend',
          level: 'warning',
          message: `Suspended user ${row.username}`,
          targetKind: 'user',
          targetId: row.id,
        });
        return presentAdminUser(row);
      },
    );

    app.post(
      '/users/:id/reactivate',
      { schema: { params: idParams, response: { 200: adminUserSchema } } },
      async (request) => {
        const [row] = await db
          .update(users)
          .set({ isActive: true, updatedAt: new Date() })
          .where(eq(users.id, request.params.id))
          .returning();
        if (!row) throw new HttpError(404, 'User not found');
        await sessions.userChanged(row.id);
        await audit(db, request, {
          action: 'admin.user_reactivate',
          message: `Reactivated user ${row.username}`,
          targetKind: 'user',
          targetId: row.id,
        });
        return presentAdminUser(row);
      },
    );

    app.delete('/users/:id', { schema: { params: idParams } }, async (request, reply) => {
      refuseSelf(request, request.params.id, 'delete');
      if (!(await deleteUserAndData(ctx, request, request.params.id))) {
        throw new HttpError(404, 'User not found');
      }
      return reply.code(204).send();
    });
  };
}
