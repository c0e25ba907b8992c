CREATE TABLE "record_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plain" jsonb NOT NULL,
	"sealed" text,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_versions_record_idx" ON "record_versions" USING btree ("user_id","record_id","changed_at");--> statement-breakpoint
CREATE INDEX "record_versions_changed_by_idx" ON "record_versions" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "record_versions_changed_idx" ON "record_versions" USING btree ("changed_at");
