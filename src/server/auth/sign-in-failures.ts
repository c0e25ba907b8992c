import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { hitCounter, peekCounter } from './rate-limit-store';
import { keyDigest, tooManyAttempts } from './rate-limits';
import { requestNetwork } from '../http/client-network';

/** The window both failure counters share. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The account-wide ceiling is this many times the per-minute per-account-and-IP limit. */
export const CEILING_FACTOR = 5;

/**
 * The last-resort, account-wide limit on failed sign-ins (docs/decisions/010). Guesses spread
 * over many addresses each pass the per-account-and-IP limit, so failures are also counted for
 * the account from every address. Past the ceiling, only an address that has itself failed for
 * this account in the window is refused: a botnet gets one guess per address per window, and
 * the owner, signing in from an address that has not failed, is never locked out.
 */
export function signInFailures(db: Database, perAccountPerMinute: number) {
  const ceiling = perAccountPerMinute * CEILING_FACTOR;
  const keys = (request: FastifyRequest, account: string) => ({
    account: `login-failures:account:${keyDigest(account)}`,
    address: `login-failures:account-ip:${keyDigest(account)}:${requestNetwork(request)}`,
  });
  return {
    /** 429 when the account is past its ceiling and this address has failed for it. */
    async assertAllowed(request: FastifyRequest, account: string): Promise<void> {
      const key = keys(request, account);
      const total = await peekCounter(db, key.account);
      if (total.current < ceiling) return;
      const here = await peekCounter(db, key.address);
      if (here.current > 0) throw tooManyAttempts(Math.min(total.ttl, here.ttl));
    },
    /** Counts a failed sign-in for the account and for this address. */
    async record(request: FastifyRequest, account: string): Promise<void> {
      const key = keys(request, account);
      await hitCounter(db, key.account, SIGN_IN_FAILURE_WINDOW_MS);
      await hitCounter(db, key.address, SIGN_IN_FAILURE_WINDOW_MS);
    },
  };
}
