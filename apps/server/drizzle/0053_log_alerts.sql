CREATE TABLE "log_alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_ms" integer,
	"error" text,
	"replay_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "log_alert_deliveries_status_check" CHECK ("status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "log_alert_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_alert_history_from_check" CHECK ("from_state" in ('ok', 'firing', 'no_data')),
	CONSTRAINT "log_alert_history_to_check" CHECK ("to_state" in ('ok', 'firing', 'no_data'))
);
--> statement-breakpoint
CREATE TABLE "log_alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"preset_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"condition" text NOT NULL,
	"threshold" integer,
	"window_minutes" integer NOT NULL,
	"interval_minutes" integer NOT NULL,
	"recipients" jsonb DEFAULT '{"roles":[],"userIds":[]}'::jsonb NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"state" text DEFAULT 'ok' NOT NULL,
	"muted_until" timestamp with time zone,
	"last_count" integer,
	"last_evaluated_at" timestamp with time zone,
	"next_evaluation_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_alert_rules_condition_check" CHECK ("condition" in ('above', 'below', 'no_data')),
	CONSTRAINT "log_alert_rules_state_check" CHECK ("state" in ('ok', 'firing', 'no_data'))
);
--> statement-breakpoint
ALTER TABLE "role_permissions" DROP CONSTRAINT "role_permissions_permission_check";--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "log_alert_deliveries" ADD CONSTRAINT "log_alert_deliveries_rule_id_log_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."log_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_alert_history" ADD CONSTRAINT "log_alert_history_rule_id_log_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."log_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_alert_rules" ADD CONSTRAINT "log_alert_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_alert_rules" ADD CONSTRAINT "log_alert_rules_preset_id_log_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."log_presets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_alert_rules" ADD CONSTRAINT "log_alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_alert_deliveries_rule_idx" ON "log_alert_deliveries" USING btree ("rule_id","created_at");--> statement-breakpoint
CREATE INDEX "log_alert_history_rule_idx" ON "log_alert_history" USING btree ("rule_id","at");--> statement-breakpoint
CREATE INDEX "log_alert_rules_org_idx" ON "log_alert_rules" USING btree ("organization_id","preset_id");--> statement-breakpoint
CREATE INDEX "log_alert_rules_due_idx" ON "log_alert_rules" USING btree ("next_evaluation_at");--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('company.read', 'company.admin', 'users.read', 'users.manage', 'apps.read', 'apps.write', 'apps.retire', 'apps.deploy', 'apps.certify', 'clients.read', 'clients.manage', 'tenants.read', 'tenants.manage', 'logs.read', 'alerts.manage', 'analytics.read', 'entitlements.read', 'licenses.manage', 'orchestrations.read', 'orchestrations.write', 'aws.manage', 'support.manage'));--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check" CHECK ("kind" in ('approval_requested', 'orchestration_message', 'log_alert'));--> statement-breakpoint
-- Hand-written: a database whose role permissions were seeded before alerts gives the new permission to
-- the roles that hold it by default (identity.service.ts seeds only an empty table; operators may have
-- edited theirs since, so nothing else is touched). A new database is seeded whole after migrations.
INSERT INTO "role_permissions" ("role", "permission")
SELECT r.role, 'alerts.manage' FROM (VALUES ('admin'), ('developer')) AS r(role)
WHERE EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
