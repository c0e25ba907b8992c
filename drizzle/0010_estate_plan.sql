CREATE TABLE "charitable_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gift_method" text,
	"amount" numeric(15, 2),
	"estate_share_percent" numeric(5, 2),
	"sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estate_plan_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"final_expenses" numeric(15, 2),
	"months_to_settle" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"family_member_id" uuid,
	"outside_family" boolean DEFAULT false NOT NULL,
	"sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_custom_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"areas" text[] NOT NULL,
	"fields" text[] NOT NULL,
	"sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "former_spouse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "charitable_gifts" ADD CONSTRAINT "charitable_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_plan_preferences" ADD CONSTRAINT "estate_plan_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_matches" ADD CONSTRAINT "beneficiary_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_matches" ADD CONSTRAINT "beneficiary_matches_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_custom_reports" ADD CONSTRAINT "saved_custom_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charitable_gifts_user_created_idx" ON "charitable_gifts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_matches_record_position_idx" ON "beneficiary_matches" USING btree ("user_id","record_kind","record_id","position");--> statement-breakpoint
CREATE INDEX "saved_custom_reports_user_idx" ON "saved_custom_reports" USING btree ("user_id","created_at");--> statement-breakpoint
-- Charitable gifts are a record kind: their writes move the owner's list revision like the others'
-- (drizzle/0005_records_revision.sql).
CREATE TRIGGER "charitable_gifts_revision_insert" AFTER INSERT ON "charitable_gifts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "charitable_gifts_revision_update" AFTER UPDATE ON "charitable_gifts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "charitable_gifts_revision_delete" AFTER DELETE ON "charitable_gifts" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();
