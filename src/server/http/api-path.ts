import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * The path a request names, in one spelling: query dropped, percent-encoding decoded (repeatedly,
 * so %2561 is 'a' too), backslashes and doubled slashes folded, dot segments resolved, lower case.
 * The router decodes `/%61pi/user` to `/api/user`, so a check on the raw URL alone could be
 * walked around; decisions about "is this the API?" use this instead.
 */
export function normalisedPath(url: string): string {
  let p = url.split(/[?#]/, 1)[0];
  for (let i = 0; i < 4 && p.includes('%'); i++) {
    try {
      const decoded = decodeURIComponent(p);
      if (decoded === p) break;
      p = decoded;
    } catch {
      break; // malformed escapes: judge the text as it stands
    }
  }
  return path.posix.normalize(`/${p.replace(/\\/g, '/')}`).toLowerCase();
}

/** True when the request is for the JSON API, however its path is spelled. */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/')) return true;
  const p = normalisedPath(request.url);
  return p === '/api' || p.startsWith('/api/');
}

/** True when the path is already written the one way `normalisedPath` spells it. */
export function isCanonicalPath(url: string): boolean {
  return url.split(/[?#]/, 1)[0] === normalisedPath(url);
}
