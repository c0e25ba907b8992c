-- Every query that reads one family's data uses an index (issue 33, src/server/db/family-indexes.test.ts):
-- references between a family's rows are looked up by value when their target goes (ON DELETE
-- SET NULL / CASCADE); without these, deleting one family member read every family's documents.
CREATE INDEX "documents_named_family_member_id_idx" ON "documents" USING btree ("named_family_member_id");--> statement-breakpoint
CREATE INDEX "documents_named_contact_id_idx" ON "documents" USING btree ("named_contact_id");--> statement-breakpoint
CREATE INDEX "documents_attorney_contact_id_idx" ON "documents" USING btree ("attorney_contact_id");--> statement-breakpoint
CREATE INDEX "documents_file_path_idx" ON "documents" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "medical_information_family_member_id_idx" ON "medical_information" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "ai_messages_user_idx" ON "ai_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beneficiary_matches_family_member_idx" ON "beneficiary_matches" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "access_events_grant_idx" ON "access_events" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "access_events_grantee_idx" ON "access_events" USING btree ("grantee_id");--> statement-breakpoint
-- What a trusted person's list shows depends on their grant (scope, role, release), so a change
-- to a grant moves the owner's records revision like a write to a record row does (0005): every
-- list ETag changes, whatever code changed the grant.
CREATE FUNCTION "bump_owner_records_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "records_revision" = greatest("records_revision" + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  WHERE "id" IN (SELECT DISTINCT "owner_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trusted_grants_revision_insert" AFTER INSERT ON "trusted_grants" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_records_revision"();--> statement-breakpoint
CREATE TRIGGER "trusted_grants_revision_update" AFTER UPDATE ON "trusted_grants" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_records_revision"();--> statement-breakpoint
CREATE TRIGGER "trusted_grants_revision_delete" AFTER DELETE ON "trusted_grants" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_owner_records_revision"();
