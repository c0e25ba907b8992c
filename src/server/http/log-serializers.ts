import type { FastifyRequest } from 'fastify';

/**
 * An invitation link mailed before its token moved to the fragment (`/invitations/<token>`), or an
 * old client's `/api/invitations/<token>…`: the token is replaced, the routes that take it in the
 * body (lookup, accept) stay readable.
 */
const INVITATION_TOKEN_IN_PATH = /^(\/(?:api\/)?invitations\/)(?!(?:lookup|accept)(?:[/?]|$))[^?]+/;

/**
 * A URL as request logs may show it: the path only, any query string replaced by `?…`, and a
 * token in an old invitation link's path replaced by `…`.
 */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const safePath = path.replace(INVITATION_TOKEN_IN_PATH, '$1…');
  return query === -1 ? safePath : `${safePath}?…`;
}

/**
 * Fastify's request serializer without the query string: a query can carry a secret (an old
 * `/reset-password?token=` link, a returnTo with one) and logs are read by more people, and kept
 * longer, than the secret should be.
 */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
