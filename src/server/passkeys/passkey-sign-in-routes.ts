import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  PASSWORD_ONCE_REASONS,
  passkeyPasswordStepSchema,
  passkeySignInAnswerSchema,
  passkeySignInSchema,
  webauthnOptionsSchema,
  type PasswordOnceReason,
} from '../../domain/passkeys';
import { publicUserSchema } from '../../domain/user';
import { audit } from '../audit/audit-log';
import { authRateLimits } from '../auth/rate-limits';
import { signInFailures } from '../auth/sign-in-failures';
import { startSession } from '../auth/start-session';
import { verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { DataKey } from '../crypto/vault-keys';
import { passkeys, users, webauthnChallenges, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { refuseSignInDuringMaintenance } from '../maintenance/maintenance-mode';
import { getSetting } from '../settings/system-settings';
import { presentUser } from '../users/user-presenter';
import { openVaultAtSignIn } from '../vault/sign-in-vault';
import { claimChallenge, issueChallenge, rememberChallenge } from './challenges';
import { prfOptions } from './prf-salt';
import { PASSKEY_REFUSALS, prfBytes, verifyPasskeyAssertion } from './passkey-assertions';
import { openWithPasskey, wrapForPasskey } from './passkey-vault';
import { relyingParty } from './relying-party';

export const NO_TWO_FACTOR_BY_THIS_PASSKEY =
  'This passkey did not check it was you (fingerprint, face or PIN), so it cannot stand in for two-factor sign-in. Sign in with your password and code.';

/**
 * Signing in with a passkey (docs/decisions/031): options with a single-use challenge, the
 * assertion (which opens the records when the passkey's PRF output opens its wrapping), and the
 * password once when it cannot. Limits, audit rows and sessions are those of a password sign-in.
 */
export function passkeySignInRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  const billingConfigured = Boolean(config.billing);

  return async (app) => {
    const limits = (name: string) =>
      authRateLimits(app, name, {
        perIp: config.rateLimits.authPerIpPerMinute,
        perAccount: config.rateLimits.authPerAccountPerMinute,
      });
    const failures = signInFailures(db, config.rateLimits.authPerAccountPerMinute);

    app.post(
      '/passkeys/sign-in-options',
      {
        preHandler: limits('passkey-options'),
        schema: { response: { 200: webauthnOptionsSchema } },
      },
      async () => {
        // No allowed list: the browser offers the passkeys it holds for this site (username-less).
        const options = await generateAuthenticationOptions({
          rpID: relyingParty(config).rpID,
          userVerification: 'preferred',
          extensions: prfOptions(),
        });
        await rememberChallenge(db, options.challenge, 'sign-in');
        return { options: options as unknown as Record<string, unknown> };
      },
    );

    /** Starts the session, as a password sign-in does, and answers the signed-in user. */
    async function signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      user: UserRow,
      dataKey: DataKey,
      grant: { passkeyId: string; userVerified: boolean; columns?: Partial<UserRow>; how: string },
    ) {
      const [row] = await db
        .update(users)
        .set({ lastLogin: new Date(), ...grant.columns })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw new HttpError(401, PASSKEY_REFUSALS.unknown);
      // A passkey that verified the person is two factors itself: it meets the administrator's
      // "two-factor for everyone" too. One that did not, does not.
      const mustEnrolTwoFactor =
        !row.totpEnabledAt &&
        !grant.userVerified &&
        (await getSetting(db, 'require_two_factor')) === 'true';
      await startSession(ctx, request, reply, row.id, {
        dataKey,
        mustEnrolTwoFactor,
        passkeyId: grant.passkeyId,
      });
      await audit(db, request, { action: 'auth.login', message: grant.how, userId: row.id });
      return presentUser(row, { mustEnrolTwoFactor, billingConfigured });
    }

    async function refused(
      request: FastifyRequest,
      account: string,
      err: unknown,
      userId?: string,
    ): Promise<never> {
      if (!(err instanceof HttpError)) throw err;
      await failures.record(request, account);
      await audit(db, request, {
        action: 'auth.login_failed',
        level: 'warning',
        message: `Failed passkey sign-in: ${err.message}`,
        userId: userId ?? null,
      });
      throw err;
    }

    app.post(
      '/passkeys/sign-in',
      {
        preHandler: limits('passkey-sign-in'),
        schema: { body: passkeySignInSchema, response: { 200: passkeySignInAnswerSchema } },
      },
      async (request, reply) => {
        const response = request.body.response as unknown as AuthenticationResponseJSON;
        const account = `passkey:${response.id}`;
        await failures.assertAllowed(request, account);
        const assertion = await verifyPasskeyAssertion(ctx, response, 'sign-in').catch((err) =>
          refused(request, account, err),
        );
        const { passkey, userVerified } = assertion;
        const [user] = await db.select().from(users).where(eq(users.id, passkey.userId));
        if (!user) throw new HttpError(401, PASSKEY_REFUSALS.unknown);
        if (!user.isActive) {
          await audit(db, request, {
            action: 'auth.login_refused',
            level: 'warning',
            message: 'Passkey sign-in refused: account suspended',
            userId: user.id,
          });
          throw new HttpError(403, 'This account is suspended. Please contact support.');
        }
        refuseSignInDuringMaintenance(request, user);
        if (user.totpEnabledAt && !userVerified)
          await refused(
            request,
            account,
            new HttpError(401, NO_TWO_FACTOR_BY_THIS_PASSKEY),
            user.id,
          );

        const prf = prfBytes(request.body.prf);
        let reason: PasswordOnceReason = 'no-prf';
        if (prf) {
          reason = 'first';
          if (passkey.vaultWrapped) {
            const opened = openWithPasskey(
              ctx.serverKey,
              user.id,
              passkey.credentialId,
              prf,
              passkey.vaultWrapped,
            );
            if (!opened)
              await refused(
                request,
                account,
                new HttpError(401, PASSKEY_REFUSALS.prfMismatch),
                user.id,
              );
            if (opened!.id === user.dataKeyId)
              return signIn(request, reply, user, opened!, {
                passkeyId: passkey.id,
                userVerified,
                how: `Signed in with a passkey (${passkey.name}), which opened the records`,
              });
            reason = 'renew'; // a new data key since: the password opens it once, then we renew
          }
        }
        // The passkey proved the person; the records still need the password, once.
        const ticket = await issueChallenge(db, 'password-step', {
          userId: user.id,
          credentialId: passkey.id,
          userVerified,
        });
        await audit(db, request, {
          action: 'auth.passkey_password_asked',
          message: `Passkey (${passkey.name}) accepted; the password is asked once to open the records`,
          userId: user.id,
        });
        return { passwordNeeded: true as const, ticket, reason: PASSWORD_ONCE_REASONS[reason] };
      },
    );

    app.post(
      '/passkeys/sign-in/password',
      {
        preHandler: limits('passkey-password'),
        schema: { body: passkeyPasswordStepSchema, response: { 200: publicUserSchema } },
      },
      async (request, reply) => {
        const { ticket, password } = request.body;
        const [step] = await db
          .select()
          .from(webauthnChallenges)
          .where(eq(webauthnChallenges.challenge, ticket));
        if (
          !step ||
          step.purpose !== 'password-step' ||
          step.expiresAt <= new Date() ||
          !step.userId
        )
          throw new HttpError(401, PASSKEY_REFUSALS.expired);
        const account = `user:${step.userId}`;
        await failures.assertAllowed(request, account);
        const [user] = await db.select().from(users).where(eq(users.id, step.userId));
        if (!user || !(await verifyPassword(user.password, password))) {
          await refused(
            request,
            account,
            new HttpError(401, 'Your password is not correct.'),
            user?.id,
          );
          throw new HttpError(401, 'Your password is not correct.'); // not reached: refused throws
        }
        // Used once: a second request with the same ticket finds nothing.
        if (!(await claimChallenge(db, ticket, 'password-step')))
          throw new HttpError(401, PASSKEY_REFUSALS.expired);
        const [passkey] = await db
          .select()
          .from(passkeys)
          .where(eq(passkeys.id, step.credentialId!));
        if (!passkey || !user.isActive) throw new HttpError(401, PASSKEY_REFUSALS.unknown);
        refuseSignInDuringMaintenance(request, user);
        const vault = await openVaultAtSignIn(ctx, user, password);
        // This passkey's wrapping is made (or renewed) now from its PRF output, sent again here.
        const prf = prfBytes(request.body.prf);
        if (prf) {
          await db
            .update(passkeys)
            .set(wrapForPasskey(ctx.serverKey, user.id, passkey.credentialId, prf, vault.dataKey))
            .where(eq(passkeys.id, passkey.id));
          await audit(db, request, {
            action: 'passkey.vault_renewed',
            message: `Passkey (${passkey.name}) can open the records again`,
            userId: user.id,
          });
        }
        return signIn(request, reply, user, vault.dataKey, {
          passkeyId: passkey.id,
          userVerified: step.userVerified,
          columns: vault.columns as Partial<UserRow>,
          how: `Signed in with a passkey (${passkey.name}) and the password`,
        });
      },
    );
  };
}
