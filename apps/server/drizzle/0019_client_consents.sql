CREATE TABLE "api_client_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_client_consents_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write']::text[])
);
--> statement-breakpoint
CREATE TABLE "authorization_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"scopes" text[] NOT NULL,
	"redirect_uri" text NOT NULL,
	"state" text,
	"code_challenge" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"family_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorization_requests_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write']::text[])
);
--> statement-breakpoint
ALTER TABLE "tenant_tokens" DROP CONSTRAINT "tenant_tokens_subject_check";--> statement-breakpoint
ALTER TABLE "api_client_consents" ADD CONSTRAINT "api_client_consents_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_consents" ADD CONSTRAINT "api_client_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_consents" ADD CONSTRAINT "api_client_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD CONSTRAINT "authorization_requests_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD CONSTRAINT "authorization_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD CONSTRAINT "authorization_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_client_consents_subject_idx" ON "api_client_consents" USING btree ("client_id","user_id","tenant_id");--> statement-breakpoint
CREATE INDEX "api_client_consents_user_idx" ON "api_client_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_requests_code_idx" ON "authorization_requests" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "authorization_requests_expiry_idx" ON "authorization_requests" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_subject_check" CHECK ("tenant_tokens"."user_id" is not null or "tenant_tokens"."client_id" is not null);