import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/core';
import { HttpError } from '../http/errors';
import type { SessionStore } from './session-store';

export const SESSION_COOKIE = 'kinfolio_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on every /api request. */
    currentUser: UserRow | null;
    /** The raw session cookie value, when it names a live session. */
    sessionCookie: string | null;
  }
}

/** Resolves the session cookie on every API request. */
export function registerSessions(app: FastifyInstance, store: SessionStore) {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionCookie', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const session = await store.resolve(cookie);
    if (!session) return;
    request.currentUser = session.user;
    request.sessionCookie = cookie;
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

/** preHandler for signed-in routes: 401 when there is no live session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, 'Unauthorized');
  return request.currentUser;
}
