ALTER TABLE "api_client_consents" ADD COLUMN "openid_scopes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD COLUMN "openid_scopes" text[];--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD COLUMN "auth_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD COLUMN "openid_scopes" text[];--> statement-breakpoint
ALTER TABLE "api_client_consents" ADD CONSTRAINT "api_client_consents_openid_scopes_check" CHECK ("openid_scopes" <@ array['openid', 'profile', 'email']::text[]);--> statement-breakpoint
ALTER TABLE "authorization_requests" ADD CONSTRAINT "authorization_requests_openid_scopes_check" CHECK ("openid_scopes" <@ array['openid', 'profile', 'email']::text[]);--> statement-breakpoint
ALTER TABLE "tenant_tokens" ADD CONSTRAINT "tenant_tokens_openid_scopes_check" CHECK ("openid_scopes" <@ array['openid', 'profile', 'email']::text[]);