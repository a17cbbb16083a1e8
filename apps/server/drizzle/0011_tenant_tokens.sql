CREATE TABLE "suvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"template" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suvs_template_check" CHECK ("template" in ('hr-core', 'hr-finance'))
);
--> statement-breakpoint
CREATE TABLE "tenant_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_consents_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write']::text[])
);
--> statement-breakpoint
CREATE TABLE "tenant_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"access_hash" text NOT NULL,
	"refresh_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_tokens_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write']::text[])
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_global_permissions_check";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "integration_password_hash" text;--> statement-breakpoint
ALTER TABLE "suvs" ADD CONSTRAINT "suvs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suvs" ADD CONSTRAINT "suvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suvs" ADD CONSTRAINT "suvs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_consents" ADD CONSTRAINT "tenant_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_consents" ADD CONSTRAINT "tenant_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suvs_tenant_idx" ON "suvs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "suvs_expires_idx" ON "suvs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_consents_user_tenant_idx" ON "tenant_consents" USING btree ("user_id","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_tokens_access_idx" ON "tenant_tokens" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_tokens_refresh_idx" ON "tenant_tokens" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "tenant_tokens_family_idx" ON "tenant_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "tenant_tokens_user_tenant_idx" ON "tenant_tokens" USING btree ("user_id","tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_tokens_refresh_expiry_idx" ON "tenant_tokens" USING btree ("refresh_expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_global_permissions_check" CHECK ("global_permissions" <@ array['admin.portal', 'admin.companies', 'admin.users', 'admin.apps', 'admin.catalog', 'admin.packages', 'admin.terms', 'admin.tenants']::text[]);