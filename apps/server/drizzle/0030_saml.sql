CREATE TABLE "saml_configs" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"entity_id" text NOT NULL,
	"sso_url" text NOT NULL,
	"name_id_format" text NOT NULL,
	"certificates" jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "saml_configs_name_id_format_check" CHECK ("name_id_format" in ('urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress', 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient', 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified'))
);
--> statement-breakpoint
ALTER TABLE "saml_configs" ADD CONSTRAINT "saml_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_configs" ADD CONSTRAINT "saml_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;