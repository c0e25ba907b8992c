import {
  CHECK_IN_EMAILS,
  ROLE_INFO,
  requestPagePath,
  type RequestReason,
  type TrustedRole,
} from '../../domain/trusted-people';
import { SIX_WORDS_ARE_FOR } from '../../domain/invitation-words';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { notifications, type UserRow } from '../db/schema';
import { getSetting } from '../settings/system-settings';
import { displayName, type GrantRow } from './grant-store';

/** Where the owner and the trusted person act on a grant. */
const PAGE = '/trusted-people';

const day = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * One step told to one person: in the bell and by email (names and dates only, never records).
 * The bell's title may name people; the mail's subject never does: names are typed by users,
 * and a subject is what a stranger's inbox shows unopened, so each step has a fixed subject.
 */
async function tell(
  ctx: AppContext,
  db: Database,
  to: UserRow,
  words: { title: string; subject: string; message: string; page?: string },
): Promise<void> {
  const { title, subject, message, page = PAGE } = words;
  await db.insert(notifications).values({ userId: to.id, title, message, link: page });
  const appName = await getSetting(ctx.db, 'application_name');
  const link = `${ctx.config.appUrl}${page}`;
  const where = page === PAGE ? 'Open your Trusted People page' : 'Approve or reject it here';
  await ctx.mailer.send({
    to: to.email,
    subject: `${subject} (${appName})`,
    text: `${message}\n\n${where}: ${link}\n\n${appName}\n`,
  });
}

/** The reason an executor gave, as told to the owner it is about. */
const REASON_TO_OWNER: Record<RequestReason, string> = {
  incapacitated: 'you are ill or incapacitated',
  died: 'you have died',
  other: 'something else happened',
};

/** " The reason they gave: you have died." (a request the check-ins started has none). */
const because = (grant: GrantRow) =>
  grant.requestReason
    ? ` The reason they gave: ${REASON_TO_OWNER[grant.requestReason as RequestReason]}.`
    : '';

const roleName = (grant: GrantRow) => ROLE_INFO[grant.role as TrustedRole].label;

/**
 * The emails and bell items of every step, each to the side that needs to act or know. The
 * database writes go through `db` (a transaction when the step has one); mail is sent at once.
 */
export const grantNotices = {
  accepted: (ctx: AppContext, db: Database, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, owner, {
      title: `${displayName(grantee)} accepted your invitation: confirm now`,
      subject: 'Your invitation was accepted: confirm now',
      message: `${displayName(grantee)} accepted your invitation. Your Trusted People page shows ${SIX_WORDS_ARE_FOR}: ${displayName(grantee)} sees the same words on theirs. Confirm only if they match. Nothing is shared until you do.`,
    }),

  confirmed: (ctx: AppContext, db: Database, grant: GrantRow, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, grantee, {
      title: `${displayName(owner)} confirmed you as their ${roleName(grant)}`,
      subject: `You were confirmed as a trusted person (${roleName(grant)})`,
      message:
        grant.role === 'executor'
          ? `${displayName(owner)} confirmed you as their Executor. If you ever need their records, press "Request access" under Shared with me: ${displayName(owner)} is told at once, and access opens after ${grant.waitDays} days unless they reject it.`
          : `${displayName(owner)} confirmed you as their ${roleName(grant)}. Open their records under Shared with me.`,
    }),

  /**
   * To the owner: who asked, why, and when access opens, with the one page to act on. The
   * executor's note is never in mail or the bell: it is free text, opened only in the app.
   */
  requested: (ctx: AppContext, db: Database, grant: GrantRow, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, owner, {
      title: `${displayName(grantee)} asked for emergency access`,
      subject: 'A trusted person asked for emergency access to your records',
      message: `${grant.requestedByCheckIn ? `You did not answer the inactivity check-ins, so the emergency access of ${displayName(grantee)} has started.` : `${displayName(grantee)} asked for emergency access to your records.${because(grant)}`} Access opens on ${day(grant.opensAt!)} unless you reject it.${grant.requestNoteSealed ? ` ${displayName(grantee)} added a note, which you can read in the app.` : ''} You can approve it early or reject it.`,
      page: requestPagePath(grant.id),
    }),

  /** To the owner: the executor took their request back; nothing opens. */
  withdrawn: (ctx: AppContext, db: Database, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, owner, {
      title: `${displayName(grantee)} withdrew their request for access`,
      subject: 'A request for emergency access was withdrawn',
      message: `${displayName(grantee)} withdrew their request for emergency access to your records. Nothing was opened, and they remain your Executor.`,
    }),

  /** To the executor: access closed again; the wait applies to their next request. */
  standby: (ctx: AppContext, db: Database, grant: GrantRow, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, grantee, {
      title: `${displayName(owner)} returned your access to standby`,
      subject: 'Your emergency access was returned to standby',
      message: `${displayName(owner)} closed your emergency access to their records. You remain their Executor: if you need their records again, press "Request access", and access opens after ${grant.waitDays} days unless they reject it.`,
    }),

  /** To the person: what they can now do (role, areas and wait, never records). */
  changed: (ctx: AppContext, db: Database, grant: GrantRow, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, grantee, {
      title: `${displayName(owner)} changed what you can do`,
      subject: 'Your role as a trusted person changed',
      message: `${displayName(owner)} changed your role to ${roleName(grant)}${grant.role === 'executor' ? `, with a waiting period of ${grant.waitDays} days` : ''}. See what you can open under Shared with me.`,
    }),

  /** To each executor whose request the owner's unanswered check-ins started. */
  startedByCheckIn: (
    ctx: AppContext,
    db: Database,
    grant: GrantRow,
    owner: UserRow,
    grantee: UserRow,
  ) =>
    tell(ctx, db, grantee, {
      title: `Your request for access to ${displayName(owner)}'s records has started`,
      subject: 'Your request for emergency access has started',
      message: `${displayName(owner)} did not answer the inactivity check-ins, so your request for emergency access started as if you had pressed "Request access". Access opens on ${day(grant.opensAt!)} unless ${displayName(owner)} rejects it.`,
    }),

  reminder: (ctx: AppContext, db: Database, grant: GrantRow, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, owner, {
      title: `${displayName(grantee)}'s emergency access opens tomorrow`,
      subject: 'Emergency access to your records opens tomorrow',
      message: `${displayName(grantee)}'s emergency access to your records opens on ${day(grant.opensAt!)}. Reject it if you do not want that.`,
      page: requestPagePath(grant.id),
    }),

  async approved(ctx: AppContext, db: Database, owner: UserRow, grantee: UserRow, early: boolean) {
    await tell(ctx, db, grantee, {
      title: `Your emergency access to ${displayName(owner)}'s records is open`,
      subject: 'Your emergency access is open',
      message: `${early ? `${displayName(owner)} approved your request.` : 'The waiting period passed without a rejection.'} You can now read ${displayName(owner)}'s records under Shared with me. Every view and download is shown to ${displayName(owner)}.`,
    });
    if (!early)
      await tell(ctx, db, owner, {
        title: `Emergency access opened for ${displayName(grantee)}`,
        subject: 'Emergency access to your records opened',
        message: `The waiting period passed without a rejection, so ${displayName(grantee)} can now read your records. End it on your Trusted People page at any time.`,
      });
  },

  rejected: (ctx: AppContext, db: Database, owner: UserRow, grantee: UserRow) =>
    tell(ctx, db, grantee, {
      title: `${displayName(owner)} rejected your request for access`,
      subject: 'Your request for emergency access was rejected',
      message: `${displayName(owner)} rejected your request for emergency access. You are still their Executor and can ask again later.`,
    }),

  /** To the side that did not end it. */
  revoked: (ctx: AppContext, db: Database, to: UserRow, by: UserRow, ownerSide: boolean) =>
    tell(ctx, db, to, {
      title: ownerSide
        ? `${displayName(by)} ended your access to their records`
        : `${displayName(by)} is no longer your trusted person`,
      subject: ownerSide ? 'Your access to shared records has ended' : 'A trusted person left',
      message: ownerSide
        ? `${displayName(by)} ended your access to their records. Nothing of theirs can be opened from your account any more.`
        : `${displayName(by)} ended the relation, so they can no longer open your records.`,
    }),

  /**
   * To the owner, each check-in of a round: the email carries the "I'm here" link; the bell item
   * is only seen after a sign-in, which answers the check-in by itself, so it says so.
   */
  async checkIn(
    ctx: AppContext,
    owner: UserRow,
    round: { number: number; months: number; token: string; deadline: Date },
  ) {
    const appName = await getSetting(ctx.db, 'application_name');
    const title = `Are you all right? Your ${appName} check-in (${round.number} of ${CHECK_IN_EMAILS})`;
    await ctx.db.insert(notifications).values({
      userId: owner.id,
      title,
      message: `You had not signed in for ${round.months} months, so we emailed you a check-in. Signing in answers it. Unanswered by ${day(round.deadline)}, your executors' requests for emergency access start.`,
      link: PAGE,
    });
    await ctx.mailer.send({
      to: owner.email,
      subject: title,
      text:
        `You asked ${appName} to check on you when you had not signed in for ${round.months} months.\n\n` +
        `If you are fine, open this link (or simply sign in): ${ctx.config.appUrl}/check-in#${round.token}\n\n` +
        `If neither happens by ${day(round.deadline)}, your executors' requests for emergency access start. ` +
        `Their waiting period still applies, and you can still reject them.\n`,
    });
  },

  /** After a password reset without the recovery key: the sealed key was dropped, not handed on. */
  needsReconfirm: (
    ctx: AppContext,
    db: Database,
    owner: UserRow,
    grantee: UserRow,
    ownerReset: boolean,
  ) =>
    tell(ctx, db, owner, {
      title: `Confirm ${displayName(grantee)} again`,
      subject: 'Confirm a trusted person again',
      message:
        `After a password reset on ${ownerReset ? 'your' : `${displayName(grantee)}'s`} account, ${displayName(grantee)} can no longer open your records. ${ownerReset ? '' : `Once ${displayName(grantee)} has signed in again, `}read the six words on your Trusted People page to each other again, by phone or in person, and confirm them again to restore their access.`.replace(
          '. compare',
          '. Compare',
        ),
    }),
};
