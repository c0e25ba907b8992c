import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { isAddressAllowed, parsedAllowlist } from './ip-allowlist';

/**
 * preHandler for every /api/admin route: 401 signed out, 403 without the admin flag, 403 from an
 * address outside the admin IP allowlist (an empty list allows any; the list is read from memory).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  if (!request.currentUser.isAdmin) throw new HttpError(403, 'Administrators only.');
  const parsed = parsedAllowlist(request.server.liveSettings.get('admin_ip_allowlist'));
  // A list that no longer parses (edited by hand in the database) refuses rather than opens.
  if (!parsed.ok || !isAddressAllowed(request.ip, parsed.ranges)) {
    throw new HttpError(403, 'Administrator access is not allowed from this IP address.');
  }
}
