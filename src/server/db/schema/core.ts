import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Accounts. Email is unique ignoring case (index on lower(email)). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string; never leaves the server. */
    password: text('password').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /**
     * The photo uploaded in Account Settings: a stored file of this user, sealed like any other
     * (account/photo-routes.ts). No foreign key: the file row cascades from this user, and a
     * dangling id is simply no photo.
     */
    profilePhotoId: uuid('profile_photo_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * When the address in `email` was proven by opening a link mailed to it (docs/decisions/018).
     * Null: unconfirmed (every account made before confirmation existed, every imported one).
     * Only a confirmed account is shown, and may accept, an invitation to its address.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * When another account proved this account's unconfirmed address and took it: `email` then
     * holds a placeholder that receives no mail (users/lost-address.ts) until the person confirms
     * a new address, which clears this.
     */
    emailTakenAt: timestamp('email_taken_at', { withTimezone: true }),
    /**
     * A new address asked for in Account Settings, waiting for its link: `email` changes to it
     * only when the link is opened. Shown to the user; the link's row says what it proves.
     */
    pendingEmail: text('pending_email'),
    theme: text('theme').notNull().default('system'),
    /** 'standard' | 'large' | 'larger': the signed-in app's text size (domain/auth.ts). */
    textSize: text('text_size').notNull().default('standard'),
    /** The home's "Getting started" card was hidden (Preferences brings it back). */
    gettingStartedHidden: boolean('getting_started_hidden').notNull().default(false),
    /**
     * When this person, signed in, last downloaded an Emergency Kit: the Getting started card's
     * last step. The kit's key is printed, never stored; only the moment is.
     */
    emergencyKitSavedAt: timestamp('emergency_kit_saved_at', { withTimezone: true }),
    // Subscription state (kept current by the billing webhook).
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    planKey: text('plan_key'),
    subscriptionStatus: text('subscription_status'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    pendingPlanKey: text('pending_plan_key'),
    /** The subscriber asked to cancel: it ends at currentPeriodEnd and is not renewed. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** 'month' or 'year': which of the plan's two prices the subscription pays. */
    billingInterval: text('billing_interval'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // Vault keys: the user's data key is only ever stored wrapped (see docs/decisions).
    dataKeyId: text('data_key_id'),
    dataKeyServerWrapped: text('data_key_server_wrapped'),
    dataKeyPasswordWrapped: text('data_key_password_wrapped'),
    dataKeyRecoveryWrapped: text('data_key_recovery_wrapped'),
    keyDerivationSalt: text('key_derivation_salt'),
    // Two-factor sign-in.
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
    totpRecoveryCodeHashes: jsonb('totp_recovery_code_hashes').$type<string[]>(),
    /**
     * Moves forward on every write to any of the user's record rows (a trigger on each record
     * table: drizzle/0004_*): the record lists' ETag. See src/server/records/list-revision.ts.
     */
    recordsRevision: bigint('records_revision', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Every file lookup asks whether the file is someone's photo (documents/stored-files.ts).
    index('users_profile_photo_idx').on(t.profilePhotoId),
  ],
);

/**
 * Server-side sessions. `sid` holds a SHA-256 hash of the cookie's session id, so a database
 * dump holds no usable session. `expire` slides; `absoluteExpire` never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull().default({}),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    absoluteExpire: timestamp('absolute_expire', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

/** Password reset tokens: `token` is the SHA-256 of the emailed token; `usedAt` makes it single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Links that prove an address (docs/decisions/018): sent at sign-up, on "send again" and for a
 * new address in Account Settings. `tokenHash` is the SHA-256 of the mailed token; `usedAt`
 * makes it single use. `email` is the address the link proves: the account's own, or the new
 * one it changes to when the link is opened.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/**
 * Audit log. No foreign key on user_id: the trail of a deleted account must survive it.
 * Rows are only ever inserted; no route updates or deletes them.
 */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    level: text('level').notNull().default('info'),
    message: text('message').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('system_logs_timestamp_idx').on(t.timestamp),
    index('system_logs_user_idx').on(t.userId),
  ],
);

/** Admin-editable settings (application name, upload limit, session lifetime, maintenance...). */
export const systemSettings = pgTable('system_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages to users (admin broadcasts, system notices); the header bell counts unread ones. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where the bell item leads, e.g. '/documents?record=<id>' (reminders). */
    link: text('link'),
    /** The record a reminder is about: the signed-in client shows its (sealed) title. */
    recordKind: text('record_kind'),
    recordId: uuid('record_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Fixed-window rate-limit counters, shared by every app instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Encrypted files in storage; `documentId` is null until an upload is attached to a document. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id'),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Original file name and other typed text, encrypted like record fields. */
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_user_idx').on(t.userId),
    // The hourly sweep finds day-old unattached uploads without reading every stored file.
    index('stored_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.documentId} is null`),
  ],
);

/** AI assistant conversations and their messages; titles and contents are sealed. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sealed: text('sealed'),
    ...timestamps,
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt)],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('ai_messages_user_idx').on(t.userId),
  ],
);

/**
 * Data keys a user can no longer open with their current password: left behind by a password
 * reset without the recovery key. Kept wrapped under the old password and the old recovery key
 * until the user unlocks them (then their rows are re-sealed under the current key).
 */
export const lockedDataKeys = pgTable(
  'locked_data_keys',
  {
    keyId: text('key_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordWrapped: text('password_wrapped'),
    keyDerivationSalt: text('key_derivation_salt'),
    recoveryWrapped: text('recovery_wrapped'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locked_data_keys_user_idx').on(t.userId)],
);

/**
 * Guesses at a signed-in user's secrets (password re-entered for a sensitive change, two-factor
 * codes), one row per user and kind, shared by every app instance. An attempt is counted when it
 * starts (one atomic upsert) and the count is cleared when it turns out right, so concurrent
 * guesses cannot slip past the limit. See src/server/auth/password-attempts.ts.
 */
export const secretAttempts = pgTable(
  'secret_attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password' or 'two_factor_code'. */
    kind: text('kind').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** No attempt of this kind is checked before this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export type UserRow = typeof users.$inferSelect;
