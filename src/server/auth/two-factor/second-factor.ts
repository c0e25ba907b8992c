import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema';
import { hashRecoveryCode, matchingStep, openTotpSecret } from './totp';

/**
 * Checks the second step of a sign-in: an authenticator code (each time step usable once) or
 * one of the recovery codes (each usable once). Both claims are single atomic UPDATEs, so two
 * concurrent requests cannot use the same code. Every outcome is audited.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const used = /^\d{6}$/.test(code)
    ? await claimTotpStep(ctx, user, code)
    : await claimRecoveryCode(ctx, user, code);
  if (used === 'recovery') {
    await audit(ctx.db, request, {
      action: 'auth.2fa_recovery_code_used',
      level: 'warning',
      message: 'Signed in with a two-factor recovery code',
      userId: user.id,
    });
  }
  if (!used) {
    await audit(ctx.db, request, {
      action: 'auth.2fa_failed',
      level: 'warning',
      message: 'Wrong or reused two-factor code',
      userId: user.id,
    });
  }
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
  const hash = hashRecoveryCode(code);
  const [claimed] = await ctx.db
    .update(users)
    .set({ totpRecoveryCodeHashes: sql`${users.totpRecoveryCodeHashes} - ${hash}::text` })
    .where(and(eq(users.id, user.id), sql`${users.totpRecoveryCodeHashes} ? ${hash}::text`))
    .returning({ id: users.id });
  return claimed ? 'recovery' : null;
}
