ALTER TABLE "users" ADD COLUMN "records_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write to a record table moves its owners' records_revision forward (the record lists'
-- ETag, src/server/records/list-revision.ts), whatever code wrote it: record routes, imports,
-- re-encryption under a new data key. Never backwards: at least one more, and at least the
-- current time in microseconds, so a user restored from an older snapshot cannot meet a tag seen
-- before the restore. Statement-level, so a bulk write bumps each user once per statement.
CREATE FUNCTION "bump_records_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "records_revision" = greatest("records_revision" + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bank_accounts_revision_insert" AFTER INSERT ON "bank_accounts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "bank_accounts_revision_update" AFTER UPDATE ON "bank_accounts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "bank_accounts_revision_delete" AFTER DELETE ON "bank_accounts" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "business_interests_revision_insert" AFTER INSERT ON "business_interests" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "business_interests_revision_update" AFTER UPDATE ON "business_interests" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "business_interests_revision_delete" AFTER DELETE ON "business_interests" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "debts_liabilities_revision_insert" AFTER INSERT ON "debts_liabilities" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "debts_liabilities_revision_update" AFTER UPDATE ON "debts_liabilities" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "debts_liabilities_revision_delete" AFTER DELETE ON "debts_liabilities" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "documents_revision_insert" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "documents_revision_update" AFTER UPDATE ON "documents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "documents_revision_delete" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "estate_checklist_items_revision_insert" AFTER INSERT ON "estate_checklist_items" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "estate_checklist_items_revision_update" AFTER UPDATE ON "estate_checklist_items" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "estate_checklist_items_revision_delete" AFTER DELETE ON "estate_checklist_items" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "family_members_revision_insert" AFTER INSERT ON "family_members" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "family_members_revision_update" AFTER UPDATE ON "family_members" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "family_members_revision_delete" AFTER DELETE ON "family_members" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "important_dates_revision_insert" AFTER INSERT ON "important_dates" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "important_dates_revision_update" AFTER UPDATE ON "important_dates" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "important_dates_revision_delete" AFTER DELETE ON "important_dates" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "insurance_policies_revision_insert" AFTER INSERT ON "insurance_policies" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "insurance_policies_revision_update" AFTER UPDATE ON "insurance_policies" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "insurance_policies_revision_delete" AFTER DELETE ON "insurance_policies" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "investment_accounts_revision_insert" AFTER INSERT ON "investment_accounts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "investment_accounts_revision_update" AFTER UPDATE ON "investment_accounts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "investment_accounts_revision_delete" AFTER DELETE ON "investment_accounts" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "medical_information_revision_insert" AFTER INSERT ON "medical_information" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "medical_information_revision_update" AFTER UPDATE ON "medical_information" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "medical_information_revision_delete" AFTER DELETE ON "medical_information" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "professional_contacts_revision_insert" AFTER INSERT ON "professional_contacts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "professional_contacts_revision_update" AFTER UPDATE ON "professional_contacts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "professional_contacts_revision_delete" AFTER DELETE ON "professional_contacts" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "real_estate_properties_revision_insert" AFTER INSERT ON "real_estate_properties" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "real_estate_properties_revision_update" AFTER UPDATE ON "real_estate_properties" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "real_estate_properties_revision_delete" AFTER DELETE ON "real_estate_properties" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();
