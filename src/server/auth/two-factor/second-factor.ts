import { and, count, eq, gt, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { systemLogs, users, type UserRow } from '../../db/schema';
import { tooManyAttempts } from '../rate-limits';
import { hashRecoveryCode, matchingStep, openTotpSecret } from './totp';

/** Wrong codes an account may send per window (about 0.4% a day of guessing a 6-digit code). */
export const WRONG_CODES_ALLOWED = 5;
const WRONG_CODE_WINDOW_MS = 5 * 60_000;
export const WRONG_CODE_ACTION = 'auth.2fa_failed';

/**
 * 429 once an account has sent 5 wrong codes in 5 minutes, from any number of addresses. The
 * count is the audit log's own record of wrong codes, so every app instance sees the same.
 */
export async function assertCodeGuessesLeft(ctx: AppContext, userId: string): Promise<void> {
  const since = new Date(Date.now() - WRONG_CODE_WINDOW_MS);
  const [recent] = await ctx.db
    .select({ wrong: count(), oldest: min(systemLogs.timestamp) })
    .from(systemLogs)
    .where(
      and(
        eq(systemLogs.userId, userId),
        eq(systemLogs.action, WRONG_CODE_ACTION),
        gt(systemLogs.timestamp, since),
      ),
    );
  if (recent.wrong >= WRONG_CODES_ALLOWED && recent.oldest)
    throw tooManyAttempts(new Date(recent.oldest).getTime() + WRONG_CODE_WINDOW_MS - Date.now());
}

/**
 * Checks the second step of a sign-in (or of turning two-factor off): an authenticator code (each time step usable once) or
 * one of the recovery codes (each usable once). Both claims are single atomic UPDATEs, so two
 * concurrent requests cannot use the same code. Every outcome is audited.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  code: string,
  purpose: 'Sign-in' | 'Two-factor turn-off' = 'Sign-in',
): Promise<boolean> {
  await assertCodeGuessesLeft(ctx, user.id);
  const used = /^\d{6}$/.test(code)
    ? await claimTotpStep(ctx, user, code)
    : await claimRecoveryCode(ctx, user, code);
  if (used === 'recovery') {
    await audit(ctx.db, request, {
      action: 'auth.2fa_recovery_code_used',
      level: 'warning',
      message: `${purpose} with a two-factor recovery code`,
      userId: user.id,
    });
  }
  if (!used) {
    await audit(ctx.db, request, {
      action: WRONG_CODE_ACTION,
      level: 'warning',
      message: `${purpose}: wrong or reused two-factor code`,
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
  await assertCodeGuessesLeft(ctx, user.id);
  if (await claimTotpStep(ctx, user, code)) return true;
  await audit(ctx.db, request, {
    action: WRONG_CODE_ACTION,
    level: 'warning',
    message: wrongCodeMessage,
    userId: user.id,
  });
  return false;
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
  const hash = hashRecoveryCode(code);
  const [claimed] = await ctx.db
    .update(users)
    .set({ totpRecoveryCodeHashes: sql`${users.totpRecoveryCodeHashes} - ${hash}::text` })
    .where(and(eq(users.id, user.id), sql`${users.totpRecoveryCodeHashes} ? ${hash}::text`))
    .returning({ id: users.id });
  return claimed ? 'recovery' : null;
}
