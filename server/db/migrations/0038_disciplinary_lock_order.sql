-- One lock order for every disciplinary write (issue 26). A create took the list version
-- row (after its insert), then count rows, then the officer window's state row (storing its
-- officers); a delete took the state row and the count rows first (its officer links go
-- before the case) and the list version row last: two such writers deadlocked. Now the
-- first write statement on the cases or their officer links takes the list version row
-- before any other (a statement trigger fires before the statement touches a row), so the
-- writers of the case list queue there, and the order after it is the same for all:
-- list version → the case's row → the window's state row → count rows in key order.
-- The lock is the one the version's update takes later (FOR NO KEY UPDATE), so holding it
-- first costs nothing more.
CREATE FUNCTION list_versions_lock() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM list_versions WHERE name = TG_ARGV[0] FOR NO KEY UPDATE;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER disciplinary_cases_0_lock_order BEFORE INSERT OR UPDATE OR DELETE ON disciplinary_cases FOR EACH STATEMENT EXECUTE FUNCTION list_versions_lock('disciplinary_cases');
--> statement-breakpoint
CREATE TRIGGER disciplinary_case_officers_0_lock_order BEFORE INSERT OR UPDATE OR DELETE ON disciplinary_case_officers FOR EACH STATEMENT EXECUTE FUNCTION list_versions_lock('disciplinary_cases');
