CREATE TABLE "officer_search_counts" (
	"status_in" integer NOT NULL,
	"gender" integer,
	"type_register" integer NOT NULL,
	"range" integer,
	"condition" integer NOT NULL,
	"grade" integer NOT NULL,
	"officers" integer NOT NULL,
	CONSTRAINT "officer_search_counts_key" UNIQUE NULLS NOT DISTINCT("status_in","gender","type_register","range","condition","grade")
);
--> statement-breakpoint
-- Adds the officers a statement wrote to their combination's count and takes them from the
-- one they left, in a fixed order (two writers lock the rows alike). Each trigger sees only
-- its own transition tables: the insert's added rows, the delete's removed rows, or both.
-- Combinations that fall to 0 stay (they add nothing to a sum).
CREATE FUNCTION officer_search_counts_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  added officer_search_counts[];
  removed officer_search_counts[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ROW(status_in, gender, type_register, range, condition, grade, 1)::officer_search_counts) INTO added FROM added_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT array_agg(ROW(status_in, gender, type_register, range, condition, grade, -1)::officer_search_counts) INTO removed FROM removed_rows;
  END IF;
  INSERT INTO officer_search_counts AS k
    SELECT status_in, gender, type_register, range, condition, grade, sum(officers)::int FROM unnest(array_cat(added, removed))
    GROUP BY status_in, gender, type_register, range, condition, grade
    HAVING sum(officers) <> 0
    ORDER BY status_in, gender, type_register, range, condition, grade
  ON CONFLICT ON CONSTRAINT officer_search_counts_key DO UPDATE SET officers = k.officers + excluded.officers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER officer_search_counts_insert AFTER INSERT ON officer_search REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION officer_search_counts_apply();
--> statement-breakpoint
CREATE TRIGGER officer_search_counts_update AFTER UPDATE ON officer_search REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION officer_search_counts_apply();
--> statement-breakpoint
CREATE TRIGGER officer_search_counts_delete AFTER DELETE ON officer_search REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION officer_search_counts_apply();
--> statement-breakpoint
INSERT INTO officer_search_counts SELECT status_in, gender, type_register, range, condition, grade, count(*)::int FROM officer_search GROUP BY status_in, gender, type_register, range, condition, grade;
--> statement-breakpoint
ANALYZE officer_search_counts;
