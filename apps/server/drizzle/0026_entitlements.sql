CREATE TABLE "company_entitlements" (
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" uuid,
	CONSTRAINT "company_entitlements_organization_id_name_pk" PRIMARY KEY("organization_id","name"),
	CONSTRAINT "company_entitlements_name_check" CHECK ("name" in ('Journeys', 'extendbasic', 'extendessentials', 'extendpro', 'extendsaml', 'Orchestrate for Integrations', 'ML APIs Early Adopter Program', 'ML APIs Labs Program', 'DistAppProducer', 'DistAppConsumer', 'Hackathon', 'Orch Management', 'Orchestrate Management Summary Report', 'OrchestrateAsyncLifecycle'))
);
--> statement-breakpoint
CREATE TABLE "entitlement_overrides" (
	"organization_id" uuid NOT NULL,
	"measure" text NOT NULL,
	"limit" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" uuid,
	CONSTRAINT "entitlement_overrides_organization_id_measure_pk" PRIMARY KEY("organization_id","measure"),
	CONSTRAINT "entitlement_overrides_measure_check" CHECK ("measure" in ('productionExtendApps', 'companyUsers', 'dscUsers', 'developmentTenants', 'dataUsageGb'))
);
--> statement-breakpoint
ALTER TABLE "company_entitlements" ADD CONSTRAINT "company_entitlements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_entitlements" ADD CONSTRAINT "company_entitlements_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_overrides" ADD CONSTRAINT "entitlement_overrides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_overrides" ADD CONSTRAINT "entitlement_overrides_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: companies older than entitlements keep what they could do (five development tenants, as
-- the fixed limit was): each gets extendessentials from its creation day. A fresh database has none.
INSERT INTO "company_entitlements" ("organization_id", "name", "start_date", "granted_at")
SELECT "id", 'extendessentials', ("created_at" AT TIME ZONE 'UTC')::date, now() FROM "organizations";
