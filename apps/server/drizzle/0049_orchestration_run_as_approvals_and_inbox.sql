CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "user_notifications_kind_check" CHECK ("kind" in ('approval_requested', 'orchestration_message'))
);
--> statement-breakpoint
CREATE TABLE "orchestration_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"step_id" text NOT NULL,
	"role" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orchestration_approvals_decision_check" CHECK ("decision" in ('approved', 'rejected', 'timed_out'))
);
--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD COLUMN "acts_as" uuid;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_approvals" ADD CONSTRAINT "orchestration_approvals_run_id_orchestration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."orchestration_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_approvals" ADD CONSTRAINT "orchestration_approvals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_approvals" ADD CONSTRAINT "orchestration_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" USING btree ("user_id","organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orchestration_approvals_run_seq_idx" ON "orchestration_approvals" USING btree ("run_id","seq");--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_acts_as_users_id_fk" FOREIGN KEY ("acts_as") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Runs before this act for their launcher, or (scheduled, webhook) for whoever deployed the app to the tenant.
UPDATE "orchestration_runs" r SET "acts_as" = coalesce(r."started_by", (
  SELECT d."deployed_by" FROM "deployments" d
  WHERE d."app_id" = r."app_id" AND d."organization_id" = r."organization_id" AND d."tenant" = r."tenant"
  ORDER BY d."deployed_at" DESC LIMIT 1
));
