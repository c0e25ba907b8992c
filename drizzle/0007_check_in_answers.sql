ALTER TABLE "check_in_settings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_in_settings" ADD COLUMN "requests_started_at" timestamp with time zone;