CREATE TABLE "access_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"grantee_id" uuid,
	"grant_id" uuid,
	"action" text NOT NULL,
	"area" text NOT NULL,
	"record_id" text,
	"ip_address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"round_started_at" timestamp with time zone,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"last_email_at" timestamp with time zone,
	"token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grant_release_secrets" (
	"grant_id" uuid PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"grantee_id" uuid,
	"invite_email_sealed" text NOT NULL,
	"invite_email_hash" text NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone NOT NULL,
	"role" text NOT NULL,
	"areas" text[],
	"wait_days" integer DEFAULT 7 NOT NULL,
	"state" text NOT NULL,
	"accepted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"opens_at" timestamp with time zone,
	"requested_by_check_in" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"grantee_public_key" text,
	"ephemeral_public_key" text,
	"sealed_data_key" text,
	"sealed_data_key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_key_pairs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"user_id" uuid NOT NULL,
	"area" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_user_id_area_pk" PRIMARY KEY("user_id","area")
);
--> statement-breakpoint
CREATE TABLE "net_worth_snapshots" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bank" numeric(16, 2) NOT NULL,
	"investments" numeric(16, 2) NOT NULL,
	"real_estate" numeric(16, 2) NOT NULL,
	"business_interests" numeric(16, 2) NOT NULL,
	"debts" numeric(16, 2) NOT NULL,
	"net_worth" numeric(16, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "net_worth_snapshots_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_grant_id_trusted_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."trusted_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_settings" ADD CONSTRAINT "check_in_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_release_secrets" ADD CONSTRAINT "grant_release_secrets_grant_id_trusted_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."trusted_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_grants" ADD CONSTRAINT "trusted_grants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_grants" ADD CONSTRAINT "trusted_grants_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_key_pairs" ADD CONSTRAINT "user_key_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_worth_snapshots" ADD CONSTRAINT "net_worth_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_events_owner_idx" ON "access_events" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "access_events_owner_grantee_idx" ON "access_events" USING btree ("owner_id","grantee_id","at");--> statement-breakpoint
CREATE INDEX "trusted_grants_owner_idx" ON "trusted_grants" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "trusted_grants_grantee_idx" ON "trusted_grants" USING btree ("grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_grants_live_invite_key" ON "trusted_grants" USING btree ("owner_id","invite_email_hash") WHERE "trusted_grants"."state" <> 'revoked';