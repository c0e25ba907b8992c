import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeyRing } from '../crypto/key-ring';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE, signedInUser } from '../http/request-user';
import type { SessionStore } from './session-store';

export { SESSION_COOKIE, signedInUser };

/**
 * Resolves the session cookie on every API request and hands the session's data key to the key
 * ring: the key is only ever available to the server while a request carries its cookie.
 */
export function registerSessions(app: FastifyInstance, store: SessionStore, keys: KeyRing) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionCookie', null);
  app.decorateRequest('mustEnrolTwoFactor', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const session = await store.resolve(cookie);
    if (!session) return;
    request.currentUser = session.user;
    request.sessionCookie = cookie;
    request.mustEnrolTwoFactor = session.mustEnrolTwoFactor;
    keys.unlock(session.user.id, session.dataKey);
  });
}

/** The session cookie's fixed flags (Secure is added per request when served over HTTPS). */
export const SESSION_COOKIE_FLAGS = { httpOnly: true, sameSite: 'lax' } as const;

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure when served over HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    ...SESSION_COOKIE_FLAGS,
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The message (and `code`) a user who must first enrol in two-factor sign-in gets. */
export const ENROL_TWO_FACTOR_FIRST =
  'Your administrator requires two-factor sign-in. Set it up to continue.';

/**
 * preHandler for signed-in routes: 401 when there is no live session, 403 while the user must
 * still enrol in two-factor sign-in (only the enrolment, the user and sign-out routes use
 * `requireSession` instead).
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  if (request.mustEnrolTwoFactor) throw new HttpError(403, ENROL_TWO_FACTOR_FIRST);
}

/** preHandler for the few routes a user may reach before the required enrolment. */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
}
