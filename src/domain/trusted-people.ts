/**
 * Trusted people: sharing an owner's record areas with family (viewer, editor) and emergency
 * access for an executor after a waiting period (docs/decisions/017-trusted-people.md). The
 * roles, states and their transitions, and the API's shapes; both sides validate with these.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, reauthCodeInput } from './auth';
import { isSealedUntilRelease, RECORD_KINDS, type RecordKindKey } from './records';
import { RELATIONSHIPS } from './records/family-members';

export const TRUSTED_ROLES = ['viewer', 'editor', 'executor'] as const;
export type TrustedRole = (typeof TRUSTED_ROLES)[number];

/** What each role may do, in the words the invite form, the Security Centre and the guide use. */
export const ROLE_INFO: Record<TrustedRole, { label: string; summary: string }> = {
  viewer: {
    label: 'Viewer',
    summary: 'Reads the areas you choose, from the day you confirm them. Cannot change anything.',
  },
  editor: {
    label: 'Editor',
    summary:
      'Reads and changes the areas you choose, from the day you confirm them. What they add is yours.',
  },
  executor: {
    label: 'Executor',
    summary:
      'Emergency access, read only: asks for access when needed, and gets it when you approve or when the waiting period passes without your rejection. The one thing they can change: ticking off the steps of their first-days plan.',
  },
};

/**
 * Who could decrypt an owner's records through a grant, role by role, as the code works
 * (docs/decisions/017-trusted-people.md): the Security Centre and the user guide say these words.
 */
export const GRANT_DECRYPTION: ReadonlyArray<{ label: string; text: string }> = [
  {
    label: 'Viewers and editors',
    text: "From the moment you confirm them, the person can decrypt the areas you chose, in their own signed-in session (the server decrypts for them while they are signed in, as it does for you). The server operator could too, but only together with that person's keys: their password, recovery key or a signed-in browser of theirs. The database and the server key alone open nothing.",
  },
  {
    label: 'Executors',
    text: "Before access is released, nobody can decrypt your records through the grant: not the executor alone (the server withholds its half of the key) and not a copy of the database with the server key (the executor's half is missing). Only the executor and the server operator together could. Once you approve, or the waiting period passes without your rejection, the executor can decrypt the areas you chose in their own signed-in session, read only.",
  },
  {
    label: 'Ended grants',
    text: "Removing someone, or their leaving, deletes the server's half of the key at once: nobody can decrypt your records through that grant any more, not even with the person's keys and the server key together.",
  },
];

/** An executor's waiting period, in days, and the default. */
export const WAIT_DAY_CHOICES = [1, 2, 7, 14, 30, 90] as const;
export const DEFAULT_WAIT_DAYS = 7;

/** The longest personal note an owner may add to an invitation. */
export const INVITE_NOTE_MAX = 1000;

/** An invitation can be accepted for this long. */
export const INVITATION_DAYS = 7;

/** The 403 answer when the invited address is the account's but not confirmed yet. */
export const CONFIRM_BEFORE_ACCEPTING = (email: string) =>
  `Confirm your email address first: open the link we sent to ${email}, then accept the invitation.`;

/**
 * The page an invitation link opens. The token travels in the fragment (`#token=`), which
 * browsers never send to a server, so no request log or proxy sees it.
 */
export const INVITATION_PATH = '/invitations';

/** POST /api/invitations/lookup and /api/invitations/accept body: the link's token. */
export const invitationTokenSchema = z.object({
  token: z.string().trim().min(1, 'Invitation token is required').max(100),
});

/**
 * POST /api/invitations/lookup body: the token, and the invited address when the link carries
 * it (`#token=…&email=…`): the server checks it against its keyed hash, never storing it plain.
 */
export const invitationLookupSchema = invitationTokenSchema.extend({
  email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address').optional(),
});

/**
 * A grant's life. invited → accepted (the person accepts) → confirmed (the owner checks the
 * fingerprint; viewers and editors have access from here). An executor then goes
 * confirmed → requested → approved (early by the owner, or when the wait passes); the owner's
 * rejection goes back to confirmed. Either side can end it (revoked) from any state.
 */
export const GRANT_STATES = [
  'invited',
  'accepted',
  'confirmed',
  'requested',
  'approved',
  'revoked',
] as const;
export type GrantState = (typeof GRANT_STATES)[number];

/** True when the grantee can open the owner's records now. */
export function hasAccess(role: TrustedRole, state: GrantState): boolean {
  if (role === 'executor') return state === 'approved';
  return state === 'confirmed';
}

/** True when the role may create, change or delete records (an editor with access). */
export const canWrite = (role: TrustedRole) => role === 'editor';

/**
 * The areas a grant can cover: the twelve record kinds (documents include their files). Letters &
 * Wishes is never one of them: its items open only after release, for the people they name.
 */
export const TRUSTED_AREAS = RECORD_KINDS.filter((kind) => !isSealedUntilRelease(kind)).map(
  (kind) => kind.key,
) as RecordKindKey[];

/** Inactivity check-in: months without a sign-in before the first check-in email. */
export const CHECK_IN_MONTHS = [3, 6, 12] as const;
/** A round of check-ins: three emails over this many days, then executors' requests start. */
export const CHECK_IN_ROUND_DAYS = 14;
export const CHECK_IN_EMAILS = 3;

/** The request header that names whose vault a request reads or changes (absent: one's own). */
export const VAULT_HEADER = 'X-Kinfolio-Vault';

const password = z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH);

/** POST /api/trusted-people: invite someone. */
export const inviteSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).email('Enter a valid email address'),
    /** Who they are to the owner (invitation-words.ts): sealed, and shown in the invitation. */
    name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
    relationship: z
      .enum(RELATIONSHIPS, { message: `Relationship must be one of ${RELATIONSHIPS.join(', ')}` })
      .optional(),
    /** A personal note for the invitee, sealed under a key from the invitation's token. */
    note: z
      .string()
      .trim()
      .max(INVITE_NOTE_MAX, `The note can be at most ${INVITE_NOTE_MAX} characters`)
      .optional(),
    role: z.enum(TRUSTED_ROLES, { message: 'Role must be one of viewer, editor, executor' }),
    /** 'all', or the chosen record areas. */
    areas: z.union([
      z.literal('all'),
      z
        .array(
          z.enum(TRUSTED_AREAS as [RecordKindKey, ...RecordKindKey[]], {
            message: `Areas must be 'all' or some of ${TRUSTED_AREAS.join(', ')}`,
          }),
        )
        .min(1, 'Choose at least one area')
        .max(TRUSTED_AREAS.length),
    ]),
    waitDays: z
      .number()
      .int()
      .refine((d) => (WAIT_DAY_CHOICES as readonly number[]).includes(d), {
        message: `Waiting period must be one of ${WAIT_DAY_CHOICES.join(', ')} days`,
      })
      .optional(),
  })
  .strict();
export type InviteInput = z.infer<typeof inviteSchema>;

/** Why an executor asks for emergency access: a fixed choice, told to the owner by mail. */
export const REQUEST_REASONS = ['incapacitated', 'died', 'other'] as const;
export type RequestReason = (typeof REQUEST_REASONS)[number];
export const REQUEST_REASON_LABELS: Record<RequestReason, string> = {
  incapacitated: 'The owner is ill or incapacitated',
  died: 'The owner has died',
  other: 'Something else',
};

/** The longest note an executor may add to a request (sealed to the owner's key). */
export const REQUEST_NOTE_MAX = 1000;

/** POST /api/trusted-people/:id/request: why, and an optional note only the owner can open. */
export const accessRequestSchema = z
  .object({
    reason: z.enum(REQUEST_REASONS, {
      message: `Reason must be one of ${REQUEST_REASONS.join(', ')}`,
    }),
    note: z
      .string()
      .trim()
      .max(REQUEST_NOTE_MAX, `The note can be at most ${REQUEST_NOTE_MAX} characters`)
      .optional(),
  })
  .strict();
export type AccessRequestInput = z.infer<typeof accessRequestSchema>;

/** Where the owner approves or rejects one request (the email and the bell link here). */
export const requestPagePath = (grantId: string) =>
  `/trusted-people/requests/${encodeURIComponent(grantId)}`;

/**
 * Where every email about someone else's records leads (issue 45): that person's home as the
 * reader sees it (their vault opened on this device), never a page about the reader's account.
 */
export const sharedRecordsPath = (ownerId: string) => `/shared/${encodeURIComponent(ownerId)}`;
export const SHARED_RECORDS_PATTERN = '/shared/:ownerId';

/** Confirming a person or approving an executor early hands them the data: password again. */
export const grantReauthSchema = z.object({ password, code: reauthCodeInput });

/** PUT /api/trusted-people/check-in: months, or null to turn the check-in off. */
export const checkInSettingSchema = z.object({
  months: z
    .number()
    .int()
    .refine((m) => (CHECK_IN_MONTHS as readonly number[]).includes(m), {
      message: `Check-in must be after ${CHECK_IN_MONTHS.join(', ')} months, or off`,
    })
    .nullable(),
});

const iso = z.string();
const areasOut = z.union([z.literal('all'), z.array(z.string())]);

/** A person the owner trusts (GET /api/trusted-people, "People I trust"). */
export const trustedPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Their account's name once they accepted, before that the one the invitation gave. */
  name: z.string().nullable(),
  /** The relationship the owner chose in the invitation (null when none was chosen). */
  relationship: z.enum(RELATIONSHIPS).nullable(),
  /** Their account's id once they accepted (the access history's person filter). */
  granteeId: z.string().nullable(),
  role: z.enum(TRUSTED_ROLES),
  areas: areasOut,
  waitDays: z.number(),
  state: z.enum(GRANT_STATES),
  /** An invitation past its 7 days: resend or cancel. */
  inviteExpired: z.boolean(),
  inviteExpiresAt: iso,
  /** The person's key fingerprint to compare before confirming (accepted and later). */
  fingerprint: z.string().nullable(),
  requestedAt: iso.nullable(),
  /** When a requested executor's access opens unless rejected. */
  opensAt: iso.nullable(),
  requestedByCheckIn: z.boolean(),
  /** Why a waiting request was made, and its note (opened in the owner's session only). */
  requestReason: z.enum(REQUEST_REASONS).nullable(),
  requestNote: z.string().nullable(),
  confirmedAt: iso.nullable(),
  approvedAt: iso.nullable(),
  /** True when a password reset dropped the sealed key: confirm again to restore access. */
  needsReconfirm: z.boolean(),
  createdAt: iso,
});
export type TrustedPerson = z.infer<typeof trustedPersonSchema>;

/** A vault shared with the signed-in user ("Shared with me"). */
export const sharedVaultSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  role: z.enum(TRUSTED_ROLES),
  areas: areasOut,
  waitDays: z.number(),
  state: z.enum(GRANT_STATES),
  /** True when the records can be opened now. */
  hasAccess: z.boolean(),
  /** The reason given with a waiting request (the note is the owner's to read). */
  requestReason: z.enum(REQUEST_REASONS).nullable(),
  requestedAt: iso.nullable(),
  opensAt: iso.nullable(),
  approvedAt: iso.nullable(),
});
export type SharedVault = z.infer<typeof sharedVaultSchema>;

export const checkInStatusSchema = z.object({
  months: z.number().nullable(),
  /** A round of check-in emails is under way (started at). */
  roundStartedAt: iso.nullable(),
});

/** GET /api/trusted-people. */
export const trustedPeopleSchema = z.object({
  people: z.array(trustedPersonSchema),
  sharedWithMe: z.array(sharedVaultSchema),
  /** The signed-in user's own fingerprint phrase (what an owner compares before confirming). */
  myFingerprint: z.string(),
  checkIn: checkInStatusSchema,
});
export type TrustedPeople = z.infer<typeof trustedPeopleSchema>;

/**
 * POST /api/invitations/lookup (public): what the invitation offers. Not the invited address: it
 * is sealed under the owner's key, so the server cannot read it without the owner's session.
 */
export const invitationSchema = z.object({
  ownerName: z.string(),
  role: z.enum(TRUSTED_ROLES),
  areas: areasOut,
  waitDays: z.number(),
  expiresAt: iso,
  /** The name, relationship and note the owner wrote, opened with the link's token. */
  inviteeName: z.string().nullable(),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  note: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Access history actions. */
export const ACCESS_ACTIONS = [
  'view',
  'search',
  'download',
  'export',
  'create',
  'update',
  'delete',
  /** Put back from Recently deleted (issue 44). */
  'restore',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  view: 'Viewed',
  /** A search over the shared areas (area 'search'; what was typed is never kept). */
  search: 'Searched',
  download: 'Downloaded',
  export: 'Exported',
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
};

/** One entry of the owner's access history. */
export const accessEventSchema = z.object({
  id: z.string(),
  at: iso,
  granteeId: z.string().nullable(),
  /** The person's name (or 'A deleted account'). */
  granteeName: z.string(),
  action: z.enum(ACCESS_ACTIONS),
  /** A record kind key, or 'dashboard', 'net-worth', 'reports', 'search'. */
  area: z.string(),
  /** For a record kind, the record's id; for 'reports', the report's catalogue id. */
  recordId: z.string().nullable(),
  /**
   * What the history shows for the record: its title as the owner's screens show it (opened in
   * the owner's session), a report's catalogue title, or 'a deleted record'; null with no record.
   */
  recordName: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;

/** GET /api/trusted-people/access-history?grantee=&before=&limit=: newest first, by pages. */
export const accessHistorySchema = z.object({
  events: z.array(accessEventSchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.string().nullable(),
  /** Events in total (for the chosen person, or everyone). */
  total: z.number(),
});
export type AccessHistory = z.infer<typeof accessHistorySchema>;

/** GET /api/shared-vaults/:ownerId: what the banner says while reading someone's records. */
export const vaultAccessSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  role: z.enum(TRUSTED_ROLES),
  areas: areasOut,
  canWrite: z.boolean(),
});
export type VaultAccess = z.infer<typeof vaultAccessSchema>;

/** The banner's words: "Viewing Ann Lee's records · view only" (or "· can edit"). */
export function vaultBannerText(ownerName: string, writable: boolean): string {
  return `Viewing ${ownerName}'s records · ${writable ? 'can edit' : 'view only'}`;
}

/** True when the grant's areas include this record kind. */
export function coversArea(areas: 'all' | readonly string[] | null, area: string): boolean {
  // "All areas" never covers an area sealed until release (docs/decisions/021).
  if (!TRUSTED_AREAS.includes(area as RecordKindKey)) return false;
  return areas === null || areas === 'all' || areas.includes(area);
}
