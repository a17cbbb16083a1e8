CREATE TABLE "webhook_inbox_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inbox_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"body_bytes" integer NOT NULL,
	"body_truncated" boolean DEFAULT false NOT NULL,
	"rule_id" uuid,
	"delivery_id" uuid,
	"signature_verified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_inboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_inboxes_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "webhook_inbox_requests" ADD CONSTRAINT "webhook_inbox_requests_inbox_id_webhook_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."webhook_inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_inboxes" ADD CONSTRAINT "webhook_inboxes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_inboxes" ADD CONSTRAINT "webhook_inboxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_inbox_requests_inbox_idx" ON "webhook_inbox_requests" USING btree ("inbox_id","received_at");--> statement-breakpoint
CREATE INDEX "webhook_inboxes_org_idx" ON "webhook_inboxes" USING btree ("organization_id","created_at");