import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles, users } from './core';

/** A reference that pointed at a trashed record, cleared by ON DELETE SET NULL, put back on restore. */
export interface TrashedLink {
  /** The referring record's kind key and id, and the field that named the trashed record. */
  kind: string;
  recordId: string;
  field: string;
}

/**
 * Recently deleted (issue 44, docs/decisions/029): a deleted record leaves its kind's table (so
 * no list, sum, search, report, export, reminder or plan count can see it) and waits here for
 * 30 days, as it was: the plain columns as JSON, the sealed column unchanged (still bound to
 * its kind's table, its id and its owner, so it opens only as that record, and only when
 * restored to its place). A document's or letter's stored file stays in stored_files.
 */
export const trashedRecords = pgTable(
  'trashed_records',
  {
    /** The record's own id: restoring puts it back under it. */
    recordId: uuid('record_id').primaryKey(),
    /** The vault's owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The record kind's key ('insurance-policies'). */
    kind: text('kind').notNull(),
    /** The row's plain columns by field name (dates as strings, numbers as strings). */
    plain: jsonb('plain').$type<Record<string, unknown>>().notNull(),
    /** The row's ciphertext as it was in its table (row-sealer format, bound to that row). */
    sealed: text('sealed'),
    links: jsonb('links').$type<TrashedLink[]>().notNull().default([]),
    /** The stored file the record held (kept until the item is restored or purged). */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Who deleted it (the owner or an editor); null once that account is gone. */
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trashed_records_user_deleted_idx').on(t.userId, t.deletedAt),
    index('trashed_records_deleted_by_idx').on(t.deletedBy),
    // The daily purge finds items older than 30 days without reading every family's.
    index('trashed_records_deleted_idx').on(t.deletedAt),
    // The stored-file sweep asks whether a file belongs to a trashed record.
    index('trashed_records_file_idx')
      .on(t.fileId)
      .where(sql`${t.fileId} is not null`),
  ],
);
