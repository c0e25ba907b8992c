import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Every user's X25519 key pair (docs/decisions/017-trusted-people.md). The private key is sealed
 * under the user's own data key, so it opens only in that user's session; the public key is what
 * an owner seals a grant to, shown to both sides as a fingerprint phrase.
 */
export const userKeyPairs = pgTable('user_key_pairs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The raw 32-byte public key, base64url. */
  publicKey: text('public_key').notNull(),
  /** The PKCS#8 private key sealed under the user's data key (row-sealer format). */
  privateKeySealed: text('private_key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A trusted person: who may see which of an owner's areas, in which role, and where the grant is
 * in its life (domain/trusted-people.ts has the states and their transitions).
 */
export const trustedGrants = pgTable(
  'trusted_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the invitation is accepted. */
    granteeId: uuid('grantee_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, sealed under the owner's data key (free text the owner typed). */
    inviteEmailSealed: text('invite_email_sealed').notNull(),
    /** HMAC of the lower-cased address under the server key: duplicate and acceptance checks. */
    inviteEmailHash: text('invite_email_hash').notNull(),
    /** SHA-256 of the emailed invitation token; cleared once accepted. */
    inviteTokenHash: text('invite_token_hash'),
    /**
     * The invitee's name, relationship and the owner's note, sealed under a key derived from the
     * invitation token (invitation-letter.ts): only the link opens it; cleared once accepted.
     */
    inviteLetterSealed: text('invite_letter_sealed'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }).notNull(),
    role: text('role').notNull(),
    /** Record areas the grant covers; null means every area. */
    areas: text('areas').array(),
    waitDays: integer('wait_days').notNull().default(7),
    state: text('state').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** When a requested executor's access opens by itself (requestedAt + waitDays). */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** True when the request came from unanswered inactivity check-ins, not the executor. */
    requestedByCheckIn: boolean('requested_by_check_in').notNull().default(false),
    /** The owner's reminder, one day before `opensAt`, went out (once per request). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Why the executor asked (REQUEST_REASONS): a fixed choice, so plain. */
    requestReason: text('request_reason'),
    /**
     * The executor's note to the owner, sealed to the owner's public key (request-note.ts):
     * free text, opened only in the owner's session.
     */
    requestNoteSealed: text('request_note_sealed'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The grantee's public key as it was accepted: the fingerprint the owner compares. */
    granteePublicKey: text('grantee_public_key'),
    /** The sealing: the ephemeral X25519 public key, and the owner's data key sealed with it. */
    ephemeralPublicKey: text('ephemeral_public_key'),
    sealedDataKey: text('sealed_data_key'),
    /** Which of the owner's data keys is sealed (a rotation reseals; a reset drops it). */
    sealedDataKeyId: text('sealed_data_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trusted_grants_owner_idx').on(t.ownerId),
    index('trusted_grants_grantee_idx').on(t.granteeId),
    // One live grant per owner and invited address; ended grants stay as history.
    uniqueIndex('trusted_grants_live_invite_key')
      .on(t.ownerId, t.inviteEmailHash)
      .where(sql`${t.state} <> 'revoked'`),
  ],
);

/**
 * The release secret of each grant, sealed under the server key and kept apart from the grant
 * row: the server unseals it only while the grant is active, so before release neither the
 * grantee's key pair nor a database copy with the server key opens the owner's data key alone.
 */
export const grantReleaseSecrets = pgTable('grant_release_secrets', {
  grantId: uuid('grant_id')
    .primaryKey()
    .references(() => trustedGrants.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's access history: every view, download, export and change by a trusted person. */
export const accessEvents = pgTable(
  'access_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the person's account is deleted: the owner's history of them stays. */
    granteeId: uuid('grantee_id').references(() => users.id, { onDelete: 'set null' }),
    grantId: uuid('grant_id').references(() => trustedGrants.id, { onDelete: 'set null' }),
    /** 'view' | 'download' | 'export' | 'create' | 'update' | 'delete'. */
    action: text('action').notNull(),
    /** The record area (a record kind, or 'dashboard', 'reports', ...). */
    area: text('area').notNull(),
    recordId: text('record_id'),
    ipAddress: text('ip_address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_events_owner_idx').on(t.ownerId, t.at),
    index('access_events_owner_grantee_idx').on(t.ownerId, t.granteeId, t.at),
    // Found by grant and by grantee when either goes (ON DELETE CASCADE).
    index('access_events_grant_idx').on(t.grantId),
    index('access_events_grantee_idx').on(t.granteeId),
  ],
);

/**
 * The optional inactivity check-in (per owner): after `months` without a sign-in, three emails
 * over 14 days; unanswered, every executor's request starts. `roundStartedAt` is null between rounds;
 * silence is counted from the later of the last sign-in and the last answered check-in.
 */
export const checkInSettings = pgTable('check_in_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  months: integer('months').notNull(),
  roundStartedAt: timestamp('round_started_at', { withTimezone: true }),
  emailsSent: integer('emails_sent').notNull().default(0),
  lastEmailAt: timestamp('last_email_at', { withTimezone: true }),
  /** SHA-256 of the "I'm here" link's token for the current round. */
  tokenHash: text('token_hash'),
  /** When the owner last answered a check-in link: a sign of life, like a sign-in. */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  /** A round ended unanswered and started the executors' requests: no new round until a sign-in. */
  requestsStartedAt: timestamp('requests_started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
