/**
 * Recently deleted (issue 44, docs/decisions/029): a deleted record or document waits 30 days
 * before it is gone, and can be put back as it was. The API's shapes and the words both sides use.
 */
import { z } from 'zod';
import type { LimitedResource } from './plans';

/** How long a deleted item is kept before the daily job removes it for good. */
export const KEEP_DELETED_DAYS = 30;
export const KEEP_DELETED_MS = KEEP_DELETED_DAYS * 86_400_000;

/** Where the page lives (the account menu, and an area's empty state while it holds something). */
export const RECENTLY_DELETED_PATH = '/recently-deleted';
export const RECENTLY_DELETED_API = '/api/recently-deleted';
export const RECENTLY_DELETED_TITLE = 'Recently deleted';

/** The sentence the spec's delete confirmations end with; true only of "Delete forever". */
export const CANNOT_BE_UNDONE = 'This action cannot be undone.';
/** What a delete confirmation says instead (a deliberate departure: docs/decisions/029). */
export const RESTORABLE_NOTE = `You can restore it from Recently deleted for ${KEEP_DELETED_DAYS} days.`;

/**
 * A kind's delete confirmation as shown: "Are you sure you want to delete {name}?" kept, the
 * untrue "This action cannot be undone." replaced by where the item goes.
 */
export function restorableConfirmMessage(message: string): string {
  const kept = message.replace(CANNOT_BE_UNDONE, '').trim();
  return `${kept} ${RESTORABLE_NOTE}`;
}

/** How long the success toast's Undo stays. */
export const UNDO_FOR_MS = 10_000;

/** One deleted item, as the list shows it. */
export const trashedItemSchema = z.object({
  /** The record's own id (restoring puts it back under it). */
  id: z.string(),
  /** The record kind's key and its area's name ('Insurance Policies'). */
  kind: z.string(),
  area: z.string(),
  /** The area's page, for "open it" after a restore. */
  route: z.string(),
  /** The record's card title ('Term Life'), opened in the session like the record itself. */
  title: z.string(),
  deletedAt: z.iso.datetime({ offset: true }),
  /** 'You', or the editor by name; 'A deleted account' once theirs is gone. */
  deletedBy: z.string(),
  /** When the daily job removes it. */
  purgeAt: z.iso.datetime({ offset: true }),
  /** Set when restoring it would pass a plan limit: the 409's words, said before trying. */
  blockedBy: z.string().nullable(),
  hasFile: z.boolean(),
});
export type TrashedItem = z.infer<typeof trashedItemSchema>;

export const trashListSchema = z.object({ items: z.array(trashedItemSchema) });
export type TrashList = z.infer<typeof trashListSchema>;

/** A restore's answer: what came back, and the references that came back empty. */
export const restoreAnswerSchema = z.object({
  id: z.string(),
  kind: z.string(),
  route: z.string(),
  /** Labels of reference fields whose record is gone ('Named Family Member'). */
  emptied: z.array(z.string()),
  message: z.string(),
});
export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;

const RESOURCE_WORDS: Record<LimitedResource, string> = {
  familyMembers: 'family members',
  documents: 'documents',
};

/** The 409 of a restore past a plan limit: "Your plan keeps 5 family members: delete one forever or change plan". */
export function restoreLimitMessage(limit: number, resource: LimitedResource): string {
  return `Your plan keeps ${limit} ${RESOURCE_WORDS[resource]}: delete one forever or change plan`;
}

/** What a restore says: back, and which references came back empty. */
export function restoredMessage(title: string, emptied: readonly string[]): string {
  if (emptied.length === 0) return `${title} was restored.`;
  return `${title} was restored. ${emptied.join(', ')}: the record it named is gone, so it is empty.`;
}

/** Days left before the item is removed for good, counted up (a part day is a day). */
export function daysLeft(purgeAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(purgeAt).getTime() - now) / 86_400_000));
}

/** What the user guide and the Security Centre say of Recently deleted (one set of words). */
export const RECENTLY_DELETED_WORDS: ReadonlyArray<{ label: string; text: string }> = [
  {
    label: 'What is kept',
    text: `A record you delete, in any area, and a document with its file, waits in Recently deleted (in the account menu) for ${KEEP_DELETED_DAYS} days, then is removed for good, file included. Meanwhile it is left out of every list, total, search, report, export and reminder, and people you trust no longer see it.`,
  },
  {
    label: 'Restore',
    text: 'Restore puts it back as it was: the same record, its file byte for byte, and what pointed at it (a document naming a family member). Undo on the message after a delete does the same for 10 seconds.',
  },
  {
    label: 'Still encrypted',
    text: 'A deleted item stays sealed exactly as it was, under your key and bound to the record it was, so it opens only as that record and only where you can open your records. A new data key re-seals it with everything else.',
  },
  {
    label: 'Editors',
    text: 'What an editor deletes in your records goes to your Recently deleted, named with who deleted it; they may restore what they deleted while it is there. Viewers and executors see none of it.',
  },
  {
    label: 'History',
    text: 'Each change to a record keeps what it said before: the last 20 changes, for up to a year. History, on the record, shows who changed what and can put an earlier version back. Earlier versions stay sealed like the record and go when it is deleted forever.',
  },
  {
    label: 'Delete forever',
    text: 'Delete forever, or Empty, removes items and their files at once. This cannot be undone. Deleting your account deletes everything, Recently deleted included.',
  },
];
