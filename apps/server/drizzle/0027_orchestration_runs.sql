CREATE TABLE "orchestration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"tenant" text NOT NULL,
	"orchestration" text NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"trigger" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"next_step" text,
	"seq" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"output" jsonb,
	"error" text,
	"error_step" text,
	"started_by" uuid,
	"holder" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resume_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "orchestration_runs_status_check" CHECK ("status" in ('QUEUED', 'RUNNING', 'WAITING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "orchestration_runs_trigger_check" CHECK ("trigger" in ('manual', 'api'))
);
--> statement-breakpoint
CREATE TABLE "orchestration_step_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"step_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"input" jsonb,
	"output" jsonb,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "orchestration_step_runs_status_check" CHECK ("status" in ('RUNNING', 'WAITING', 'SUCCEEDED', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "api_clients" DROP CONSTRAINT "api_clients_scopes_check";--> statement-breakpoint
ALTER TABLE "portal_tokens" DROP CONSTRAINT "portal_tokens_scopes_check";--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_version_id_app_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_step_runs" ADD CONSTRAINT "orchestration_step_runs_run_id_orchestration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."orchestration_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orchestration_runs_app_created_idx" ON "orchestration_runs" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "orchestration_runs_status_idx" ON "orchestration_runs" USING btree ("status","heartbeat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orchestration_step_runs_run_seq_idx" ON "orchestration_step_runs" USING btree ("run_id","seq");--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write', 'portal.apps.read', 'portal.apps.write', 'portal.deploy', 'portal.orchestrations']::text[]);--> statement-breakpoint
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_scopes_check" CHECK ("scopes" <@ array['portal.apps.read', 'portal.apps.write', 'portal.deploy', 'portal.orchestrations']::text[]);