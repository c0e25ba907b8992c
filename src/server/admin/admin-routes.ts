import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requireAdmin } from './require-admin';
import { settingsAdminRoutes } from './settings-admin-routes';
import { systemAdminRoutes } from './system-admin-routes';
import { userAdminRoutes } from './user-admin-routes';

/**
 * Everything under /api/admin. One hook guards every route registered here (401 signed
 * out, 403 without the admin flag or from outside the IP allowlist). Register with the prefix
 * '/api/admin'.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, not preHandler: a signed-out caller gets 401 before any body is validated.
    app.addHook('onRequest', requireAdmin);
    await app.register(systemAdminRoutes(ctx));
    await app.register(userAdminRoutes(ctx));
    await app.register(settingsAdminRoutes(ctx));
  };
}
