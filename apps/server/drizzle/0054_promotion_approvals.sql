CREATE TABLE "promotion_decisions" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_decisions_request_id_user_id_pk" PRIMARY KEY("request_id","user_id"),
	CONSTRAINT "promotion_decisions_decision_check" CHECK ("decision" in ('approve', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "promotion_policies" (
	"organization_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"required_approvals" integer NOT NULL,
	"approver_role" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_policies_organization_id_environment_pk" PRIMARY KEY("organization_id","environment"),
	CONSTRAINT "promotion_policies_environment_check" CHECK ("environment" in ('Implementation', 'Sandbox', 'Production')),
	CONSTRAINT "promotion_policies_role_check" CHECK ("approver_role" in ('member', 'specialist', 'developer', 'admin', 'dsc')),
	CONSTRAINT "promotion_policies_approvals_check" CHECK (required_approvals between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "promotion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"from_environment" text NOT NULL,
	"to_environment" text NOT NULL,
	"replaces_version_id" uuid,
	"required_approvals" integer NOT NULL,
	"approver_role" text NOT NULL,
	"requested_by" uuid,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "promotion_requests_state_check" CHECK ("state" in ('OPEN', 'APPROVED', 'PROMOTED', 'REJECTED', 'EXPIRED', 'FAILED')),
	CONSTRAINT "promotion_requests_to_check" CHECK ("to_environment" in ('Implementation', 'Sandbox', 'Production')),
	CONSTRAINT "promotion_requests_from_check" CHECK ("from_environment" in ('Development', 'Implementation', 'Production', 'Sandbox'))
);
--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "promotion_decisions" ADD CONSTRAINT "promotion_decisions_request_id_promotion_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."promotion_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_decisions" ADD CONSTRAINT "promotion_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD CONSTRAINT "promotion_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD CONSTRAINT "promotion_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_requests" ADD CONSTRAINT "promotion_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_requests" ADD CONSTRAINT "promotion_requests_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_requests" ADD CONSTRAINT "promotion_requests_version_id_app_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."app_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_requests" ADD CONSTRAINT "promotion_requests_replaces_version_id_app_versions_id_fk" FOREIGN KEY ("replaces_version_id") REFERENCES "public"."app_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_requests" ADD CONSTRAINT "promotion_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_requests_org_idx" ON "promotion_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_requests_open_idx" ON "promotion_requests" USING btree ("expires_at") WHERE state = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_requests_one_open_idx" ON "promotion_requests" USING btree ("version_id","to_environment") WHERE state = 'OPEN';--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check" CHECK ("kind" in ('approval_requested', 'orchestration_message', 'log_alert', 'promotion_requested', 'promotion_ended'));