import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAINTENANCE_MESSAGE } from '../../domain/admin';
import type { UserRow } from '../db/schema';
import { isApiRequest, isCanonicalPath } from '../http/api-path';
import { HttpError } from '../http/errors';

/** What clients are told to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 300;

/**
 * Routes a non-admin may still call during maintenance, by method and route pattern: what an
 * admin needs to sign in, what the web needs to show the maintenance page to everyone else, and
 * Stripe's webhook (a 503 would only make Stripe retry, and a payment must not be lost).
 * Matched on the route Fastify chose, so no header or query string can add to it.
 */
const OPEN_DURING_MAINTENANCE = new Set([
  'GET /api/site-info',
  'GET /api/user',
  'POST /api/login',
  'GET /api/login',
  'POST /api/logout',
  'GET /api/logout',
  'POST /api/billing/webhook',
]);

/** True for the routes listed above (exported for the maintenance sweep test). */
export function isOpenDuringMaintenance(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && OPEN_DURING_MAINTENANCE.has(`${method} ${routeUrl}`);
}

const unavailable = () =>
  new HttpError(503, MAINTENANCE_MESSAGE, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * While maintenance mode is on, every /api request of a non-admin answers 503 with Retry-After,
 * however its path is spelled (percent-encoded, doubled slashes, upper case).
 * Register after the session hook (it reads currentUser). The flag comes from memory, so the
 * hook costs no query.
 */
export function registerMaintenanceMode(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!app.liveSettings.maintenance || !isApiRequest(request)) return;
    if (request.currentUser?.isAdmin) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    // An open route reached through an odd spelling (/%61pi/user, //api/user) stays closed: the
    // session hook, which looks at the raw path, would not even know who is asking.
    if (isCanonicalPath(request.url) && isOpenDuringMaintenance(method, request.routeOptions.url))
      return;
    throw unavailable();
  });
}

/** Sign-in of a non-admin during maintenance: refused with 503 once the password checked out. */
export function refuseSignInDuringMaintenance(request: FastifyRequest, user: UserRow): void {
  if (request.server.liveSettings.maintenance && !user.isAdmin) throw unavailable();
}
