CREATE TABLE "locked_data_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"password_wrapped" text,
	"key_derivation_salt" text,
	"recovery_wrapped" text,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_interval" text;--> statement-breakpoint
ALTER TABLE "locked_data_keys" ADD CONSTRAINT "locked_data_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locked_data_keys_user_idx" ON "locked_data_keys" USING btree ("user_id");