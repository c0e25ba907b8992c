import {
  boolean,
  date,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * One row per user and day: the wealth summary's totals as they stood (plain amounts, as the
 * summary already uses). Written at the first record change of a day and by the daily job for
 * users without one; kept forever (a few bytes a day).
 */
export const netWorthSnapshots = pgTable(
  'net_worth_snapshots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bank: numeric('bank', { precision: 16, scale: 2 }).notNull(),
    investments: numeric('investments', { precision: 16, scale: 2 }).notNull(),
    realEstate: numeric('real_estate', { precision: 16, scale: 2 }).notNull(),
    businessInterests: numeric('business_interests', { precision: 16, scale: 2 }).notNull(),
    debts: numeric('debts', { precision: 16, scale: 2 }).notNull(),
    netWorth: numeric('net_worth', { precision: 16, scale: 2 }).notNull(),
    /** Written under the one rule (issue 43): a property's typed mortgage counts as a debt. */
    mortgagesCounted: boolean('mortgages_counted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A CSV import's column mapping, remembered per user and area (header label -> field key),
 * sealed under the user's data key (a file without a header row names its columns with the
 * first row's values): `{mapping: JSON}` bound to ('import_mappings', area, user).
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area] })],
);
