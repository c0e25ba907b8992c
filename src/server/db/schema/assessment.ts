import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentAnswers } from '../../../domain/assessment/questions';
import { users } from './core';
import { estateChecklistItems } from './records';

/**
 * The Estate Planning Assessment's answers, one row per owner. Every answer is a choice from a
 * fixed list (domain/assessment/questions.ts), so it is stored plain, as record choices are.
 */
export const assessments = pgTable('assessments', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<AssessmentAnswers>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which checklist item a suggestion became. One row per (owner, suggestion): accepting it again
 * makes no second item. Deleting the item deletes the row, so the suggestion is offered again.
 */
export const assessmentItems = pgTable(
  'assessment_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposalKey: text('proposal_key').notNull(),
    checklistItemId: uuid('checklist_item_id')
      .notNull()
      .references(() => estateChecklistItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.proposalKey] }),
    index('assessment_items_checklist_item_idx').on(t.checklistItemId),
  ],
);
