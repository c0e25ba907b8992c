import { primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { trustedGrants } from './trusted-people';

/**
 * The owner's release (docs/decisions/021): when an executor's access opened. A
 * row means released; "Return to standby" deletes it, and with it every after-release secret is
 * withheld again. Items sealed until release open for their named readers only while it exists.
 */
export const vaultReleases = pgTable('vault_releases', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A named reader's copy of the owner's after key, sealed as an executor's grant is:
 * key = HKDF(ECDH(ephemeral, reader's public key) || after-release secret). One per grant and
 * after key (an owner's reset without the recovery key makes a new after key; copies of the old
 * one survive). Deleted with the grant's after-release secret when the person is removed.
 */
export const afterKeyCopies = pgTable(
  'after_key_copies',
  {
    grantId: uuid('grant_id')
      .notNull()
      .references(() => trustedGrants.id, { onDelete: 'cascade' }),
    afterKeyId: text('after_key_id').notNull(),
    ephemeralPublicKey: text('ephemeral_public_key').notNull(),
    sealedAfterKey: text('sealed_after_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.grantId, t.afterKeyId] })],
);

/**
 * Each grant's after-release secret, sealed under the server key and kept apart from the copies:
 * unsealed only while the owner's release stands.
 */
export const afterReleaseSecrets = pgTable('after_release_secrets', {
  grantId: uuid('grant_id')
    .primaryKey()
    .references(() => trustedGrants.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
