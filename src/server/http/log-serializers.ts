import type { FastifyRequest } from 'fastify';

/** A URL as request logs may show it: the path only, any query string replaced by `?…`. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?…`;
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
