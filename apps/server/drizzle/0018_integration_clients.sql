CREATE TABLE "integration_refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "integration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "refresh_token_days" integer;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_refresh_tokens" ADD CONSTRAINT "integration_refresh_tokens_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_refresh_tokens" ADD CONSTRAINT "integration_refresh_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_refresh_tokens" ADD CONSTRAINT "integration_refresh_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_refresh_tokens_hash_idx" ON "integration_refresh_tokens" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "integration_refresh_tokens_client_idx" ON "integration_refresh_tokens" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_refresh_token_days_check" CHECK ("api_clients"."refresh_token_days" is null or "api_clients"."refresh_token_days" between 1 and 365);