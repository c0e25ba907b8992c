ALTER TABLE "trusted_grants" ADD COLUMN "request_reason" text;--> statement-breakpoint
ALTER TABLE "trusted_grants" ADD COLUMN "request_note_sealed" text;
