ALTER TABLE "trusted_grants" ADD COLUMN "invite_letter_sealed" text;
