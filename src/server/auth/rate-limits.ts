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
  limits: { perIp: number; perAccount: number },
): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: MINUTE,
    keyGenerator: (req) => `${name}:ip:${req.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: MINUTE,
    keyGenerator: (req) => `${name}:account:${accountKey(req)}`,
  });
  return async (request) => {
    for (const check of [perIp, perAccount]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
    }
  };
}

/**
 * Two-factor codes from one network address: 30 tries per 5 minutes, right or wrong. The
 * per-account limit counts wrong codes only (two-factor/second-factor.ts), so signing in often
 * never locks anyone out.
 */
export function twoFactorCodeLimits(app: FastifyInstance): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: 30,
    timeWindow: 5 * MINUTE,
    keyGenerator: (req) => `2fa-code:ip:${req.ip}`,
  });
  return async (request) => {
    const result = await perIp(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
  };
}

/** 429 with a wait the person can read and a Retry-After header. */
export function tooManyAttempts(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new HttpError(429, `Too many attempts. Please wait ${wait} and try again.`, {
    'retry-after': String(seconds),
  });
}
