CREATE TABLE "tutorial_progress" (
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"step_id" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_progress_user_id_slug_step_id_pk" PRIMARY KEY("user_id","slug","step_id")
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"level" text NOT NULL,
	"minutes" integer NOT NULL,
	"order" integer NOT NULL,
	"intro" boolean DEFAULT false NOT NULL,
	"published" boolean NOT NULL,
	"steps" jsonb NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorials_level_check" CHECK ("level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_slug_tutorials_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."tutorials"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutorials_order_idx" ON "tutorials" USING btree ("order");