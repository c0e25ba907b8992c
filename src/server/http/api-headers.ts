import type { FastifyInstance } from 'fastify';

/**
 * API answers are JSON read by our own client. Helmet's page headers (a long CSP, COOP, DNS and
 * download policies) protect HTML, not JSON, and doubled the size of every small API answer; API
 * routes keep the two that matter for data: no MIME sniffing, and no cross-origin reads.
 * Register before helmet so its own onRoute hook sees `helmet: false`.
 */
export function registerApiHeaders(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.helmet === undefined) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
    }
    done();
  });
}
