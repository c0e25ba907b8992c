import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { familyMembers } from './records';

/**
 * Legacy Planning's and Financial Analysis's own choices (issue 31): the owner's settlement
 * figures, confirmed beneficiary matches and saved custom reports. Free text (a beneficiary's
 * name as typed, a report's name and filter) is sealed in `sealed` like a record's.
 */

/** The liquidity figures the owner changed; a user without a row has the defaults. */
export const estatePlanPreferences = pgTable('estate_plan_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Funeral, burial and last bills, USD; null: the default (domain/estate-plan/liquidity.ts). */
  finalExpenses: numeric('final_expenses', { precision: 15, scale: 2 }),
  /** Months the estate takes to settle; null: the default. */
  monthsToSettle: integer('months_to_settle'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's answer to "who is this?" for one name on an account's or policy's beneficiary
 * field: a family member, or someone outside the family. Keyed by the record and the name's
 * position in the field; the name as it was then is sealed, so an edited field drops the answer.
 */
export const beneficiaryMatches = pgTable(
  'beneficiary_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordKind: text('record_kind').notNull(),
    recordId: uuid('record_id').notNull(),
    position: integer('position').notNull(),
    /** The family member meant; null with outsideFamily set. Deleting the member drops the answer. */
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, {
      onDelete: 'cascade',
    }),
    outsideFamily: boolean('outside_family').notNull().default(false),
    /** {name}: the beneficiary's name as the field held it when the owner answered. */
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('beneficiary_matches_record_position_idx').on(
      t.userId,
      t.recordKind,
      t.recordId,
      t.position,
    ),
    index('beneficiary_matches_family_member_idx').on(t.familyMemberId),
  ],
);

/** A custom report's choice of areas and fields, kept by the person who saved it. */
export const savedCustomReports = pgTable(
  'saved_custom_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areas: text('areas').array().notNull(),
    /** 'area.field' names. */
    fields: text('fields').array().notNull(),
    /** {name, filter}: what the person typed. */
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_custom_reports_user_idx').on(t.userId, t.createdAt)],
);
