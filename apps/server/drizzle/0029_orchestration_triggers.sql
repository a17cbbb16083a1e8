CREATE TABLE "orchestration_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"tenant" text NOT NULL,
	"orchestration" text NOT NULL,
	"secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orchestration_runs" DROP CONSTRAINT "orchestration_runs_trigger_check";--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orchestration_webhooks" ADD CONSTRAINT "orchestration_webhooks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_webhooks" ADD CONSTRAINT "orchestration_webhooks_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_webhooks" ADD CONSTRAINT "orchestration_webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orchestration_webhooks_target_idx" ON "orchestration_webhooks" USING btree ("app_id","tenant","orchestration");--> statement-breakpoint
CREATE UNIQUE INDEX "orchestration_runs_schedule_idx" ON "orchestration_runs" USING btree ("app_id","tenant","orchestration","scheduled_for");--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_trigger_check" CHECK ("trigger" in ('manual', 'api', 'schedule', 'webhook'));