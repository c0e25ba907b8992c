import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit/audit-log';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { claimAttempt, clearAttempts, FREE_ATTEMPTS } from './password-attempts';
import { wrongPasswordsEmail } from './password-attempts-email';
import { verifyPassword } from './passwords';
import { tooManyAttempts } from './rate-limits';
import { signedInUser } from './session-plugin';
import { verifySecondFactor, WRONG_CODE_MESSAGE } from './two-factor/second-factor';
import { requestNetwork } from '../http/client-network';

/** What a signed-in user gives to prove it is them: the password, and a code when 2FA is on. */
export interface ReauthAnswers {
  password: string;
  code?: string;
}

export interface ReauthOptions {
  /** Names the change in audit messages: 'Email change', 'New recovery key'... */
  purpose: string;
  /** Audit action of a wrong password (kept per route, as before). */
  refusedAction: string;
  /** The 400 message of a wrong password. */
  wrongPassword?: string;
  /** False where the route checks the two-factor code itself (turning two-factor off). */
  askCode?: boolean;
}

/** One guessed secret being checked: say how it went. */
export interface GuessAttempt {
  succeeded(): Promise<void>;
  /** Audits the wrong guess (and the wait it starts, mailing the owner at the first). */
  failed(event: { action: string; message: string }): Promise<void>;
}

export const CODE_REQUIRED_MESSAGE =
  'Enter the 6-digit code from your authenticator app or a recovery code.';

/**
 * The one guard for every signed-in route that checks a password or other secret (sensitive
 * account changes, unlocking old data; exports and sharing later): per-IP limit, then the
 * account's persistent count of wrong passwords (password-attempts.ts). Build it once per route
 * plugin: `const guard = passwordGuard(app, ctx)`.
 */
export function passwordGuard(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const perIp = app.createRateLimit({
    max: ctx.config.rateLimits.authPerIpPerMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `password-check:ip:${requestNetwork(req)}`,
  });

  async function begin(request: FastifyRequest, user: UserRow): Promise<GuessAttempt> {
    const ip = await perIp(request);
    if (!ip.isAllowed && ip.isExceeded) throw tooManyAttempts(ip.ttl);
    const claim = await claimAttempt(db, user.id, 'password');
    if (!claim.allowed) throw tooManyAttempts(claim.retryAfterMs);
    return {
      succeeded: () => clearAttempts(db, user.id, 'password'),
      async failed(event) {
        await audit(db, request, { ...event, level: 'warning', userId: user.id });
        if (claim.waitMs === 0) return;
        const minutes = Math.round(claim.waitMs / 60_000);
        await audit(db, request, {
          action: 'auth.password_locked',
          level: 'warning',
          message: `Sensitive changes paused for ${minutes} min after ${claim.failures} wrong passwords in a row`,
          userId: user.id,
        });
        // Once per run of wrong passwords: only the attempt that used up the free ones mails.
        if (claim.failures === FREE_ATTEMPTS) {
          try {
            await ctx.mailer.send({ to: user.email, ...(await wrongPasswordsEmail(db)) });
          } catch (err) {
            request.log.error({ err }, 'could not send the wrong-passwords email');
          }
        }
      },
    };
  }

  /**
   * Re-authentication for a sensitive change, however fresh the session: the current password
   * (counted as above) and, when two-factor sign-in is on, a code (counted by second-factor.ts).
   * Throws 400 for a wrong answer and 429 while a wait runs; returns when both are right.
   */
  async function confirm(request: FastifyRequest, answers: ReauthAnswers, options: ReauthOptions) {
    const me = signedInUser(request);
    const attempt = await begin(request, me);
    if (!(await verifyPassword(me.password, answers.password))) {
      await attempt.failed({
        action: options.refusedAction,
        message: `${options.purpose} refused: wrong password`,
      });
      throw new HttpError(400, options.wrongPassword ?? 'Your password is not correct.');
    }
    await attempt.succeeded();
    if (options.askCode === false || !me.totpEnabledAt) return;
    if (!answers.code) throw new HttpError(400, CODE_REQUIRED_MESSAGE);
    if (!(await verifySecondFactor(ctx, request, me, answers.code, options.purpose)))
      throw new HttpError(400, WRONG_CODE_MESSAGE);
  }

  return { begin, confirm };
}

export type PasswordGuard = ReturnType<typeof passwordGuard>;
