import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  startTwoFactorSetupSchema,
  twoFactorCodesSchema,
  twoFactorSetupSchema,
} from '../../../domain/vault';
import { lockOutOthers } from '../../account/account-security';
import { audit } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { getSetting } from '../../settings/system-settings';
import { passwordGuard } from '../password-attempts-guard';
import { twoFactorCodeLimits } from '../rate-limits';
import { requireSession, requireUser, signedInUser } from '../session-plugin';
import { verifyAppCode, verifySecondFactor, WRONG_CODE_MESSAGE } from './second-factor';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, sealTotpSecret } from './totp';

/**
 * Two-factor sign-in (TOTP, RFC 6238) from Account Settings: set up (QR code and secret),
 * confirm with a first code (which turns it on and gives ten recovery codes), turn off with
 * a code. Each step takes the password too, however fresh the session: whoever enrols their own
 * phone owns the account. Setup and confirmation are open to a user who must still enrol.
 */
export function twoFactorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    const codeLimits = twoFactorCodeLimits(app);
    const guard = passwordGuard(app, ctx);
    const confirmPassword = (request: FastifyRequest, password: string, purpose: string) =>
      guard.confirm(
        request,
        { password },
        { purpose, refusedAction: 'auth.2fa_change_refused', askCode: false },
      );
    app.post(
      '/account/2fa/setup',
      {
        preHandler: requireSession,
        schema: { body: startTwoFactorSetupSchema, response: { 200: twoFactorSetupSchema } },
      },
      async (request) => {
        const me = signedInUser(request);
        if (me.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in is already on.');
        await confirmPassword(request, request.body.password, 'Two-factor setup');
        const issuer = await getSetting(db, 'application_name');
        const { secret, otpauthUrl } = newTotpSecret(me.username, issuer);
        // Kept pending (not enabled) until a first code proves the app has it.
        await db
          .update(users)
          .set({
            totpSecretSealed: sealTotpSecret(ctx.serverKey, me.id, secret),
            totpLastUsedStep: null,
          })
          .where(eq(users.id, me.id));
        await ctx.sessions.userChanged(me.id);
        return {
          secret,
          otpauthUrl,
          qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }),
        };
      },
    );

    app.post(
      '/account/2fa/enable',
      {
        preHandler: [requireSession, codeLimits],
        schema: { body: enableTwoFactorSchema, response: { 200: twoFactorCodesSchema } },
      },
      async (request) => {
        const me = signedInUser(request);
        if (me.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in is already on.');
        if (!me.totpSecretSealed) throw new HttpError(400, 'Start the setup first.');
        await confirmPassword(request, request.body.password, 'Two-factor setup');
        if (
          !(await verifyAppCode(
            ctx,
            request,
            me,
            request.body.code,
            'Two-factor setup: wrong code',
          ))
        )
          throw new HttpError(400, WRONG_CODE_MESSAGE);
        const codes = newRecoveryCodes();
        await db
          .update(users)
          .set({
            totpEnabledAt: new Date(),
            totpRecoveryCodeHashes: codes.map((c) => hashRecoveryCode(ctx.serverKey, c)),
          })
          .where(eq(users.id, me.id));
        if (request.mustEnrolTwoFactor && request.sessionCookie)
          await ctx.sessions.enrolled(request.sessionCookie);
        await lockOutOthers(ctx, request, me.id);
        await audit(db, request, {
          action: 'auth.2fa_enabled',
          message: 'Two-factor sign-in turned on',
        });
        return { recoveryCodes: codes };
      },
    );

    app.post(
      '/account/2fa/disable',
      { preHandler: [requireUser, codeLimits], schema: { body: disableTwoFactorSchema } },
      async (request, reply) => {
        const me = signedInUser(request);
        if (!me.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in is not on.');
        // Refuse before the code is checked, so a refused turn-off does not use up the code.
        if ((await getSetting(db, 'require_two_factor')) === 'true')
          throw new HttpError(
            403,
            'Your administrator requires two-factor sign-in for every account.',
          );
        await confirmPassword(request, request.body.password, 'Two-factor turn-off');
        if (!(await verifySecondFactor(ctx, request, me, request.body.code, 'Two-factor turn-off')))
          throw new HttpError(400, WRONG_CODE_MESSAGE);
        await db
          .update(users)
          .set({
            totpEnabledAt: null,
            totpSecretSealed: null,
            totpRecoveryCodeHashes: null,
            totpLastUsedStep: null,
          })
          .where(eq(users.id, me.id));
        await lockOutOthers(ctx, request, me.id);
        await audit(db, request, {
          action: 'auth.2fa_disabled',
          message: 'Two-factor sign-in turned off',
        });
        return reply.code(204).send();
      },
    );
  };
}
