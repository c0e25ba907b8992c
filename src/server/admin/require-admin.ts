import type { FastifyRequest } from 'fastify';
import { ENROL_TWO_FACTOR_FIRST } from '../auth/session-plugin';
import { HttpError } from '../http/errors';
import { isAddressAllowed, parsedAllowlist } from './ip-allowlist';

/**
 * preHandler for every /api/admin route: 401 signed out, 403 without the admin flag, 403 from an
 * address outside the admin IP allowlist, 403 while two-factor enrolment is required (an empty list allows any; the list is read from memory).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  if (!request.currentUser.isAdmin) throw new HttpError(403, 'Administrators only.');
  // An admin is held to "2FA for all users" like everyone else: enrol first.
  if (request.mustEnrolTwoFactor) throw new HttpError(403, ENROL_TWO_FACTOR_FIRST);
  const parsed = parsedAllowlist(request.server.liveSettings.get('admin_ip_allowlist'));
  // A list that no longer parses (edited by hand in the database) refuses rather than opens.
  if (!parsed.ok || !isAddressAllowed(request.ip, parsed.ranges)) {
    throw new HttpError(403, 'Administrator access is not allowed from this IP address.');
  }
}
