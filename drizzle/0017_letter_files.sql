ALTER TABLE "letters_and_wishes" ADD COLUMN "file_path" uuid;--> statement-breakpoint
ALTER TABLE "letters_and_wishes" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "letters_and_wishes" ADD CONSTRAINT "letters_and_wishes_file_path_stored_files_id_fk" FOREIGN KEY ("file_path") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_and_wishes_file_path_idx" ON "letters_and_wishes" USING btree ("file_path");
