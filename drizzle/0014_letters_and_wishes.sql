CREATE TABLE "letters_and_wishes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_type" text,
	"sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_releases" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_key_copies" (
	"grant_id" uuid NOT NULL,
	"after_key_id" text NOT NULL,
	"ephemeral_public_key" text NOT NULL,
	"sealed_after_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_key_copies_grant_id_after_key_id_pk" PRIMARY KEY("grant_id","after_key_id")
);
--> statement-breakpoint
CREATE TABLE "after_release_secrets" (
	"grant_id" uuid PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letters_and_wishes" ADD CONSTRAINT "letters_and_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_releases" ADD CONSTRAINT "vault_releases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_key_copies" ADD CONSTRAINT "after_key_copies_grant_id_trusted_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."trusted_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_release_secrets" ADD CONSTRAINT "after_release_secrets_grant_id_trusted_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."trusted_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_and_wishes_user_created_idx" ON "letters_and_wishes" USING btree ("user_id","created_at");--> statement-breakpoint
-- Like every record table, a write moves the owner's records revision (0005_records_revision.sql).
CREATE TRIGGER "letters_and_wishes_revision_insert" AFTER INSERT ON "letters_and_wishes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "letters_and_wishes_revision_update" AFTER UPDATE ON "letters_and_wishes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();--> statement-breakpoint
CREATE TRIGGER "letters_and_wishes_revision_delete" AFTER DELETE ON "letters_and_wishes" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_records_revision"();
