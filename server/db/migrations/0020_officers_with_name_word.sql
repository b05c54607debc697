-- The total of a search for one name word (server/officers/search.ts `singleWordCount`):
-- how many officers have a name word matching `word_pattern` ('%…%', accent-free, lower
-- case) in the given names (part 1), the last names (2) or either (0), plus, with a
-- `code_pattern`, the officers whose codes match it. Read from the dictionary's counts when
-- one word matches and no code does; otherwise counted from the officers' name words.
-- A function rather than a sub-query of the page statement: the fallback count is planned
-- and set up only when it runs (as a sub-query its union cost ~1 ms on every page).
-- Custom plans: a generic plan of `word LIKE $1` could not use the trigram index.
CREATE OR REPLACE FUNCTION officers_with_name_word(word_pattern text, name_part smallint, code_pattern text)
  RETURNS bigint
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_custom_plan
  AS $$
DECLARE
  words_matched integer;
  officers_counted integer;
BEGIN
  IF code_pattern IS NOT NULL AND EXISTS (SELECT 1 FROM officer_search s WHERE (s.code_rrhh || ' ' || s.iapmch_code) LIKE code_pattern) THEN
    RETURN (SELECT count(*) FROM (
      SELECT n.officer_id FROM officer_name_words n WHERE n.part = name_part AND n.word IN (SELECT w.word FROM name_words w WHERE w.word LIKE word_pattern)
      UNION SELECT s.officer_id FROM officer_search s WHERE (s.code_rrhh || ' ' || s.iapmch_code) LIKE code_pattern) matches);
  END IF;
  SELECT count(*), max(CASE name_part WHEN 0 THEN w.officers WHEN 1 THEN w.given ELSE w.last END)
    INTO words_matched, officers_counted
    FROM name_words w
    WHERE w.word LIKE word_pattern AND CASE name_part WHEN 0 THEN w.officers WHEN 1 THEN w.given ELSE w.last END > 0;
  IF words_matched <= 1 THEN RETURN coalesce(officers_counted, 0); END IF;
  -- Several words: an officer may have two of them.
  RETURN (SELECT count(DISTINCT n.officer_id) FROM officer_name_words n WHERE n.part = name_part AND n.word IN (SELECT w.word FROM name_words w WHERE w.word LIKE word_pattern));
END $$;
