ALTER TABLE "users" ADD COLUMN "profile_photo_id" uuid;--> statement-breakpoint
CREATE INDEX "users_profile_photo_idx" ON "users" USING btree ("profile_photo_id");