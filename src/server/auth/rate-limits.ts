import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { requestNetwork } from '../http/client-network';
import { HttpError } from '../http/errors';

const MINUTE = 60_000;

/** A short digest, so counter keys never store a name or token and never outgrow the key column. */
export function keyDigest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/** The account a request names in its body (username or email), normalised; '' when none. */
export function accountNamed(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = body.username ?? body.email ?? '';
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * The second counter's key. An account named in the body can be anyone's, so it is paired with
 * the client IP: an attacker exhausting it blocks only their own address, never the owner
 * (docs/decisions/010). A signed-in route counts against the signed-in account alone.
 */
function accountKey(request: FastifyRequest): string {
  const named = accountNamed(request);
  if (named) return `account-ip:${keyDigest(named)}:${requestNetwork(request)}`;
  return `account:${request.currentUser?.id ?? ''}`;
}

/**
 * Two limits for each sensitive route: per client IP, and per account (see accountKey) or per
 * `subject` when given (the reset route keys by its token). Either answers 429 with a message
 * and Retry-After. Counters live in the database, shared by every app instance.
 */
export function authRateLimits(
  app: FastifyInstance,
  name: string,
  limits: { perIp: number; perAccount: number },
  subject: (request: FastifyRequest) => string = accountKey,
): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: MINUTE,
    keyGenerator: (req) => `${name}:ip:${requestNetwork(req)}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: MINUTE,
    keyGenerator: (req) => `${name}:${subject(req)}`,
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
    keyGenerator: (req) => `2fa-code:ip:${requestNetwork(req)}`,
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
