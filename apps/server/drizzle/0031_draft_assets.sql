CREATE TABLE "app_draft_assets" (
	"user_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"path" text NOT NULL,
	"storage_key" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"media_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_draft_assets_user_id_app_id_path_pk" PRIMARY KEY("user_id","app_id","path")
);
--> statement-breakpoint
ALTER TABLE "app_draft_assets" ADD CONSTRAINT "app_draft_assets_user_id_app_id_app_drafts_user_id_app_id_fk" FOREIGN KEY ("user_id","app_id") REFERENCES "public"."app_drafts"("user_id","app_id") ON DELETE cascade ON UPDATE no action;