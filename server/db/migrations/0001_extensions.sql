-- Extensions and helpers that drizzle-kit does not describe: accent-insensitive search
-- (immutable unaccent wrapper usable in indexes) and trigram indexes for ILIKE '%…%'.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audits_endpoint_trgm_idx ON audits USING gin (lower(endpoint) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audits_user_name_trgm_idx ON audits USING gin (lower(user_name) gin_trgm_ops);
