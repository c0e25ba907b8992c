import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVITATION_PATH } from '../../domain/trusted-people';
import { SESSION_COOKIE } from './request-user';

const ROOT = '<div id="root"';

/**
 * The emailed invitation link is opened cold, most often by someone with no account yet. Asked
 * for without a session cookie, the app shell says so on #root (`data-signed-out`), and the
 * browser starts signed out (src/web/main.tsx) instead of asking GET /api/user for a 401, which
 * the browser reports as an error on the invitee's first screen (issue 28). With a cookie the
 * shell is sent as always: the session may still be good, and only the server can tell.
 * The prerendered public pages do the same by their own means (web-pages.ts).
 */
export function registerSignedOutShell(app: FastifyInstance, shellHtml: string) {
  const signedOut = shellHtml.replace(ROOT, `${ROOT} data-signed-out=""`);
  const send = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(request.cookies[SESSION_COOKIE] ? shellHtml : signedOut);
  // /invitations#token=…, and /invitations/<token> as links were mailed before.
  app.get(INVITATION_PATH, send);
  app.get(`${INVITATION_PATH}/:token`, send);
}
