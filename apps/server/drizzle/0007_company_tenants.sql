CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"environment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_environment_check" CHECK ("tenants"."environment" in ('Development', 'Implementation', 'Sandbox', 'Production'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_organization_name_idx" ON "tenants" USING btree ("organization_id","name");--> statement-breakpoint
-- Backfill: every tenant a company has deployed to becomes one of its tenants, so existing deployments
-- (and the demo world) stay valid. A name is unique in a company: should one name have been used with
-- several environments, the environment of its latest deployment wins.
INSERT INTO "tenants" ("organization_id", "name", "environment")
SELECT DISTINCT ON ("apps"."organization_id", "deployments"."tenant")
  "apps"."organization_id", "deployments"."tenant", "deployments"."environment"
FROM "deployments"
INNER JOIN "apps" ON "apps"."id" = "deployments"."app_id"
ORDER BY "apps"."organization_id", "deployments"."tenant", "deployments"."deployed_at" DESC
ON CONFLICT DO NOTHING;
