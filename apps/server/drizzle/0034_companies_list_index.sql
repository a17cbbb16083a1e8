DROP INDEX "organizations_name_idx";--> statement-breakpoint
CREATE INDEX "organizations_name_id_idx" ON "organizations" USING btree ("name","id");--> statement-breakpoint
-- hand-written:
-- The company list's search (name, billing ID or an email domain containing the text) as one lower-cased
-- text a trigram index can serve: without it every search read all 10,000 companies (140 ms in the bench,
-- bench/README.md). SQL-immutable on purpose: array_to_string is only STABLE in general (any element
-- type), but for text[] its result depends on nothing but its input. The repository keeps the exact
-- test beside it, so the index only narrows (a newline inside a search cannot match across fields).
CREATE OR REPLACE FUNCTION organization_search_text(name text, billing_id text, email_domains text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT lower(name || chr(10) || coalesce(billing_id, '') || chr(10) || array_to_string(email_domains, chr(10))) $f$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXECUTE 'CREATE INDEX IF NOT EXISTS organizations_search_trgm_idx ON organizations USING gin (organization_search_text(name, billing_id, email_domains) gin_trgm_ops)';
  END IF;
END
$$;
