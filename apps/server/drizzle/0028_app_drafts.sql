CREATE TABLE "app_drafts" (
	"user_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"base_version_id" uuid,
	"revision" integer DEFAULT 0 NOT NULL,
	"files" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_drafts_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "app_drafts" ADD CONSTRAINT "app_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_drafts" ADD CONSTRAINT "app_drafts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_drafts" ADD CONSTRAINT "app_drafts_base_version_id_app_versions_id_fk" FOREIGN KEY ("base_version_id") REFERENCES "public"."app_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_drafts_app_idx" ON "app_drafts" USING btree ("app_id");