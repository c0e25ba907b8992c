import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-path';

/** JSON loads nothing and belongs in no frame: the strictest policy fits every API answer. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * API answers are JSON read by our own client. Helmet's page headers (a long CSP, COOP, DNS and
 * download policies) protect HTML, not JSON, and doubled the size of every small API answer; API
 * routes keep what matters for data: no MIME sniffing, no cross-origin reads, a CSP that allows
 * nothing (in case an answer is ever opened as a page), and no caching, since most answers carry
 * decrypted records (a route that may be cached, like /api/site-info, sets its own header).
 * The path is judged normalised, so /%61pi/... gets the same headers as /api/....
 * Register before helmet so its own onRoute hook sees `helmet: false`.
 */
export function registerApiHeaders(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.helmet === undefined) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      reply.header('content-security-policy', API_CSP);
      reply.header('cache-control', 'no-store');
    }
    done();
  });
}
