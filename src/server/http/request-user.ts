import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/core';
import { HttpError } from './errors';

// Who a request comes from, as the session plugin (auth/session-plugin.ts) resolved it. Here in
// the ground rooms because every room reads it, and auth (a feature) builds on it, not under it.

/** The session cookie's name. */
export const SESSION_COOKIE = 'kinfolio_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on every /api request. */
    currentUser: UserRow | null;
    /** The raw session cookie value, when it names a live session. */
    sessionCookie: string | null;
    /** Signed in, but two-factor enrolment is required before any data (admin setting). */
    mustEnrolTwoFactor: boolean;
  }
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  return request.currentUser;
}
