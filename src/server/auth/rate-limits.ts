import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/errors';

const MINUTE = 60_000;

function accountKey(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  // Signed-in routes (two-factor setup) count against the signed-in account.
  const value = body.username ?? body.email ?? request.currentUser?.username ?? '';
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * Two limits for each sensitive route: per client IP, and per account named in the body (so
 * guesses spread over many IPs still hit the account's limit). Either answers 429 with a
 * message and Retry-After. Counters live in the database, shared by every app instance.
 */
export function authRateLimits(
  app: FastifyInstance,
  name: string,
  limits: { perIp: number; perAccount: number; windowMs?: number },
): preHandlerAsyncHookHandler {
  const timeWindow = limits.windowMs ?? MINUTE;
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow,
    keyGenerator: (req) => `${name}:account:${accountKey(req)}`,
  });
  return async (request) => {
    for (const check of [perIp, perAccount]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, Math.ceil(result.ttl / 1000));
        const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
        throw new HttpError(429, `Too many attempts. Please wait ${wait} and try again.`, {
          'retry-after': String(seconds),
        });
      }
    }
  };
}

/**
 * Two-factor codes: 5 guesses per account per 5 minutes (about 0.4% a day of guessing a 6-digit
 * code accepted in a 3-step window), whatever the number of IPs.
 */
export function twoFactorCodeLimits(app: FastifyInstance): preHandlerAsyncHookHandler {
  return authRateLimits(app, '2fa-code', { perIp: 30, perAccount: 5, windowMs: 5 * MINUTE });
}
