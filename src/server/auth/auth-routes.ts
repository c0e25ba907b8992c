import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../domain/auth';
import { TRIAL_DAYS } from '../../domain/plans';
import { publicUserSchema } from '../../domain/user';
import { signInAnswerSchema, signUpAnswerSchema } from '../../domain/vault';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { presentUser } from '../users/user-presenter';
import { findUserByLogin, isUniqueViolation, violatedField } from '../users/user-repository';
import { hashPassword, verifyPassword } from './passwords';
import { assertPasswordAllowed } from '../admin/password-policy-check';
import { refuseSignInDuringMaintenance } from '../maintenance/maintenance-mode';
import { accountNamed, authRateLimits, twoFactorCodeLimits } from './rate-limits';
import { signInFailures } from './sign-in-failures';
import { generateDataKey } from '../crypto/vault-keys';
import { getSetting } from '../settings/system-settings';
import { protectDataKey } from '../vault/account-vault';
import { openVaultAtSignIn } from '../vault/sign-in-vault';
import { clearSessionCookie, requireSession, signedInUser } from './session-plugin';
import { startSession } from './start-session';
import { firstListAtSignIn } from './first-list';
import { SIGN_OUT_PAGE_CSP, signOutPage } from './sign-out-page';
import { verifySecondFactor, WRONG_CODE_MESSAGE } from './two-factor/second-factor';
import { takeFromUnconfirmedHolder } from '../addresses/address-holders';
import { sendConfirmationLink } from '../addresses/confirmation-links';
import { acceptOnSignUp, proveInvitedAddress } from '../trusted-people/invitation-proof';

/** Only same-site paths may be a post-sign-in destination (no open redirects). */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\')
    ? value
    : '/';
}

const DAY_MS = 86_400_000;

/** Sign-up, sign-in, sign-out and the current user. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, sessions, config } = ctx;

  return async (app) => {
    const codeLimits = twoFactorCodeLimits(app);
    const failures = signInFailures(db, config.rateLimits.authPerAccountPerMinute);
    const billingConfigured = Boolean(config.billing);
    app.get(
      '/user',
      {
        preHandler: requireSession,
        schema: { response: { 200: publicUserSchema } },
        // The hottest route: presentUser already builds exactly the declared fields, so the
        // schema documents the answer and zod need not re-check it on every request.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) =>
        presentUser(signedInUser(request), {
          mustEnrolTwoFactor: request.mustEnrolTwoFactor,
          billingConfigured,
        }),
    );

    app.post(
      '/register',
      {
        preHandler: authRateLimits(app, 'register', {
          perIp: config.rateLimits.authPerIpPerMinute,
          perAccount: config.rateLimits.authPerAccountPerMinute,
        }),
        schema: { body: registerSchema, response: { 201: signUpAnswerSchema } },
      },
      async (request, reply) => {
        const { invitationToken, ...body } = request.body;
        assertPasswordAllowed(request, body.password);
        const now = new Date();
        // From an invitation link: the address is proven now, and taken from an unconfirmed holder.
        if (invitationToken) await proveInvitedAddress(ctx, invitationToken, body.email, now);
        // The data key is made now and stored only wrapped: under the password and under a
        // recovery key that the answer carries once (the user saves it in their Emergency Kit).
        const id = randomUUID();
        const dataKey = generateDataKey();
        const vault = await protectDataKey(ctx.serverKey, id, body.password, dataKey);
        const password = await hashPassword(body.password);
        let made: { user: UserRow; holderId: string | null };
        try {
          made = await db.transaction(async (tx) => {
            const holderId = invitationToken
              ? await takeFromUnconfirmedHolder(tx, request, body.email, id, now)
              : null;
            const [user] = await tx
              .insert(users)
              .values({
                id,
                ...vault.columns,
                ...body,
                password,
                emailConfirmedAt: invitationToken ? now : null,
                trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
                subscriptionStatus: 'trialing',
                // Equal on purpose: the home greets a first visit until the next sign-in
                // (domain/user.ts isFirstVisit).
                createdAt: now,
                lastLogin: now,
              })
              .returning();
            return { user: user!, holderId };
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          throw violatedField(err) === 'email'
            ? new HttpError(
                409,
                'An account with this email already exists. Sign in or reset your password.',
              )
            : new HttpError(409, 'This username is taken. Please choose another.');
        }
        const { user } = made;
        if (made.holderId) await sessions.userChanged(made.holderId);
        const mustEnrolTwoFactor = (await getSetting(db, 'require_two_factor')) === 'true';
        await startSession(ctx, request, reply, user.id, { dataKey, mustEnrolTwoFactor });
        await audit(db, request, {
          action: 'auth.register',
          message: invitationToken
            ? 'Account created from an invitation link, which confirmed its email address'
            : 'Account created',
          userId: user.id,
        });
        // From an invitation link, the sign-up ends with it accepted (no second click).
        if (invitationToken) await acceptOnSignUp(ctx, request, user, invitationToken, now);
        // The account works at once; the banner asks for the link until it is opened.
        if (!invitationToken)
          await sendConfirmationLink(ctx, request, user, user.email, false).catch((err) =>
            request.log.error({ err }, 'could not send the confirmation email'),
          );
        return reply.code(201).send({
          ...presentUser(user, { mustEnrolTwoFactor, billingConfigured }),
          recoveryKey: vault.recoveryKey,
        });
      },
    );

    app.post(
      '/login',
      {
        preHandler: authRateLimits(app, 'login', {
          perIp: config.rateLimits.authPerIpPerMinute,
          perAccount: config.rateLimits.authPerAccountPerMinute,
        }),
        schema: { body: loginSchema, response: { 200: signInAnswerSchema } },
      },
      async (request, reply) => {
        const found = await findUserByLogin(db, request.body.username);
        // By user id when the account exists, so its username and email share one count.
        const account = found ? `user:${found.id}` : `name:${accountNamed(request)}`;
        await failures.assertAllowed(request, account);
        const valid = await verifyPassword(found?.password, request.body.password);
        if (!found || !valid) {
          await failures.record(request, account);
          await audit(db, request, {
            action: 'auth.login_failed',
            level: 'warning',
            message: 'Failed sign-in',
            userId: found?.id ?? null,
          });
          throw new HttpError(401, 'Invalid username or password');
        }
        if (!found.isActive) {
          await audit(db, request, {
            action: 'auth.login_refused',
            level: 'warning',
            message: 'Sign-in refused: account suspended',
            userId: found.id,
          });
          throw new HttpError(403, 'This account is suspended. Please contact support.');
        }
        refuseSignInDuringMaintenance(request, found);
        if (found.totpEnabledAt) {
          if (!request.body.code) return { twoFactorRequired: true as const };
          await codeLimits.call(app, request, reply);
          if (!(await verifySecondFactor(ctx, request, found, request.body.code)))
            throw new HttpError(401, WRONG_CODE_MESSAGE);
        }
        const vault = await openVaultAtSignIn(ctx, found, request.body.password);
        const [user] = await db
          .update(users)
          .set({ lastLogin: new Date(), ...vault.columns })
          .where(eq(users.id, found.id))
          .returning();
        // Deleted since it was found (an admin, another instance): no such account any more.
        if (!user) throw new HttpError(401, 'Invalid username or password');
        const mustEnrolTwoFactor =
          !user.totpEnabledAt && (await getSetting(db, 'require_two_factor')) === 'true';
        const sessionCookie = await startSession(ctx, request, reply, user.id, {
          dataKey: vault.dataKey,
          mustEnrolTwoFactor,
        });
        await audit(db, request, { action: 'auth.login', message: 'Signed in', userId: user.id });
        if (vault.recoveryKey)
          await audit(db, request, {
            action: 'vault.migrated',
            message: 'Data key re-wrapped under the password and a new recovery key',
            userId: user.id,
          });
        // Not with a recovery key to save: that page comes first, and the list would wait unseen.
        const firstList = vault.recoveryKey
          ? undefined
          : await firstListAtSignIn(app, request, sessionCookie, request.body.firstScreen);
        return {
          ...presentUser(user, { mustEnrolTwoFactor, billingConfigured }),
          ...(vault.recoveryKey ? { recoveryKey: vault.recoveryKey } : {}),
          ...(firstList ? { firstList } : {}),
        };
      },
    );

    async function endSession(request: FastifyRequest, reply: FastifyReply) {
      const user = request.currentUser;
      const cookie = request.cookies.kinfolio_sid;
      if (cookie) await sessions.destroy(cookie);
      clearSessionCookie(reply);
      if (user)
        await audit(db, request, { action: 'auth.logout', message: 'Signed out', userId: user.id });
    }

    await app.register(async (scope) => {
      // The sign-out page's form (below) posts an empty form body: read and ignored.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, _body, done) => done(null, {}),
      );
      scope.post('/logout', async (request, reply) => {
        await endSession(request, reply);
        // From the sign-out page's form (a browser navigation): on to the sign-in page.
        if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
          return reply.redirect('/auth', 303);
        return reply.code(204).send();
      });
    });

    // A GET must change nothing, or any page could sign a visitor out with an <img src>: opened
    // as a page, it offers to sign out with a form posting here (same-origin, csrf.ts).
    app.get('/logout', async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SIGN_OUT_PAGE_CSP)
        .send(signOutPage(await getSetting(db, 'application_name'), Boolean(request.currentUser))),
    );

    app.get(
      '/login',
      { schema: { querystring: z.object({ returnTo: z.string().max(2000).optional() }) } },
      async (request, reply) => {
        const returnTo = safeReturnTo(request.query.returnTo);
        return reply.redirect(
          returnTo === '/' ? '/auth' : `/auth?returnTo=${encodeURIComponent(returnTo)}`,
        );
      },
    );
  };
}
