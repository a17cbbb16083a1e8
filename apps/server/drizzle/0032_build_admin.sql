CREATE TABLE "build_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_source_bytes" bigint NOT NULL,
	"max_entries" integer NOT NULL,
	"build_timeout_seconds" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_settings_single_row" CHECK ("build_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "builds" DROP CONSTRAINT "builds_status_check";--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "runner" text;--> statement-breakpoint
ALTER TABLE "build_settings" ADD CONSTRAINT "build_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_status_check" CHECK ("status" in ('SUCCEEDED', 'FAILED', 'SCHEDULED', 'QUEUED', 'IN_PROGRESS', 'QUEUED_FOR_SIGNING', 'CANCELLED'));