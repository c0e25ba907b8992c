import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A user's passkeys (docs/decisions/031): WebAuthn credentials with their public key, signature
 * counter and transports, named by the person. `vaultWrapped` is the same payload the password
 * wraps (data key, after key, key pair key) under a key from the authenticator's PRF output and
 * the server key; the PRF output itself is never stored. `vaultKeyId` names the data key that
 * payload holds: when it is not the user's current one, the wrapping is stale and the passkey's
 * next sign-in asks for the password once and renews it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id as the authenticator gives it (base64url); unique across all users. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** The authenticator verified the person (fingerprint, face, PIN) when it was added. */
    userVerified: boolean('user_verified').notNull().default(false),
    vaultWrapped: text('vault_wrapped'),
    vaultKeyId: text('vault_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, kept server-side, claimed once (deleted as they are used) and short-lived.
 * `purpose` says which ceremony may use it; `userId` is set for a signed-in person's ceremonies
 * and for the password step that follows a passkey sign-in (`credentialId` then names the
 * passkey that signed in).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id'),
    userVerified: boolean('user_verified').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // By user: a deleted account's challenges go with it (the cascade looks them up by user_id).
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    index('webauthn_challenges_user_idx').on(t.userId),
  ],
);
