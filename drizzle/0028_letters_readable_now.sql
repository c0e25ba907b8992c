ALTER TABLE "letters_and_wishes" ADD COLUMN "readable_now" boolean DEFAULT false NOT NULL;
