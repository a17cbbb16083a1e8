CREATE TABLE "log_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_preset" text DEFAULT 'All' NOT NULL,
	"app_id" text,
	"include_date_range" boolean DEFAULT false NOT NULL,
	"date_range" jsonb,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_presets" ADD CONSTRAINT "log_presets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_presets" ADD CONSTRAINT "log_presets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "log_presets_user_org_name_idx" ON "log_presets" USING btree ("user_id","organization_id",lower("name"));--> statement-breakpoint
-- The log store (docs/decisions/log-store.md): one table partitioned by day on the date. Drizzle cannot express
-- partitioning, so this migration is written by hand; src/db/schema/logs.ts mirrors it for typed queries.
-- Daily partitions (logs_pYYYYMMDD) are created by the partition manager before rows are written
-- (modules/logs/logPartitions.ts); the default partition only catches rows a writer sent without one.
CREATE TABLE "logs" (
	"id" bigserial NOT NULL,
	"org_id" uuid NOT NULL,
	"app_id" text,
	"date" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
) PARTITION BY RANGE ("date");
--> statement-breakpoint
CREATE TABLE "logs_default" PARTITION OF "logs" DEFAULT;
--> statement-breakpoint
-- Indexes on the parent are created on every partition, present and future.
CREATE INDEX "logs_org_date_idx" ON "logs" USING btree ("org_id","date" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "logs_org_app_date_idx" ON "logs" USING btree ("org_id","app_id","date" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "logs_org_type_date_idx" ON "logs" USING btree ("org_id","type","date" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "logs_attributes_idx" ON "logs" USING gin ("attributes" jsonb_path_ops);
