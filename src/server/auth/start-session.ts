import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { setSessionCookie } from './session-plugin';
import type { SessionGrant } from './session-store';
import { trustedPeopleAtSignIn } from '../trusted-people/key-changes';

/**
 * Starts a fresh session and sets its cookie. The session id the visitor had before stops
 * working, so a planted or stolen pre-sign-in id is worth nothing. Answers the new cookie's
 * value (for a request made in the new session before the browser holds it: first-list.ts).
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  grant: SessionGrant,
): Promise<string> {
  if (request.cookies.kinfolio_sid) await ctx.sessions.destroy(request.cookies.kinfolio_sid);
  const session = await ctx.sessions.create(userId, grant, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(request, reply, session.cookieValue, session.absoluteExpire);
  ctx.keys.unlock(userId, grant.dataKey);
  await trustedPeopleAtSignIn(ctx, userId);
  return session.cookieValue;
}
