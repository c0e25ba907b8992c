import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A record's history (issue 44, docs/decisions/033): each change keeps here the version it
 * replaced, for any record kind. The plain columns as JSON; the sealed values re-sealed under the
 * record's own key (the after key for Letters & Wishes) but bound to this version's identity
 * (`record_versions:<id>:<userId>`), so a stored version can never pass for the live row. Not
 * tied to the record's table: a deleted record keeps its history until it is deleted forever.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    /** The version's own id, bound into its ciphertext. */
    id: uuid('id').primaryKey(),
    /** The record it was (live, or waiting in Recently deleted). */
    recordId: uuid('record_id').notNull(),
    /** The vault's owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The record kind's key ('bank-accounts'). */
    kind: text('kind').notNull(),
    /** The record's plain columns by field name, as they were before the change. */
    plain: jsonb('plain').$type<Record<string, unknown>>().notNull(),
    /** The record's text values as they were, sealed and bound to this version. */
    sealed: text('sealed'),
    /** The names of the fields the change altered. */
    changedFields: jsonb('changed_fields').$type<string[]>().notNull().default([]),
    /** Who made the change (the owner or an editor); null once that account is gone. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_versions_record_idx').on(t.userId, t.recordId, t.changedAt),
    index('record_versions_changed_by_idx').on(t.changedBy),
    // The daily purge finds versions older than a year without reading every family's.
    index('record_versions_changed_idx').on(t.changedAt),
  ],
);
