import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { CHECK_IN_EMAILS, CHECK_IN_ROUND_DAYS } from '../../domain/trusted-people';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { checkInSettings, trustedGrants, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { findUserById } from '../users/user-repository';
import { requestAccess } from './grant-actions';
import { grantNotices } from './grant-notices';
import { hashToken } from './grant-store';

const DAY_MS = 86_400_000;
/** The check-in emails go out on these days of a round; after the last day, requests start. */
const EMAIL_DAYS = [0, 7, 13];

/** The columns of a user with no round of check-ins under way. */
const noRound = (at: Date) => ({
  roundStartedAt: null,
  emailsSent: 0,
  lastEmailAt: null,
  tokenHash: null,
  updatedAt: at,
});

export async function checkInStatus(db: Database, userId: string) {
  const [row] = await db.select().from(checkInSettings).where(eq(checkInSettings.userId, userId));
  return {
    months: row?.months ?? null,
    roundStartedAt: row?.roundStartedAt ? row.roundStartedAt.toISOString() : null,
  };
}

/** Turns the check-in on (months) or off (null); a round under way ends either way. */
export async function setCheckIn(db: Database, userId: string, months: number | null) {
  if (months === null) {
    await db.delete(checkInSettings).where(eq(checkInSettings.userId, userId));
    return;
  }
  const values = { months, ...noRound(new Date()), requestsStartedAt: null };
  await db
    .insert(checkInSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: checkInSettings.userId, set: values });
}

/**
 * At a sign-in: ends a round of check-ins under way, and lets rounds start again after one
 * that started the executors' requests.
 */
export async function endCheckInRound(db: Database, userId: string) {
  await db
    .update(checkInSettings)
    .set({ ...noRound(new Date()), requestsStartedAt: null })
    .where(
      and(
        eq(checkInSettings.userId, userId),
        or(isNotNull(checkInSettings.roundStartedAt), isNotNull(checkInSettings.requestsStartedAt)),
      ),
    );
}

/**
 * The "I'm here" link: ends the round it was sent for, and counts as a sign of life, so the
 * months of silence start again from now (not from the last sign-in).
 */
export async function answerCheckIn(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .update(checkInSettings)
    .set({ ...noRound(now), answeredAt: now })
    .where(eq(checkInSettings.tokenHash, hashToken(token)))
    .returning({ userId: checkInSettings.userId });
  if (!row)
    throw new HttpError(
      404,
      'This check-in link is no longer valid: you already answered, signed in since, or the check-in ended.',
    );
}

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** The later of two moments (either may be missing). */
const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Owners' check-in rows read per query by the sweep. */
const CHECK_IN_PAGE = 500;

/**
 * The daily check-in work at `now`: starts a round for owners silent for their chosen months
 * (silent: no sign-in and no answered check-in; either since the round began ends it), sends
 * the round's three emails over 14 days, and after the last one starts every executor's
 * request as if they had pressed the button. After that no round starts until a sign-in: the
 * requests are already under way, and repeating them every 14 days would only be noise.
 */
export async function sweepCheckIns(
  ctx: AppContext,
  now: Date,
  pageSize = CHECK_IN_PAGE,
): Promise<void> {
  // Only owners who switched check-ins on have a row; read in pages (by the primary key), so
  // the sweep's memory stays bounded however many did.
  let after: string | null = null;
  for (;;) {
    const page: CheckInRow[] = await ctx.db
      .select({ setting: checkInSettings, lastLogin: users.lastLogin, createdAt: users.createdAt })
      .from(checkInSettings)
      .innerJoin(users, eq(users.id, checkInSettings.userId))
      .where(after ? gt(checkInSettings.userId, after) : undefined)
      .orderBy(checkInSettings.userId)
      .limit(pageSize);
    for (const row of page) await checkInStep(ctx, now, row);
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.setting.userId;
  }
}

interface CheckInRow {
  setting: typeof checkInSettings.$inferSelect;
  lastLogin: Date | null;
  createdAt: Date;
}

/** One owner's step of the sweep: end, start or move on their round. */
async function checkInStep(ctx: AppContext, now: Date, row: CheckInRow): Promise<void> {
  const { setting, lastLogin, createdAt } = row;
  const signedIn = lastLogin ?? createdAt;
  if (setting.requestsStartedAt) {
    // A sign-in normally clears this (endCheckInRound); this covers one that did not.
    if (signedIn > setting.requestsStartedAt) await endCheckInRound(ctx.db, setting.userId);
    return;
  }
  const lastSeen = latest(signedIn, setting.answeredAt)!;
  const round = setting.roundStartedAt;
  if (round && lastSeen > round) {
    await endCheckInRound(ctx.db, setting.userId);
    return;
  }
  if (!round) {
    if (lastSeen > monthsBefore(now, setting.months)) return;
    await sendCheckIn(ctx, setting.userId, now, 0, now);
    return;
  }
  const day = Math.floor((now.getTime() - round.getTime()) / DAY_MS);
  if (setting.emailsSent < CHECK_IN_EMAILS && day >= EMAIL_DAYS[setting.emailsSent]!) {
    await sendCheckIn(ctx, setting.userId, now, setting.emailsSent, round);
  } else if (setting.emailsSent >= CHECK_IN_EMAILS && day >= CHECK_IN_ROUND_DAYS) {
    await startExecutorRequests(ctx, setting.userId, now);
  }
}

async function sendCheckIn(ctx: AppContext, userId: string, now: Date, sent: number, round: Date) {
  const token = randomBytes(24).toString('base64url');
  // Only the round's state moves here (atomic on emails_sent), so two instances send once.
  const [moved] = await ctx.db
    .update(checkInSettings)
    .set({
      roundStartedAt: round,
      emailsSent: sent + 1,
      lastEmailAt: now,
      tokenHash: hashToken(token),
      updatedAt: now,
    })
    .where(and(eq(checkInSettings.userId, userId), eq(checkInSettings.emailsSent, sent)))
    .returning();
  if (!moved) return;
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  const deadline = new Date(round.getTime() + CHECK_IN_ROUND_DAYS * DAY_MS);
  await grantNotices.checkIn(ctx, user, {
    number: sent + 1,
    months: moved.months,
    token,
    deadline,
  });
}

async function startExecutorRequests(ctx: AppContext, ownerId: string, now: Date) {
  // The round ends first (atomically), so the requests start once whatever the instances.
  const [ended] = await ctx.db
    .update(checkInSettings)
    .set({ ...noRound(now), requestsStartedAt: now })
    .where(
      and(
        eq(checkInSettings.userId, ownerId),
        isNotNull(checkInSettings.roundStartedAt),
        lt(checkInSettings.roundStartedAt, now),
      ),
    )
    .returning();
  if (!ended) return;
  const executors = await ctx.db
    .select()
    .from(trustedGrants)
    .where(
      and(
        eq(trustedGrants.ownerId, ownerId),
        eq(trustedGrants.role, 'executor'),
        eq(trustedGrants.state, 'confirmed'),
        isNull(trustedGrants.requestedAt),
      ),
    );
  for (const grant of executors) {
    const grantee = await findUserById(ctx.db, grant.granteeId!);
    if (grantee) await requestAccess(ctx, grantee, grant.id, now, 'check-in').catch(() => {});
  }
}
