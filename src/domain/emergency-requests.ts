/**
 * An executor's request for emergency access as the owner meets it outside the Trusted People
 * page (issue 45): the banner on every screen while a request waits, the days left in it, and
 * how a bell item about a request reads once the request is settled.
 */
import { z } from 'zod';
import { REQUEST_REASONS, type RequestReason } from './trusted-people';

/** GET /api/emergency-requests: the owner's requests that wait now (one per executor). */
export const waitingRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  reason: z.enum(REQUEST_REASONS).nullable(),
  requestedByCheckIn: z.boolean(),
  requestedAt: z.string(),
  opensAt: z.string(),
  areas: z.union([z.literal('all'), z.array(z.string())]),
});
export type WaitingRequest = z.infer<typeof waitingRequestSchema>;
export const waitingRequestsSchema = z.object({ requests: z.array(waitingRequestSchema) });
export type WaitingRequests = z.infer<typeof waitingRequestsSchema>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time left before a waiting request opens, rounded up: a 7-day request reads "7 days left"
 * the moment it is made (never "6 days left"), and so on down to "1 day left"; within the last
 * day, hours (rounded up too), then "less than an hour left".
 */
export function timeLeftText(opensAt: string | Date | null | undefined, now = Date.now()): string {
  if (!opensAt) return '';
  const ms = new Date(opensAt).getTime() - now;
  if (ms > DAY_MS) {
    const days = Math.ceil(ms / DAY_MS);
    return `${days} days left`;
  }
  if (ms > HOUR_MS) {
    const hours = Math.ceil(ms / HOUR_MS);
    return hours >= 24 ? '1 day left' : `${hours} hours left`;
  }
  if (ms > 0) return 'less than an hour left';
  return 'opening now';
}

/** The reason as the owner reads it about themselves (the banner, the request page). */
export const REASON_TO_OWNER: Record<RequestReason, string> = {
  incapacitated: 'You are ill or incapacitated',
  died: 'You have died',
  other: 'Something else happened',
};

/** The banner's sentence: who asked, why. */
export function requestBannerText(request: WaitingRequest): string {
  if (request.requestedByCheckIn || !request.reason)
    return `You did not answer the inactivity check-ins, so ${request.name}'s emergency access has started.`;
  return `${request.name} asked for emergency access to your records. The reason they gave: ${REASON_TO_OWNER[request.reason].toLowerCase()}.`;
}

/** How a request ended: each reads as settled in the bell, never like a live request. */
export const REQUEST_OUTCOMES = ['approved', 'rejected', 'withdrawn', 'opened', 'ended'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

/** A settled request's bell item: its title and message, replacing the live one's. */
export function settledRequestWords(
  name: string,
  outcome: RequestOutcome,
): { title: string; message: string } {
  switch (outcome) {
    case 'approved':
      return {
        title: `Settled: you approved ${name}'s request for emergency access`,
        message: `You approved ${name}'s request. ${name} can read your records, read only; every view and download is in your access history.`,
      };
    case 'rejected':
      return {
        title: `Settled: you rejected ${name}'s request for emergency access`,
        message: `You rejected ${name}'s request. Nothing was opened; ${name} remains your Executor and can ask again.`,
      };
    case 'withdrawn':
      return {
        title: `Settled: ${name} withdrew their request for emergency access`,
        message: `${name} took the request back. Nothing was opened; ${name} remains your Executor.`,
      };
    case 'opened':
      return {
        title: `Settled: ${name}'s emergency access opened after the wait`,
        message: `The waiting period passed without a rejection, so ${name} can read your records. End it on your Trusted People page at any time.`,
      };
    case 'ended':
      return {
        title: `Settled: ${name}'s request ended with the relation`,
        message: `${name} is no longer your trusted person, so the request ended. Nothing more opens.`,
      };
  }
}

/**
 * How the executor is told a request can still be stopped (issue 45): after "has died" the
 * owner is never spoken of as someone who could reply; only her account can.
 */
export function unlessRejectedText(reason: RequestReason | null, owner: string): string {
  return reason === 'died'
    ? `unless it is rejected from ${owner}'s account`
    : `unless ${owner} rejects it`;
}

/** The request dialog's confirm step: what the executor is about to send, by the reason. */
export function requestConfirmText(
  reason: RequestReason,
  owner: string,
  wait: string,
  withNote: boolean,
): string {
  const what = {
    died: `${owner} has died.`,
    incapacitated: `${owner} is ill or incapacitated. ${owner} is told now, and may read this later.`,
    other: `Something else happened.`,
  }[reason];
  const note = withNote ? ' Your note goes with it.' : '';
  return `${what}${note} Access opens after ${wait} ${unlessRejectedText(reason, owner)}.`;
}

/**
 * GET /api/invited-status: whether the signed-in person came through an invitation and has
 * nothing of their own yet (issue 45), and so is no new owner: no trial notice, no "nobody can
 * reach your records", no getting-started nudges; until confirmed, what happens next.
 */
export const invitedStatusSchema = z.object({
  /** Trusted by someone (accepted or later) and no record of their own. */
  guest: z.boolean(),
  /** Their own six words, read out to the owner who confirms. */
  fingerprint: z.string(),
  /** The grants waiting for the owner's confirmation, and the ones that open now. */
  waiting: z.array(
    z.object({
      ownerName: z.string(),
      role: z.enum(['viewer', 'editor', 'executor']),
      areas: z.union([z.literal('all'), z.array(z.string())]),
    }),
  ),
  open: z.array(z.object({ ownerId: z.string(), ownerName: z.string() })),
});
export type InvitedStatus = z.infer<typeof invitedStatusSchema>;
