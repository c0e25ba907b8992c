import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * A step of the executor's first-days plan ticked off (issue 29): kept in the owner's vault
 * (userId is the owner), the step's key sealed under the owner's data key like any row (it
 * names a record, so it says what the executor is doing), seen by the owner and every executor
 * with open access. Unticking deletes the row.
 */
export const executorPlanTicks = pgTable(
  'executor_plan_ticks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The vault's owner. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who ticked it; null once their account is gone (the tick stays). */
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    /** { step } sealed under the owner's data key (row-sealer format). */
    sealed: text('sealed').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('executor_plan_ticks_user_idx').on(t.userId),
    // A deleted account sets its ticks' done_by to null: found by index, not a scan.
    index('executor_plan_ticks_done_by_idx').on(t.doneBy),
  ],
);
