CREATE TABLE "api_client_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_client_tenants" (
	"client_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	CONSTRAINT "api_client_tenants_client_id_tenant_id_pk" PRIMARY KEY("client_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"grant_types" text[] NOT NULL,
	"redirect_uris" text[] DEFAULT '{}'::text[] NOT NULL,
	"cors_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"scopes" text[] NOT NULL,
	"used_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_id" uuid,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_clients_type_check" CHECK ("type" in ('confidential', 'public', 'system')),
	CONSTRAINT "api_clients_grant_types_check" CHECK ("grant_types" <@ array['authorization_code', 'client_credentials', 'refresh_token']::text[]),
	CONSTRAINT "api_clients_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write']::text[])
);
--> statement-breakpoint
ALTER TABLE "tenant_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_tokens" ALTER COLUMN "refresh_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "api_client_secrets" ADD CONSTRAINT "api_client_secrets_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_tenants" ADD CONSTRAINT "api_client_tenants_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_tenants" ADD CONSTRAINT "api_client_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_client_secrets_hash_idx" ON "api_client_secrets" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "api_client_secrets_client_idx" ON "api_client_secrets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_client_tenants_tenant_idx" ON "api_client_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_org_name_idx" ON "api_clients" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "api_clients_owner_idx" ON "api_clients" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_tokens_client_idx" ON "tenant_tokens" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_subject_check" CHECK (("tenant_tokens"."user_id" is null) <> ("tenant_tokens"."client_id" is null));