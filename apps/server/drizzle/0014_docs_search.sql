CREATE TABLE "doc_feedback" (
	"slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_feedback_slug_user_id_pk" PRIMARY KEY("slug","user_id")
);
--> statement-breakpoint
CREATE TABLE "docs" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"section" text NOT NULL,
	"order" integer NOT NULL,
	"updated" date NOT NULL,
	"source" text NOT NULL,
	"html" text NOT NULL,
	"headings" jsonb NOT NULL,
	"text" text NOT NULL,
	"published" boolean NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docs_section_check" CHECK ("section" in ('getting-started', 'building-apps', 'tenants-and-apis', 'orchestrations', 'operations', 'administration'))
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"organization_id" uuid,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C')) STORED NOT NULL,
	CONSTRAINT "search_entries_kind_check" CHECK ("kind" in ('doc', 'tutorial', 'catalog', 'api', 'app'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_global_permissions_check";--> statement-breakpoint
ALTER TABLE "doc_feedback" ADD CONSTRAINT "doc_feedback_slug_docs_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."docs"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "doc_feedback" ADD CONSTRAINT "doc_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docs" ADD CONSTRAINT "docs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docs_section_order_idx" ON "docs" USING btree ("section","order");--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_kind_key_idx" ON "search_entries" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "search_entries_vector_idx" ON "search_entries" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_entries_organization_idx" ON "search_entries" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_global_permissions_check" CHECK ("global_permissions" <@ array['admin.portal', 'admin.companies', 'admin.users', 'admin.apps', 'admin.catalog', 'admin.packages', 'admin.terms', 'admin.tenants', 'admin.review', 'admin.docs']::text[]);--> statement-breakpoint
-- Typo tolerance for titles where the engine has pg_trgm (PostgreSQL's contrib, PGlite's bundled extension);
-- without it search is full text only, and the search service checks which it has.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXECUTE 'CREATE INDEX IF NOT EXISTS search_entries_title_trgm_idx ON search_entries USING gin (lower(title) gin_trgm_ops)';
  END IF;
END
$$;
