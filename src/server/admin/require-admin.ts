import type { FastifyRequest } from 'fastify';
import { ENROL_TWO_FACTOR_FIRST } from '../auth/session-plugin';
import { isCrossSite } from '../http/csrf';
import { HttpError } from '../http/errors';
import { isAddressAllowed, parsedAllowlist } from './ip-allowlist';

/** The answer to an admin request started by another site, whatever its method. */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused. Use Kinfolio from its own address.';

/**
 * onRequest hook of every /api/admin route: 403 when another site started the request (any
 * method), 401 signed out, 403 without the admin flag, 403 from an address outside the admin IP
 * allowlist (an empty list allows any; the list is read from memory), 403 while two-factor
 * enrolment is required.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  // GETs too (the CSRF hook passes them): a link on another site must not make an admin's
  // browser open an account's details, which writes an audit row in the admin's name.
  if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE_MESSAGE);
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
