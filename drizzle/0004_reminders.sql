CREATE TABLE "reminder_emails" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_emails_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"important_dates" boolean DEFAULT true NOT NULL,
	"expirations" boolean DEFAULT true NOT NULL,
	"checklist" boolean DEFAULT false NOT NULL,
	"family_dates" boolean DEFAULT false NOT NULL,
	"expiry_offsets" integer[] DEFAULT '{30,7,0}'::integer[] NOT NULL,
	"time_zone" text,
	"email" boolean DEFAULT true NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"record_id" text NOT NULL,
	"occurrence" date NOT NULL,
	"offset_days" integer NOT NULL,
	"days_away" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "record_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_emails" ADD CONSTRAINT "reminder_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once_key" ON "reminder_sends" USING btree ("user_id","source","record_id","occurrence","offset_days");--> statement-breakpoint
CREATE INDEX "reminder_sends_user_day_idx" ON "reminder_sends" USING btree ("user_id","local_date");