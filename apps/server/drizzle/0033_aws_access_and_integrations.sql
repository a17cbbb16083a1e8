CREATE TABLE "aws_access" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aws_access_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "aws_access_status_check" CHECK ("status" in ('ACTIVE', 'REMOVING'))
);
--> statement-breakpoint
CREATE TABLE "integration_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write']::text[])
);
--> statement-breakpoint
CREATE TABLE "integration_tenants" (
	"connection_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	CONSTRAINT "integration_tenants_connection_id_tenant_id_pk" PRIMARY KEY("connection_id","tenant_id")
);
--> statement-breakpoint
ALTER TABLE "entitlement_overrides" DROP CONSTRAINT "entitlement_overrides_measure_check";--> statement-breakpoint
ALTER TABLE "aws_access" ADD CONSTRAINT "aws_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aws_access" ADD CONSTRAINT "aws_access_membership_fk" FOREIGN KEY ("user_id","organization_id") REFERENCES "public"."memberships"("user_id","organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tenants" ADD CONSTRAINT "integration_tenants_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tenants" ADD CONSTRAINT "integration_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aws_access_user_idx" ON "aws_access" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_org_client_idx" ON "integration_connections" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "integration_connections_client_idx" ON "integration_connections" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "integration_tenants_tenant_idx" ON "integration_tenants" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "entitlement_overrides" ADD CONSTRAINT "entitlement_overrides_measure_check" CHECK ("measure" in ('productionExtendApps', 'companyUsers', 'dscUsers', 'developmentTenants', 'dataUsageGb', 'awsUsers'));