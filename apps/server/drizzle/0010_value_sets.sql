ALTER TABLE "tenants" DROP CONSTRAINT "tenants_environment_check";--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_environment_check" CHECK ("environment" in ('Development', 'Implementation', 'Production', 'Sandbox'));--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_review_state_check" CHECK ("review_state" in ('NONE', 'IN_REVIEW', 'CERTIFIED'));--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_type_check" CHECK ("type" in ('INTEGRATION', 'JOURNEYS', 'EXTEND'));--> statement-breakpoint
ALTER TABLE "build_logs" ADD CONSTRAINT "build_logs_level_check" CHECK ("level" in ('info', 'warn', 'error'));--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_status_check" CHECK ("status" in ('SUCCEEDED', 'FAILED', 'SCHEDULED', 'QUEUED', 'IN_PROGRESS', 'QUEUED_FOR_SIGNING'));--> statement-breakpoint
ALTER TABLE "catalog_entries" ADD CONSTRAINT "catalog_entries_type_check" CHECK ("type" in ('INTEGRATION', 'JOURNEYS', 'EXTEND'));--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_environment_check" CHECK ("environment" in ('Development', 'Implementation', 'Production', 'Sandbox'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_association_type_check" CHECK ("association_type" in ('PRIMARY', 'SECONDARY', 'COLLABORATOR'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_roles_check" CHECK ("roles" <@ array['member', 'specialist', 'developer', 'admin', 'dsc', 'systemaccount']::text[]);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_type_check" CHECK ("organization_type" in ('Customer', 'Education', 'Hackathon', 'Internal', 'Partner', 'Software Partner', 'Producer'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_account_status_check" CHECK ("account_status" in ('INITIATED', 'PROVISIONING', 'PROVISIONED', 'DELETION_REQUESTED', 'DELETION_SCHEDULED', 'ERROR_APES', ''));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_check" CHECK ("role" in ('member', 'specialist', 'developer', 'admin', 'dsc', 'systemaccount'));--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_check" CHECK ("permission" in ('company.read', 'company.admin', 'users.read', 'users.manage', 'apps.read', 'apps.write', 'apps.retire', 'apps.deploy', 'apps.certify', 'clients.read', 'clients.manage', 'tenants.read', 'tenants.manage', 'logs.read', 'analytics.read', 'entitlements.read', 'licenses.manage', 'orchestrations.read', 'orchestrations.write', 'aws.manage', 'support.manage'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_global_permissions_check" CHECK ("global_permissions" <@ array['admin.portal', 'admin.companies', 'admin.users', 'admin.apps', 'admin.catalog', 'admin.packages', 'admin.terms']::text[]);--> statement-breakpoint
ALTER TABLE "log_archives" ADD CONSTRAINT "log_archives_status_check" CHECK ("status" in ('QUEUED', 'RUNNING', 'READY', 'FAILED'));--> statement-breakpoint
ALTER TABLE "log_presets" ADD CONSTRAINT "log_presets_base_preset_check" CHECK ("base_preset" in ('All', 'App Event', 'Audit Activity', 'Remote API', 'Access Detail'));--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_type_check" CHECK ("type" in ('app_event', 'audit', 'remote_api', 'access', 'build'));--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_level_check" CHECK ("level" in ('debug', 'info', 'warn', 'error'));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_environment_check" CHECK ("environment" in ('Development', 'Implementation', 'Production', 'Sandbox'));