CREATE TABLE "company_packages" (
	"organization_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" uuid,
	CONSTRAINT "company_packages_organization_id_package_id_pk" PRIMARY KEY("organization_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "entitlement_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"entitlements" jsonb NOT NULL,
	"allowed_organization_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "entitlement_packages_status_check" CHECK ("status" in ('active', 'retired')),
	CONSTRAINT "entitlement_packages_organization_types_check" CHECK ("allowed_organization_types" <@ array['Customer', 'Education', 'Hackathon', 'Internal', 'Partner', 'Software Partner', 'Producer']::text[]),
	CONSTRAINT "entitlement_packages_regions_check" CHECK ("allowed_regions" <@ array['aws:us-west-2', 'scylla:us', 'scylla:de', 'scylla:us-fed', 'extend:de-1', 'extend:de-2', 'scylla:us-perf']::text[])
);
--> statement-breakpoint
CREATE TABLE "package_permissions" (
	"package_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "package_permissions_package_id_permission_pk" PRIMARY KEY("package_id","permission"),
	CONSTRAINT "package_permissions_permission_check" CHECK ("permission" in ('admin.portal', 'admin.companies', 'admin.users', 'admin.apps', 'admin.catalog', 'admin.packages', 'admin.terms', 'admin.tenants', 'admin.review', 'admin.docs', 'admin.support', 'admin.roles')),
	CONSTRAINT "package_permissions_level_check" CHECK ("level" in ('none', 'view', 'assign', 'manage'))
);
--> statement-breakpoint
ALTER TABLE "company_entitlements" DROP CONSTRAINT "company_entitlements_organization_id_name_pk";--> statement-breakpoint
ALTER TABLE "company_entitlements" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_package_id_entitlement_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."entitlement_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_packages" ADD CONSTRAINT "entitlement_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_permissions" ADD CONSTRAINT "package_permissions_package_id_entitlement_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."entitlement_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_packages_package_idx" ON "company_packages" USING btree ("package_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_packages_name_idx" ON "entitlement_packages" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "company_entitlements" ADD CONSTRAINT "company_entitlements_package_fk" FOREIGN KEY ("organization_id","package_id") REFERENCES "public"."company_packages"("organization_id","package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_entitlements" ADD CONSTRAINT "company_entitlements_source_key" UNIQUE NULLS NOT DISTINCT("organization_id","name","package_id");