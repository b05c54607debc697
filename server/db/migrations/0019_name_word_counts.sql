ALTER TABLE "name_words" ADD COLUMN "officers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "name_words" ADD COLUMN "given" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "name_words" ADD COLUMN "last" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The words of an officer's names now also come once each with part 0 ("either half"): a
-- search over the whole name reads those rows, where no officer appears twice for a word.
CREATE OR REPLACE FUNCTION officer_name_words_of(given_names text, last_names text)
  RETURNS TABLE (word text, part smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ WITH halves(word, part) AS (
    SELECT DISTINCT w.word, w.part FROM (
      SELECT unnest(string_to_array(given_names, ' ')), 1::smallint
      UNION ALL SELECT unnest(string_to_array(last_names, ' ')), 2::smallint
    ) w(word, part) WHERE w.word <> ''
  ) SELECT word, part FROM halves UNION SELECT word, 0::smallint FROM halves $$;
--> statement-breakpoint
-- As in 0013, without adding the words to the dictionary: the counting trigger below does.
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
  ), added AS (
    INSERT INTO officer_name_words SELECT w.word, w.part, p.officer_id FROM projected p CROSS JOIN LATERAL officer_name_words_of(p.given_names, p.last_names) w ON CONFLICT DO NOTHING
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
INSERT INTO officer_name_words SELECT word, 0, officer_id FROM officer_name_words GROUP BY word, officer_id;
--> statement-breakpoint
UPDATE name_words n SET officers = c.officers, given = c.given, last = c.last
FROM (
  SELECT word, count(*) FILTER (WHERE part = 0) AS officers, count(*) FILTER (WHERE part = 1) AS given, count(*) FILTER (WHERE part = 2) AS last
  FROM officer_name_words GROUP BY word
) c
WHERE n.word = c.word;
--> statement-breakpoint
-- Adds the rows a statement wrote to their word's counts (a new word enters the dictionary)
-- and takes away the rows it removed, in word order (two writers lock the rows alike). Each
-- trigger sees only its own transition table. Words whose counts fall to 0 stay.
CREATE FUNCTION name_word_counts_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO name_words AS n (word, officers, given, last)
      SELECT word, count(*) FILTER (WHERE part = 0), count(*) FILTER (WHERE part = 1), count(*) FILTER (WHERE part = 2)
      FROM added_words GROUP BY word ORDER BY word
    ON CONFLICT (word) DO UPDATE SET officers = n.officers + excluded.officers, given = n.given + excluded.given, last = n.last + excluded.last;
  ELSE
    INSERT INTO name_words AS n (word, officers, given, last)
      SELECT word, -count(*) FILTER (WHERE part = 0), -count(*) FILTER (WHERE part = 1), -count(*) FILTER (WHERE part = 2)
      FROM removed_words GROUP BY word ORDER BY word
    ON CONFLICT (word) DO UPDATE SET officers = n.officers + excluded.officers, given = n.given + excluded.given, last = n.last + excluded.last;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER name_word_counts_insert AFTER INSERT ON officer_name_words REFERENCING NEW TABLE AS added_words FOR EACH STATEMENT EXECUTE FUNCTION name_word_counts_apply();
--> statement-breakpoint
CREATE TRIGGER name_word_counts_delete AFTER DELETE ON officer_name_words REFERENCING OLD TABLE AS removed_words FOR EACH STATEMENT EXECUTE FUNCTION name_word_counts_apply();
--> statement-breakpoint
ANALYZE officer_name_words;
--> statement-breakpoint
ANALYZE name_words;
