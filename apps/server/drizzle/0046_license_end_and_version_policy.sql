ALTER TABLE "licenses" ALTER COLUMN "ends_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "version_policy" text DEFAULT 'newestProduction' NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "pinned_version_id" uuid;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_pinned_version_id_app_versions_id_fk" FOREIGN KEY ("pinned_version_id") REFERENCES "public"."app_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licenses_app_consumer_idx" ON "licenses" USING btree ("app_id","consumer_organization_id");--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_version_policy_check" CHECK ("version_policy" in ('newestProduction', 'pinned'));