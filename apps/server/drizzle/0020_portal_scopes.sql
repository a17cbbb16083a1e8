CREATE TABLE "portal_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"access_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_tokens_scopes_check" CHECK ("scopes" <@ array['portal.apps.read', 'portal.apps.write', 'portal.deploy']::text[])
);
--> statement-breakpoint
ALTER TABLE "api_clients" DROP CONSTRAINT "api_clients_scopes_check";--> statement-breakpoint
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_tokens_access_idx" ON "portal_tokens" USING btree ("access_hash");--> statement-breakpoint
CREATE INDEX "portal_tokens_client_idx" ON "portal_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "portal_tokens_expiry_idx" ON "portal_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_scopes_check" CHECK ("scopes" <@ array['workers.read', 'workers.write', 'organizations.read', 'organizations.write', 'jobProfiles.read', 'jobProfiles.write', 'absenceManagement.read', 'absenceManagement.write', 'financials.read', 'financials.write', 'portal.apps.read', 'portal.apps.write', 'portal.deploy']::text[]);