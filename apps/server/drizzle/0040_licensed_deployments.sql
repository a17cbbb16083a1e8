DROP INDEX "deployments_app_tenant_env_idx";--> statement-breakpoint
DROP INDEX "deployment_history_app_tenant_idx";--> statement-breakpoint
DROP INDEX "orchestration_runs_schedule_idx";--> statement-breakpoint
ALTER TABLE "deployment_history" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "deployment_history" ADD CONSTRAINT "deployment_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_app_org_tenant_env_idx" ON "deployments" USING btree ("app_id","organization_id","tenant","environment");--> statement-breakpoint
CREATE INDEX "deployment_history_app_tenant_idx" ON "deployment_history" USING btree ("app_id","organization_id","tenant","deployed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orchestration_runs_schedule_idx" ON "orchestration_runs" USING btree ("app_id","organization_id","tenant","orchestration","scheduled_for");--> statement-breakpoint
-- hand-written:
-- The two ADD COLUMN lines above were generated with NOT NULL, which fails on a database that has
-- deployments: they add the column nullable, and it becomes NOT NULL here once every row has its company.
-- Every deployment made before this one ran on the app owner's tenant (deploy took only own versions).
UPDATE "deployments" d SET "organization_id" = a."organization_id" FROM "apps" a WHERE a."id" = d."app_id";--> statement-breakpoint
UPDATE "deployment_history" h SET "organization_id" = a."organization_id" FROM "apps" a WHERE a."id" = h."app_id";--> statement-breakpoint
ALTER TABLE "deployments" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_history" ALTER COLUMN "organization_id" SET NOT NULL;
