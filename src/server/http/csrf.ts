import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a browser tells us the request was started by another site. */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false; // not a browser form/fetch: curl, mobile apps, server-to-server
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // "null" or garbage origins come from sandboxed or privacy-stripped contexts
  }
}

/**
 * CSRF defence for every state-changing request: SameSite=Lax cookies stop most cross-site
 * sends; this refuses the rest by Fetch Metadata, falling back to comparing Origin with Host for
 * older browsers.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request)) {
      throw new HttpError(403, 'Cross-site request refused. Use Kinfolio from its own address.');
    }
  });
}
