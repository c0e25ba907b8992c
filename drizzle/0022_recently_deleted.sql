CREATE TABLE "trashed_records" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plain" jsonb NOT NULL,
	"sealed" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" uuid,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trashed_records" ADD CONSTRAINT "trashed_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_records" ADD CONSTRAINT "trashed_records_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_records" ADD CONSTRAINT "trashed_records_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trashed_records_user_deleted_idx" ON "trashed_records" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "trashed_records_deleted_by_idx" ON "trashed_records" USING btree ("deleted_by");--> statement-breakpoint
CREATE INDEX "trashed_records_deleted_idx" ON "trashed_records" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trashed_records_file_idx" ON "trashed_records" USING btree ("file_id") WHERE "trashed_records"."file_id" is not null;
