CREATE TABLE "deployment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"tenant" text NOT NULL,
	"environment" text NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deployed_by" uuid,
	CONSTRAINT "deployment_history_environment_check" CHECK ("environment" in ('Development', 'Implementation', 'Production', 'Sandbox'))
);
--> statement-breakpoint
ALTER TABLE "deployment_history" ADD CONSTRAINT "deployment_history_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_history" ADD CONSTRAINT "deployment_history_version_id_app_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_history" ADD CONSTRAINT "deployment_history_deployed_by_users_id_fk" FOREIGN KEY ("deployed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_history_app_tenant_idx" ON "deployment_history" USING btree ("app_id","tenant","deployed_at");--> statement-breakpoint
-- hand-written:
-- What runs today becomes the first line of each history (older deploys were not kept before this table).
INSERT INTO "deployment_history" ("app_id", "version_id", "tenant", "environment", "deployed_at", "deployed_by")
SELECT "app_id", "version_id", "tenant", "environment", "deployed_at", "deployed_by" FROM "deployments";
