CREATE TABLE "name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officer_name_words" (
	"word" text NOT NULL,
	"part" smallint NOT NULL,
	"officer_id" integer NOT NULL,
	CONSTRAINT "officer_name_words_word_part_officer_id_pk" PRIMARY KEY("word","part","officer_id")
);
--> statement-breakpoint
ALTER TABLE "officer_name_words" ADD CONSTRAINT "officer_name_words_officer_id_officer_search_officer_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officer_search"("officer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_words_trgm_idx" ON "name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officer_name_words_officer_idx" ON "officer_name_words" USING btree ("officer_id");--> statement-breakpoint
-- The words of an officer's names, as `officer_name_words` holds them: the projection's
-- accent-free lower-case keys split on spaces (a search word never holds a space, so a
-- word found inside a full name is found inside one of these), duplicates removed.
CREATE FUNCTION officer_name_words_of(given_names text, last_names text)
  RETURNS TABLE (word text, part smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w.word, w.part FROM (
    SELECT unnest(string_to_array(given_names, ' ')), 1::smallint
    UNION ALL SELECT unnest(string_to_array(last_names, ' ')), 2::smallint
  ) w(word, part) WHERE w.word <> '' $$;
--> statement-breakpoint
-- The projection's trigger (0008) now also keeps the name words of the projected rows the
-- statement wrote (the upsert returns them; an officer whose searched columns did not change
-- is not returned and costs nothing more). New words are added; an update then removes the
-- words its officers no longer have. Deletes follow the foreign keys (officers →
-- officer_search → officer_name_words). Nothing here joins the transition table with a
-- whole table: its size is unknown to the planner, which then chose to scan the projection
-- for every seeded batch.
CREATE OR REPLACE FUNCTION officer_search_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  rewritten integer[];
BEGIN
  WITH projected AS (
    INSERT INTO officer_search AS s
      SELECT c.id, c.identification, c.created_at,
        f_unaccent(lower(c.first_name || ' ' || coalesce(c.second_name, ''))),
        f_unaccent(lower(c.first_lastname || ' ' || coalesce(c.second_lastname, ''))),
        lower(coalesce(c.code_rrhh, '')), lower(coalesce(c.iapmch_code, '')),
        c.status_in, c.gender, c.type_register, c.range, c.condition, c.grade
      FROM changed_officers c
    ON CONFLICT (officer_id) DO UPDATE SET (identification, created_at, given_names, last_names, code_rrhh, iapmch_code, status_in, gender, type_register, range, condition, grade)
        = ROW(excluded.identification, excluded.created_at, excluded.given_names, excluded.last_names, excluded.code_rrhh, excluded.iapmch_code, excluded.status_in, excluded.gender, excluded.type_register, excluded.range, excluded.condition, excluded.grade)
      WHERE (s.identification, s.created_at, s.given_names, s.last_names, s.code_rrhh, s.iapmch_code, s.status_in, s.gender, s.type_register, s.range, s.condition, s.grade)
        IS DISTINCT FROM (excluded.identification, excluded.created_at, excluded.given_names, excluded.last_names, excluded.code_rrhh, excluded.iapmch_code, excluded.status_in, excluded.gender, excluded.type_register, excluded.range, excluded.condition, excluded.grade)
    RETURNING s.officer_id, s.given_names, s.last_names
  ), wanted AS (
    SELECT w.word, w.part, p.officer_id FROM projected p CROSS JOIN LATERAL officer_name_words_of(p.given_names, p.last_names) w
  ), known AS (
    INSERT INTO name_words SELECT DISTINCT word FROM wanted ON CONFLICT DO NOTHING
  ), added AS (
    INSERT INTO officer_name_words SELECT word, part, officer_id FROM wanted ON CONFLICT DO NOTHING
  )
  SELECT array_agg(officer_id) INTO rewritten FROM projected;
  IF TG_OP = 'UPDATE' AND rewritten IS NOT NULL THEN
    -- An array parameter: the planner sees how few officers it holds and uses the index.
    DELETE FROM officer_name_words n
    WHERE n.officer_id = ANY (rewritten)
      AND NOT EXISTS (
        SELECT 1 FROM officer_search s CROSS JOIN LATERAL officer_name_words_of(s.given_names, s.last_names) w
        WHERE s.officer_id = n.officer_id AND w.word = n.word AND w.part = n.part);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO officer_name_words SELECT w.word, w.part, s.officer_id FROM officer_search s CROSS JOIN LATERAL officer_name_words_of(s.given_names, s.last_names) w;
--> statement-breakpoint
INSERT INTO name_words SELECT DISTINCT word FROM officer_name_words;
--> statement-breakpoint
ANALYZE officer_name_words;
--> statement-breakpoint
ANALYZE name_words;
--> statement-breakpoint
-- 0004 and 0011 left two identical indexes on (endpoint, created_at, id) INCLUDE (user_name,
-- method): every audit entry was written into both.
DROP INDEX IF EXISTS "audits_endpoint_covering_idx";
