import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema';
import { claimAttempt, clearAttempts, FREE_ATTEMPTS } from '../password-attempts';
import { tooManyAttempts } from '../rate-limits';
import { hashRecoveryCode, legacyRecoveryCodeHash, matchingStep, openTotpSecret } from './totp';

/** Wrong codes an account may send before it has to wait (the wait then doubles each time). */
export const WRONG_CODES_ALLOWED = FREE_ATTEMPTS;
export const WRONG_CODE_ACTION = 'auth.2fa_failed';

/**
 * Counts a code attempt for the account before the code is checked (password-attempts.ts: one
 * atomic upsert shared by every app instance), or answers 429 while a wait runs, from any number
 * of addresses. Runs `check`; a right code clears the count, a wrong one is audited (and its
 * wait too, when it starts one).
 */
async function countedCodeCheck<T>(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  wrongCodeMessage: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const claim = await claimAttempt(ctx.db, user.id, 'two_factor_code');
  if (!claim.allowed) throw tooManyAttempts(claim.retryAfterMs);
  const used = await check();
  if (used !== null) {
    await clearAttempts(ctx.db, user.id, 'two_factor_code');
    return used;
  }
  await audit(ctx.db, request, {
    action: WRONG_CODE_ACTION,
    level: 'warning',
    message: wrongCodeMessage,
    userId: user.id,
  });
  if (claim.waitMs > 0)
    await audit(ctx.db, request, {
      action: 'auth.2fa_locked',
      level: 'warning',
      message: `Two-factor codes refused for ${Math.round(claim.waitMs / 60_000)} min after ${claim.failures} wrong codes in a row`,
      userId: user.id,
    });
  return null;
}

/**
 * Checks a second step (of a sign-in, of turning two-factor off, of a sensitive change): an
 * authenticator code (each time step usable once) or one of the recovery codes (each usable
 * once). Both claims are single atomic UPDATEs, so two concurrent requests cannot use the same
 * code. Every outcome is audited; `purpose` names the step in the audit message.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  code: string,
  purpose = 'Sign-in',
): Promise<boolean> {
  const used = await countedCodeCheck(
    ctx,
    request,
    user,
    `${purpose}: wrong or reused two-factor code`,
    () =>
      /^\d{6}$/.test(code) ? claimTotpStep(ctx, user, code) : claimRecoveryCode(ctx, user, code),
  );
  if (used === 'recovery') {
    await audit(ctx.db, request, {
      action: 'auth.2fa_recovery_code_used',
      level: 'warning',
      message: `${purpose} with a two-factor recovery code`,
      userId: user.id,
    });
  }
  return used !== null;
}

/** What a wrong, reused or unknown code gets, at sign-in and in Account Settings. */
export const WRONG_CODE_MESSAGE =
  'That code is not valid. Check your authenticator app and try again.';

/**
 * An app code for enrolment or turning off (no recovery codes there): counted against the
 * account's wrong-code allowance, claimed once, a wrong one audited with `wrongCodeMessage`.
 */
export async function verifyAppCode(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  code: string,
  wrongCodeMessage: string,
): Promise<boolean> {
  const used = await countedCodeCheck(ctx, request, user, wrongCodeMessage, () =>
    claimTotpStep(ctx, user, code),
  );
  return used !== null;
}

/** Verifies an app code for a user and claims its time step. */
export async function claimTotpStep(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<'totp' | null> {
  if (!user.totpSecretSealed) return null;
  const step = matchingStep(openTotpSecret(ctx.serverKey, user.id, user.totpSecretSealed), code);
  if (step === null) return null;
  const [claimed] = await ctx.db
    .update(users)
    .set({ totpLastUsedStep: step })
    .where(
      and(
        eq(users.id, user.id),
        or(isNull(users.totpLastUsedStep), lt(users.totpLastUsedStep, step)),
      ),
    )
    .returning({ id: users.id });
  return claimed ? 'totp' : null;
}

async function claimRecoveryCode(
  ctx: AppContext,
  user: UserRow,
  code: string,
): Promise<'recovery' | null> {
  for (const hash of [hashRecoveryCode(ctx.serverKey, code), legacyRecoveryCodeHash(code)]) {
    if (!hash) continue;
    // One atomic UPDATE removes the hash only if it is still there: a code is used once.
    const [claimed] = await ctx.db
      .update(users)
      .set({ totpRecoveryCodeHashes: sql`${users.totpRecoveryCodeHashes} - ${hash}::text` })
      .where(and(eq(users.id, user.id), sql`${users.totpRecoveryCodeHashes} ? ${hash}::text`))
      .returning({ id: users.id });
    if (claimed) return 'recovery';
  }
  return null;
}
