ALTER TABLE "users" ADD COLUMN "text_size" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "getting_started_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_kit_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "named_role" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "named_family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "named_contact_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "date_signed" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "attorney_contact_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_named_family_member_id_family_members_id_fk" FOREIGN KEY ("named_family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_named_contact_id_professional_contacts_id_fk" FOREIGN KEY ("named_contact_id") REFERENCES "public"."professional_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_attorney_contact_id_professional_contacts_id_fk" FOREIGN KEY ("attorney_contact_id") REFERENCES "public"."professional_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "assessments" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_items" (
	"user_id" uuid NOT NULL,
	"proposal_key" text NOT NULL,
	"checklist_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_items_user_id_proposal_key_pk" PRIMARY KEY("user_id","proposal_key")
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_checklist_item_id_estate_checklist_items_id_fk" FOREIGN KEY ("checklist_item_id") REFERENCES "public"."estate_checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_items_checklist_item_idx" ON "assessment_items" USING btree ("checklist_item_id");
