-- Medical and permit lists at scale, second pass (issue 17).
--
-- 1. A request number typed whole (or its start, 'PER-2025-27…') was searched through the
--    trigram index, whose trigrams 'per', 'er-', '202' are in every request: 600 index pages
--    for one row. Every request number starts with 'PER-', so a text starting with 'per-'
--    can only match at the start: a prefix, read through this btree.
CREATE INDEX IF NOT EXISTS "permits_request_number_prefix_idx" ON "permits" USING btree (lower("request_number") text_pattern_ops);
--> statement-breakpoint
-- 2. Versions of what a list search reads (server/lib/listTotals.ts, used by
--    server/permits, server/medical and server/disciplinary): each list keeps the totals of the searches it counted with the version
--    they were counted at, and reads the version again with every page. The version moves,
--    in the writing transaction, whenever a write could change a total: any write of the
--    list's table, a change of an officer's names or cédula (the search matches them), and
--    for the medical list a change of a user's name (the doctor search). A row lock orders
--    the writers, so each committed state of the data has its own version.
CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "list_versions" ("name", "version") VALUES ('disciplinary_cases', 0), ('medical_reports', 0), ('permits', 0);
--> statement-breakpoint
-- TG_ARGV: the lists to move, in name order (two writers lock the rows alike).
CREATE FUNCTION list_versions_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  list text;
BEGIN
  FOREACH list IN ARRAY TG_ARGV LOOP
    UPDATE list_versions SET version = version + 1 WHERE name = list;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire before the count triggers of the same table: every writer takes the
-- version row first, then the count rows.
CREATE TRIGGER permit_a_list_version AFTER INSERT OR UPDATE OR DELETE ON permits FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('permits');
--> statement-breakpoint
CREATE TRIGGER medical_report_a_list_version AFTER INSERT OR UPDATE OR DELETE ON medical_reports FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('medical_reports');
--> statement-breakpoint
-- The case list searches only the case's own fields (number, victim).
CREATE TRIGGER disciplinary_a_list_version AFTER INSERT OR UPDATE OR DELETE ON disciplinary_cases FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('disciplinary_cases');
--> statement-breakpoint
-- Officers: only a change of the names or the cédula matters (a new officer has no
-- requests or reports yet; a deleted one takes his along, which moves their version).
CREATE FUNCTION list_versions_officer_names() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (officer_id)
             WHERE (o.given_names, o.last_names, o.identification) IS DISTINCT FROM (n.given_names, n.last_names, n.identification)) THEN
    UPDATE list_versions SET version = version + 1 WHERE name = 'medical_reports';
    UPDATE list_versions SET version = version + 1 WHERE name = 'permits';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER officer_search_list_versions AFTER UPDATE ON officer_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_officer_names();
--> statement-breakpoint
-- Users: the medical search matches the doctor's name and user name.
CREATE FUNCTION list_versions_user_names() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
             WHERE (o.fullname, o.username) IS DISTINCT FROM (n.fullname, n.username)) THEN
    UPDATE list_versions SET version = version + 1 WHERE name = 'medical_reports';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_list_versions AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_user_names();
