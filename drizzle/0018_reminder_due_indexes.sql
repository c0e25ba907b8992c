-- The reminder sweep selects in SQL only the users with something due (issue 33,
-- src/server/reminders/due-users.ts): due items are found through an index on each reminded
-- date (yearly dates by month and day), today's unmailed reminders through a partial index.
CREATE INDEX "documents_expiration_date_idx" ON "documents" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "insurance_policies_expiration_date_idx" ON "insurance_policies" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "bank_accounts_maturity_date_idx" ON "bank_accounts" USING btree ("maturity_date");--> statement-breakpoint
CREATE INDEX "investment_accounts_maturity_date_idx" ON "investment_accounts" USING btree ("maturity_date");--> statement-breakpoint
CREATE INDEX "debts_liabilities_due_date_idx" ON "debts_liabilities" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "important_dates_event_date_idx" ON "important_dates" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "important_dates_event_date_month_day_idx" ON "important_dates" USING btree (((extract(month from "event_date") * 100 + extract(day from "event_date"))::int)) WHERE "is_recurring";--> statement-breakpoint
CREATE INDEX "important_dates_reminder_days_idx" ON "important_dates" USING btree ("reminder_days");--> statement-breakpoint
CREATE INDEX "family_members_birthday_month_day_idx" ON "family_members" USING btree (((extract(month from "birthday") * 100 + extract(day from "birthday"))::int));--> statement-breakpoint
CREATE INDEX "family_members_anniversary_month_day_idx" ON "family_members" USING btree (((extract(month from "anniversary") * 100 + extract(day from "anniversary"))::int));--> statement-breakpoint
CREATE INDEX "reminder_sends_unmailed_idx" ON "reminder_sends" USING btree ("local_date") WHERE "mailed_at" is null;--> statement-breakpoint
-- A yearly date's anniversary in year y (Feb 29 falls on Feb 28 in a common year), and the
-- occurrence that counts from `today`: domain/reminder-dates.ts nextOccurrence, in SQL.
CREATE FUNCTION "reminder_anniversary"(d date, y int) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date(y, extract(month from d)::int,
    CASE WHEN extract(month from d) = 2 AND extract(day from d) = 29
      AND NOT (y % 4 = 0 AND (y % 100 <> 0 OR y % 400 = 0)) THEN 28
    ELSE extract(day from d)::int END)
$$;--> statement-breakpoint
CREATE FUNCTION "reminder_next_occurrence"(d date, yearly boolean, today date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN d >= today THEN d
    WHEN NOT yearly THEN NULL
    WHEN reminder_anniversary(d, extract(year from today)::int) >= today
      THEN reminder_anniversary(d, extract(year from today)::int)
    ELSE reminder_anniversary(d, extract(year from today)::int + 1)
  END
$$;
--> statement-breakpoint
-- What the sweep reads across families comes from the ends of indexes: the zones users chose
-- (skipped through, one probe per zone), the widest expiry offset anyone chose, and the users
-- who switched the checklist nudge or the weekly digest on.
CREATE FUNCTION "reminder_widest_offset"(offsets int[]) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT max(x) FROM unnest(offsets) x
$$;--> statement-breakpoint
CREATE INDEX "reminder_preferences_time_zone_idx" ON "reminder_preferences" USING btree ("time_zone");--> statement-breakpoint
CREATE INDEX "reminder_preferences_widest_offset_idx" ON "reminder_preferences" USING btree ((reminder_widest_offset("expiry_offsets")));--> statement-breakpoint
CREATE INDEX "reminder_preferences_checklist_idx" ON "reminder_preferences" USING btree ("user_id") WHERE "checklist";--> statement-breakpoint
CREATE INDEX "reminder_preferences_weekly_digest_idx" ON "reminder_preferences" USING btree ("user_id") WHERE "weekly_digest";
