CREATE TABLE "executor_plan_ticks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"done_by" uuid,
	"sealed" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executor_plan_ticks" ADD CONSTRAINT "executor_plan_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executor_plan_ticks" ADD CONSTRAINT "executor_plan_ticks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executor_plan_ticks_user_idx" ON "executor_plan_ticks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "executor_plan_ticks_done_by_idx" ON "executor_plan_ticks" USING btree ("done_by");
