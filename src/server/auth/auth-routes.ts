import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../domain/auth';
import { TRIAL_DAYS } from '../../domain/plans';
import { publicUserSchema } from '../../domain/user';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { presentUser } from '../users/user-presenter';
import { findUserByLogin, isUniqueViolation, violatedField } from '../users/user-repository';
import { hashPassword, verifyPassword } from './passwords';
import { assertPasswordAllowed } from '../admin/password-policy-check';
import { refuseSignInDuringMaintenance } from '../maintenance/maintenance-mode';
import { authRateLimits } from './rate-limits';
import { clearSessionCookie, requireUser, setSessionCookie, signedInUser } from './session-plugin';

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

  /** A fresh session id at every sign-in: the id the visitor had before stops working. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    if (request.cookies.kinfolio_sid) await sessions.destroy(request.cookies.kinfolio_sid);
    const session = await sessions.create(user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(request, reply, session.cookieValue, session.absoluteExpire);
  }

  return async (app) => {
    app.get(
      '/user',
      {
        preHandler: requireUser,
        schema: { response: { 200: publicUserSchema } },
        // The hottest route: presentUser already builds exactly the declared fields, so the
        // schema documents the answer and zod need not re-check it on every request.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => presentUser(signedInUser(request)),
    );

    app.post(
      '/register',
      {
        preHandler: authRateLimits(app, 'register', {
          perIp: config.rateLimits.authPerIpPerMinute,
          perAccount: config.rateLimits.authPerAccountPerMinute,
        }),
        schema: { body: registerSchema, response: { 201: publicUserSchema } },
      },
      async (request, reply) => {
        const body = request.body;
        assertPasswordAllowed(request, body.password);
        let user: UserRow;
        try {
          [user] = await db
            .insert(users)
            .values({
              username: body.username,
              email: body.email,
              password: await hashPassword(body.password),
              firstName: body.firstName,
              lastName: body.lastName,
              trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
              subscriptionStatus: 'trialing',
              lastLogin: new Date(),
            })
            .returning();
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          throw violatedField(err) === 'email'
            ? new HttpError(
                409,
                'An account with this email already exists. Sign in or reset your password.',
              )
            : new HttpError(409, 'This username is taken. Please choose another.');
        }
        await startSession(request, reply, user);
        await audit(db, request, {
          action: 'auth.register',
          message: 'Account created',
          userId: user.id,
        });
        return reply.code(201).send(presentUser(user));
      },
    );

    app.post(
      '/login',
      {
        preHandler: authRateLimits(app, 'login', {
          perIp: config.rateLimits.authPerIpPerMinute,
          perAccount: config.rateLimits.authPerAccountPerMinute,
        }),
        schema: { body: loginSchema, response: { 200: publicUserSchema } },
      },
      async (request, reply) => {
        const found = await findUserByLogin(db, request.body.username);
        const valid = await verifyPassword(found?.password, request.body.password);
        if (!found || !valid) {
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
        const [user] = await db
          .update(users)
          .set({ lastLogin: new Date() })
          .where(eq(users.id, found.id))
          .returning();
        await startSession(request, reply, user);
        await audit(db, request, { action: 'auth.login', message: 'Signed in', userId: user.id });
        return presentUser(user);
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

    app.post('/logout', async (request, reply) => {
      await endSession(request, reply);
      return reply.code(204).send();
    });

    app.get('/logout', async (request, reply) => {
      await endSession(request, reply);
      return reply.redirect('/');
    });

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
