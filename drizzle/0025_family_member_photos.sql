ALTER TABLE "family_members" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_photo_file_id_idx" ON "family_members" USING btree ("photo_file_id");
