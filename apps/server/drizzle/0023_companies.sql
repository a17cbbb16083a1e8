ALTER TABLE "organizations" ADD COLUMN "billing_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "tenant_prefix" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "linked_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "account_status_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "provisioning_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_linked_organization_id_organizations_id_fk" FOREIGN KEY ("linked_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_billing_id_idx" ON "organizations" USING btree ("billing_id");--> statement-breakpoint
CREATE INDEX "organizations_linked_idx" ON "organizations" USING btree ("linked_organization_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_not_linked_to_self" CHECK ("linked_organization_id" <> "id");