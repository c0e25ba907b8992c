import { and, eq, inArray, isNull } from 'drizzle-orm';
import { formatDate } from '../../domain/format';
import { countingTimeZone } from '../../domain/calendar-day';
import { localClock, monthStart, weekStart } from '../../domain/reminder-dates';
import {
  CHECKLIST_SOURCE_ID,
  checklistHeading,
  reminderHeading,
} from '../../domain/reminder-sources';
import { REMINDER_HOUR, UPCOMING_DAYS, type ReminderMailKind } from '../../domain/reminders';
import { recordKindByKey } from '../../domain/records';
import { recordDisplay } from '../../domain/records/display';
import type { ServerKey } from '../crypto/server-key';
import type { Database } from '../db/client';
import {
  notifications,
  reminderEmails,
  reminderPreferences,
  reminderSends,
  users,
} from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { getSetting } from '../settings/system-settings';
import { datedItems, dueToday, unfinishedHighPriority, upcoming, type DueItem } from './due-items';
import { dailyReminderEmail, weeklyDigestEmail, type MailItem } from './reminder-email';
import { preferencesOf } from './reminder-preferences';
import { unsubscribeToken } from './unsubscribe-token';
import { dueUserIds } from './due-users';
import { loggableError } from '../http/database-errors';

/** What the sweep needs: the database, the mailer, and what links are built from. */
export interface SweepDeps {
  db: Database;
  mailer: Mailer;
  serverKey: ServerKey;
  appUrl: string;
  log: { error(obj: object, msg: string): void };
}

/** A reminder to record: a dated item due today, or the month's checklist nudge. */
type Reminder = Pick<DueItem, 'occurrence' | 'daysAway' | 'offset'> & {
  source: string;
  recordId: string;
  count: number;
  title: string;
  message: string;
  link: string;
  recordKind: string | null;
};

function fromItem(item: DueItem): Reminder {
  const label = recordKindByKey(item.source.recordKind)?.fields[item.source.field]?.label;
  return {
    ...item,
    source: item.source.id,
    count: 1,
    title: reminderHeading(item.source, item.daysAway),
    message: `${label ?? 'Date'}: ${formatDate(item.occurrence)}`,
    link: `${recordDisplay(item.source.recordKind).route}?record=${item.recordId}`,
    recordKind: item.source.recordKind,
  };
}

/**
 * Records a reminder and puts it in the bell, once: the unique index on (user, source, record,
 * occurrence, offset) lets exactly one insert through, whichever instance or retry runs it.
 */
async function remind(db: Database, userId: string, r: Reminder, localDate: string) {
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(reminderSends)
      .values({
        userId,
        source: r.source,
        recordId: r.recordId,
        occurrence: r.occurrence,
        offsetDays: r.offset,
        daysAway: r.daysAway,
        count: r.count,
        localDate,
      })
      .onConflictDoNothing()
      .returning({ id: reminderSends.id });
    if (!sent) return false;
    await tx.insert(notifications).values({
      userId,
      title: r.title,
      message: r.message,
      link: r.link,
      recordKind: r.recordKind,
      recordId: r.recordKind ? r.recordId : null,
    });
    return true;
  });
}

/**
 * Sends one kind of mail at most once per period: the (user, kind, period) row is claimed
 * first, and given back if the mail could not be sent, so a retry sends it.
 */
async function mailOnce(
  deps: SweepDeps,
  user: { id: string; email: string },
  kind: 'daily' | 'weekly',
  period: string,
  compose: (links: { appName: string; upcomingUrl: string; unsubscribeUrl: string }) => {
    subject: string;
    text: string;
  },
) {
  const { db } = deps;
  const [claimed] = await db
    .insert(reminderEmails)
    .values({ userId: user.id, kind, period })
    .onConflictDoNothing()
    .returning({ period: reminderEmails.period });
  if (!claimed) return false;
  const mailKind: ReminderMailKind = kind === 'daily' ? 'reminders' : 'digest';
  const unsubscribeUrl = `${deps.appUrl}/api/unsubscribe?token=${unsubscribeToken(deps.serverKey, user.id, mailKind)}`;
  const appName = await getSetting(db, 'application_name');
  const mail = compose({ appName, upcomingUrl: `${deps.appUrl}/upcoming`, unsubscribeUrl });
  try {
    await deps.mailer.send({
      to: user.email,
      ...mail,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (err) {
    await db
      .delete(reminderEmails)
      .where(
        and(
          eq(reminderEmails.userId, user.id),
          eq(reminderEmails.kind, kind),
          eq(reminderEmails.period, period),
        ),
      );
    throw err;
  }
  return true;
}

/** One user's reminders at `now`: nothing before 8:00 in their zone. */
async function sweepUser(
  deps: SweepDeps,
  user: { id: string; email: string; prefs: typeof reminderPreferences.$inferSelect | null },
  now: Date,
) {
  const { db } = deps;
  const prefs = preferencesOf(user.prefs);
  const clock = localClock(now, countingTimeZone(prefs.timeZone));
  if (clock.hour < REMINDER_HOUR) return;
  const today = clock.date;
  const items = await datedItems(db, user.id, prefs);
  for (const item of dueToday(items, today)) await remind(db, user.id, fromItem(item), today);
  if (prefs.kinds.checklist) {
    const count = await unfinishedHighPriority(db, user.id);
    const month = monthStart(today);
    const nudge = { source: CHECKLIST_SOURCE_ID, recordId: '', occurrence: month, offset: 0 };
    if (count > 0)
      await remind(
        db,
        user.id,
        {
          ...nudge,
          daysAway: 0,
          count,
          title: checklistHeading(count),
          message: 'Estate checklist: finish them on the Estate Planning screen.',
          link: '/estate-planning',
          recordKind: null,
        },
        today,
      );
  }
  if (prefs.email) {
    const pending = await db
      .select()
      .from(reminderSends)
      .where(
        and(
          eq(reminderSends.userId, user.id),
          eq(reminderSends.localDate, today),
          isNull(reminderSends.mailedAt),
        ),
      );
    if (pending.length > 0) {
      const sent = await mailOnce(deps, user, 'daily', today, (links) =>
        dailyReminderEmail(pending, links),
      );
      if (sent)
        await db
          .update(reminderSends)
          .set({ mailedAt: now })
          .where(
            inArray(
              reminderSends.id,
              pending.map((p) => p.id),
            ),
          );
    }
  }
  if (prefs.weeklyDigest) {
    const list: MailItem[] = upcoming(items, today, UPCOMING_DAYS).map((i) => ({
      source: i.source.id,
      occurrence: i.occurrence,
      daysAway: i.daysAway,
      count: 1,
    }));
    await mailOnce(deps, user, 'weekly', weekStart(today), (links) =>
      weeklyDigestEmail(list, links),
    );
  }
}

/** Users read per page by the reminder sweep. */
export const SWEEP_PAGE = 500;

/**
 * The reminder job: every active user's due reminders into the bell, then at most one reminder
 * email per day and one digest per week. Safe to run often and on several instances at once.
 * One user's failure does not hold up the others; it is logged (no contents) and the job fails
 * afterwards so the scheduler retries it. Answers how many users it opened.
 */
export async function sweepReminders(
  deps: SweepDeps,
  now = new Date(),
): Promise<{ visited: number }> {
  let failures = 0;
  let visited = 0;
  // Only the users with something due (due-users.ts, one indexed query per page), in pages of
  // SWEEP_PAGE by id: a sweep over 100,000 families opens the few with reminders today, in
  // bounded memory, and requests keep their pace while it runs.
  for (let after: string | null = null; ;) {
    const ids = await dueUserIds(deps.db, now, after, SWEEP_PAGE);
    if (ids.length === 0) break;
    const rows = await deps.db
      .select({ id: users.id, email: users.email, prefs: reminderPreferences })
      .from(users)
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
      .where(inArray(users.id, ids));
    for (const user of rows) {
      try {
        await sweepUser(deps, user, now);
      } catch (err) {
        failures += 1;
        deps.log.error({ userId: user.id, err: loggableError(err) }, 'reminders for a user failed');
      }
    }
    visited += rows.length;
    if (ids.length < SWEEP_PAGE) break;
    after = ids[ids.length - 1];
  }
  if (failures > 0) throw new Error(`Reminders failed for ${failures} of ${visited} users`);
  return { visited };
}
