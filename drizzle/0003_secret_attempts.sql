CREATE TABLE "secret_attempts" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "secret_attempts_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "secret_attempts" ADD CONSTRAINT "secret_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;