CREATE TABLE "saml_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"interaction_uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_seen_assertions" (
	"organization_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_seen_assertions_organization_id_assertion_id_pk" PRIMARY KEY("organization_id","assertion_id")
);
--> statement-breakpoint
ALTER TABLE "saml_configs" ADD COLUMN "jit_membership" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_configs" ADD COLUMN "idp_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_domains" ADD CONSTRAINT "saml_domains_organization_id_saml_configs_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."saml_configs"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_seen_assertions" ADD CONSTRAINT "saml_seen_assertions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_domains_organization_idx" ON "saml_domains" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "saml_requests_expires_idx" ON "saml_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_seen_assertions_expires_idx" ON "saml_seen_assertions" USING btree ("expires_at");