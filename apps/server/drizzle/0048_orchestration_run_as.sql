ALTER TABLE "orchestration_runs" ADD COLUMN "acts_as" uuid;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_acts_as_users_id_fk" FOREIGN KEY ("acts_as") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Runs before this act for their launcher, or (scheduled, webhook) for whoever deployed the app to the tenant.
UPDATE "orchestration_runs" r SET "acts_as" = coalesce(r."started_by", (
  SELECT d."deployed_by" FROM "deployments" d
  WHERE d."app_id" = r."app_id" AND d."organization_id" = r."organization_id" AND d."tenant" = r."tenant"
  ORDER BY d."deployed_at" DESC LIMIT 1
));
