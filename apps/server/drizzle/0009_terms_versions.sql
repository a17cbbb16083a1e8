CREATE TABLE "terms_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The version in force so far (a constant of the code until now), and any other version already agreed to.
INSERT INTO "terms_versions" ("version", "published_at") VALUES ('2026-01', '2026-01-01T00:00:00Z');--> statement-breakpoint
INSERT INTO "terms_versions" ("version", "published_at") SELECT "version", min("agreed_at") FROM "terms_agreements" GROUP BY "version" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "terms_agreements" ADD CONSTRAINT "terms_agreements_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;