-- Disciplinary dashboard and list totals (issue 16): every dashboard endpoint scanned the
-- cases of the last 12 months (two thirds of the table) on each call, and the list counted
-- its total on each page. Both now read small tables kept by triggers in the writing
-- transaction (as medical_report_counts, migration 0030). A case's month is the first day
-- of the month of its date_init (plain date arithmetic: no time zone involved); the
-- dashboard's window is "month >= the first day of the month 11 months back", which is
-- exactly its "date_init >= that day". Combinations that fall to 0 stay.
CREATE FUNCTION disciplinary_month(day date) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT day - extract(day FROM day)::int + 1 $$;
--> statement-breakpoint
-- Cases per (month, kind, status, archived): '-infinity' holds the cases without date_init
-- (out of every window, still in the list totals). With them, per key, the cases that have
-- involved officers and their officer links.
CREATE TABLE "disciplinary_case_counts" (
	"month" date NOT NULL,
	"kind" integer,
	"status" integer,
	"archived" boolean NOT NULL,
	"cases" integer NOT NULL,
	"cases_with_officers" integer NOT NULL,
	"officer_links" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_case_counts_key" ON "disciplinary_case_counts" ("month", "kind", "status", "archived") NULLS NOT DISTINCT;--> statement-breakpoint
-- Cases per (month, office) (dimension 1) and (month, fault) (dimension 2); texts of up to
-- 500 characters: the key holds their md5.
CREATE TABLE "disciplinary_label_counts" (
	"month" date NOT NULL,
	"dimension" smallint NOT NULL,
	"label" text,
	"cases" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_label_counts_key" ON "disciplinary_label_counts" ("month", "dimension", md5("label")) NULLS NOT DISTINCT;--> statement-breakpoint
-- Cases per (month, type of sanction, type of fault).
CREATE TABLE "disciplinary_class_counts" (
	"month" date NOT NULL,
	"sanction" integer,
	"severity" integer,
	"cases" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "disciplinary_class_counts_key" ON "disciplinary_class_counts" ("month", "sanction", "severity") NULLS NOT DISTINCT;--> statement-breakpoint
-- Cases with date_end >= date_init per (month, days from date_init to date_end).
CREATE TABLE "disciplinary_resolution_counts" (
	"month" date NOT NULL,
	"days" integer NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "disciplinary_resolution_counts_pk" PRIMARY KEY ("month", "days")
);--> statement-breakpoint
-- Cases per month of date_end (the monthly series' "finished").
CREATE TABLE "disciplinary_closing_counts" (
	"month" date PRIMARY KEY NOT NULL,
	"cases" integer NOT NULL
);--> statement-breakpoint
-- Officer involvement over one window: the cases of each officer whose date_init is on or
-- after `start` (rows at 0 are removed), and how many officers have any. The dashboard asks
-- for its window; when the month turns, the first call rebuilds the table for the new one
-- (disciplinary_officer_window_at). Writers and the rebuild take the state row's lock, so
-- every change lands on the window it was counted for.
CREATE TABLE "disciplinary_officer_window" (
	"officer_id" integer PRIMARY KEY NOT NULL,
	"cases" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "disciplinary_officer_window_top_idx" ON "disciplinary_officer_window" ("cases" DESC, "officer_id");--> statement-breakpoint
CREATE TABLE "disciplinary_officer_window_state" (
	"id" smallint PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"start" date NOT NULL,
	"officers" integer NOT NULL
);--> statement-breakpoint
-- Until a dashboard asks, the window is empty.
INSERT INTO "disciplinary_officer_window_state" VALUES (1, 'infinity', 0);--> statement-breakpoint
CREATE FUNCTION disciplinary_officer_window_apply(officer_ids integer[], deltas integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  gained integer;
BEGIN
  WITH d AS (SELECT o AS officer_id, sum(n)::int AS delta FROM unnest(officer_ids, deltas) AS u(o, n) GROUP BY o HAVING sum(n) <> 0),
    was AS (SELECT d.officer_id, d.delta, coalesce(w.cases, 0) AS cases FROM d LEFT JOIN disciplinary_officer_window w USING (officer_id)),
    up AS (INSERT INTO disciplinary_officer_window AS w SELECT officer_id, delta FROM d ORDER BY officer_id
      ON CONFLICT (officer_id) DO UPDATE SET cases = w.cases + excluded.cases)
  SELECT coalesce(sum((cases + delta > 0)::int - (cases > 0)::int), 0) INTO gained FROM was;
  DELETE FROM disciplinary_officer_window WHERE officer_id = ANY(officer_ids) AND cases <= 0;
  IF gained <> 0 THEN
    UPDATE disciplinary_officer_window_state SET officers = officers + gained;
  END IF;
END $$;
--> statement-breakpoint
-- Rebuilds the officer window for `window_start` unless it is already that one.
CREATE FUNCTION disciplinary_officer_window_at(window_start date) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM disciplinary_officer_window_state WHERE start <> window_start FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  DELETE FROM disciplinary_officer_window;
  INSERT INTO disciplinary_officer_window
    SELECT l.officer_id, count(*)::int FROM disciplinary_case_officers l JOIN disciplinary_cases c ON c.id = l.case_id
    WHERE c.date_init >= window_start GROUP BY l.officer_id ORDER BY l.officer_id;
  UPDATE disciplinary_officer_window_state SET start = window_start, officers = (SELECT count(*) FROM disciplinary_officer_window);
END $$;
--> statement-breakpoint
CREATE TYPE "disciplinary_link_change" AS ("case_id" integer, "officer_id" integer, "delta" integer);--> statement-breakpoint
-- Officer links: the case's key gains or loses links (and a case with officers), and the
-- officers of cases in the window gain or lose a case. The cases are read under a share
-- lock, so a concurrent change of their key waits (or is waited for) and both agree.
CREATE FUNCTION disciplinary_case_officers_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  added disciplinary_link_change[];
  removed disciplinary_link_change[];
  changes disciplinary_link_change[];
  window_start date;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ROW(case_id, officer_id, 1)::disciplinary_link_change) INTO added FROM added_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT array_agg(ROW(case_id, officer_id, -1)::disciplinary_link_change) INTO removed FROM removed_rows;
  END IF;
  changes := array_cat(added, removed);
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM disciplinary_cases WHERE id IN (SELECT case_id FROM unnest(changes)) ORDER BY id FOR SHARE;
  SELECT start INTO window_start FROM disciplinary_officer_window_state FOR NO KEY UPDATE;
  WITH per_case AS (SELECT case_id, sum(delta)::int AS delta FROM unnest(changes) GROUP BY case_id),
    counted AS (SELECT p.case_id, p.delta, (SELECT count(*)::int FROM disciplinary_case_officers l WHERE l.case_id = p.case_id) AS links FROM per_case p),
    keyed AS (
      SELECT coalesce(disciplinary_month(c.date_init), '-infinity') AS month, c.type_disciplinary AS kind, c.status_disciplinary AS status, c.is_archive AS archived,
        k.delta, (k.links > 0)::int - (k.links - k.delta > 0)::int AS with_delta
      FROM counted k JOIN disciplinary_cases c ON c.id = k.case_id)
  INSERT INTO disciplinary_case_counts AS t
    SELECT month, kind, status, archived, 0, sum(with_delta)::int, sum(delta)::int FROM keyed
    GROUP BY month, kind, status, archived HAVING sum(with_delta) <> 0 OR sum(delta) <> 0 ORDER BY month, kind, status, archived
  ON CONFLICT (month, kind, status, archived) DO UPDATE
    SET cases_with_officers = t.cases_with_officers + excluded.cases_with_officers, officer_links = t.officer_links + excluded.officer_links;
  PERFORM disciplinary_officer_window_apply(array_agg(ch.officer_id), array_agg(ch.delta))
    FROM unnest(changes) ch JOIN disciplinary_cases c ON c.id = ch.case_id WHERE c.date_init >= window_start
    HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER disciplinary_case_officers_insert AFTER INSERT ON disciplinary_case_officers REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION disciplinary_case_officers_apply();
--> statement-breakpoint
CREATE TRIGGER disciplinary_case_officers_update AFTER UPDATE ON disciplinary_case_officers REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION disciplinary_case_officers_apply();
--> statement-breakpoint
CREATE TRIGGER disciplinary_case_officers_delete AFTER DELETE ON disciplinary_case_officers REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION disciplinary_case_officers_apply();
--> statement-breakpoint
-- A case's officer links go before the case does, while the case is still there to say
-- which counts they are in (the foreign key's cascade would remove them after it).
CREATE FUNCTION disciplinary_case_links_before_delete() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM disciplinary_case_officers WHERE case_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER disciplinary_case_links_before_delete BEFORE DELETE ON disciplinary_cases FOR EACH ROW EXECUTE FUNCTION disciplinary_case_links_before_delete();
--> statement-breakpoint
CREATE TYPE "disciplinary_case_change" AS (
	"id" integer, "delta" integer, "date_init" date, "kind" integer, "status" integer, "archived" boolean, "office" text, "fault" text,
	"sanction" integer, "severity" integer, "date_end" date, "links" integer
);--> statement-breakpoint
-- Cases: each statement adds what its new rows bring and takes away what its old rows held.
-- New cases have no links yet and deleted ones none left (see above); an updated case keeps
-- its links, which move with its key, and with it across the officer window's start.
CREATE FUNCTION disciplinary_cases_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  added disciplinary_case_change[];
  removed disciplinary_case_change[];
  changes disciplinary_case_change[];
  window_start date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(id, 1, date_init, type_disciplinary, status_disciplinary, is_archive, office, fault, type_of_sanction, type_faults, date_end, 0)::disciplinary_case_change) INTO added FROM added_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(id, -1, date_init, type_disciplinary, status_disciplinary, is_archive, office, fault, type_of_sanction, type_faults, date_end, 0)::disciplinary_case_change) INTO removed FROM removed_rows;
  ELSE
    -- Only the rows whose counted columns changed (most updates touch none of them).
    WITH moved AS (
      SELECT o.id, o.date_init AS old_init, o.type_disciplinary AS old_kind, o.status_disciplinary AS old_status, o.is_archive AS old_archived, o.office AS old_office, o.fault AS old_fault,
        o.type_of_sanction AS old_sanction, o.type_faults AS old_severity, o.date_end AS old_end,
        n.date_init, n.type_disciplinary, n.status_disciplinary, n.is_archive, n.office, n.fault, n.type_of_sanction, n.type_faults, n.date_end,
        (SELECT count(*)::int FROM disciplinary_case_officers l WHERE l.case_id = n.id) AS links
      FROM removed_rows o JOIN added_rows n ON n.id = o.id
      WHERE (o.date_init, o.type_disciplinary, o.status_disciplinary, o.is_archive, o.office, o.fault, o.type_of_sanction, o.type_faults, o.date_end)
        IS DISTINCT FROM (n.date_init, n.type_disciplinary, n.status_disciplinary, n.is_archive, n.office, n.fault, n.type_of_sanction, n.type_faults, n.date_end))
    SELECT array_agg(ROW(id, 1, date_init, type_disciplinary, status_disciplinary, is_archive, office, fault, type_of_sanction, type_faults, date_end, links)::disciplinary_case_change),
      array_agg(ROW(id, -1, old_init, old_kind, old_status, old_archived, old_office, old_fault, old_sanction, old_severity, old_end, links)::disciplinary_case_change)
      INTO added, removed FROM moved;
    -- A case whose date_init changed carries its officers in or out of the officer window.
    IF EXISTS (SELECT 1 FROM unnest(added) a JOIN unnest(removed) r USING (id) WHERE a.links > 0 AND a.date_init IS DISTINCT FROM r.date_init) THEN
      SELECT start INTO window_start FROM disciplinary_officer_window_state FOR NO KEY UPDATE;
      PERFORM disciplinary_officer_window_apply(array_agg(l.officer_id), array_agg(CASE WHEN a.date_init >= window_start THEN 1 ELSE -1 END))
        FROM unnest(added) a JOIN unnest(removed) r USING (id) JOIN disciplinary_case_officers l ON l.case_id = a.id
        WHERE coalesce(a.date_init >= window_start, false) <> coalesce(r.date_init >= window_start, false)
        HAVING count(*) > 0;
    END IF;
  END IF;
  changes := array_cat(added, removed);
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO disciplinary_case_counts AS t
    SELECT coalesce(disciplinary_month(date_init), '-infinity'), kind, status, archived, sum(delta)::int, sum(CASE WHEN links > 0 THEN delta ELSE 0 END)::int, sum(delta * links)::int
    FROM unnest(changes) GROUP BY 1, 2, 3, 4
    HAVING sum(delta) <> 0 OR sum(delta * links) <> 0 OR sum(CASE WHEN links > 0 THEN delta ELSE 0 END) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, kind, status, archived) DO UPDATE
    SET cases = t.cases + excluded.cases, cases_with_officers = t.cases_with_officers + excluded.cases_with_officers, officer_links = t.officer_links + excluded.officer_links;
  INSERT INTO disciplinary_label_counts AS t
    SELECT month, dimension, label, sum(delta)::int FROM (
      SELECT disciplinary_month(date_init) AS month, 1::smallint AS dimension, office AS label, delta FROM unnest(changes) WHERE date_init IS NOT NULL
      UNION ALL
      SELECT disciplinary_month(date_init), 2::smallint, fault, delta FROM unnest(changes) WHERE date_init IS NOT NULL
    ) labels
    GROUP BY month, dimension, label HAVING sum(delta) <> 0 ORDER BY month, dimension, md5(label)
  ON CONFLICT (month, dimension, md5(label)) DO UPDATE SET cases = t.cases + excluded.cases;
  INSERT INTO disciplinary_class_counts AS t
    SELECT disciplinary_month(date_init), sanction, severity, sum(delta)::int FROM unnest(changes) WHERE date_init IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (month, sanction, severity) DO UPDATE SET cases = t.cases + excluded.cases;
  INSERT INTO disciplinary_resolution_counts AS t
    SELECT disciplinary_month(date_init), date_end - date_init, sum(delta)::int FROM unnest(changes) WHERE date_end >= date_init
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
  ON CONFLICT ON CONSTRAINT disciplinary_resolution_counts_pk DO UPDATE SET cases = t.cases + excluded.cases;
  INSERT INTO disciplinary_closing_counts AS t
    SELECT disciplinary_month(date_end), sum(delta)::int FROM unnest(changes) WHERE date_end IS NOT NULL
    GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
  ON CONFLICT (month) DO UPDATE SET cases = t.cases + excluded.cases;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER disciplinary_cases_insert AFTER INSERT ON disciplinary_cases REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION disciplinary_cases_apply();
--> statement-breakpoint
CREATE TRIGGER disciplinary_cases_update AFTER UPDATE ON disciplinary_cases REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION disciplinary_cases_apply();
--> statement-breakpoint
CREATE TRIGGER disciplinary_cases_delete AFTER DELETE ON disciplinary_cases REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION disciplinary_cases_apply();
--> statement-breakpoint
-- The version the list keeps its search totals by is a row of list_versions (migration 0035).
-- The counts of the cases already stored.
INSERT INTO disciplinary_case_counts
  SELECT coalesce(disciplinary_month(c.date_init), '-infinity'), c.type_disciplinary, c.status_disciplinary, c.is_archive, count(*)::int, count(l.links)::int, coalesce(sum(l.links), 0)::int
  FROM disciplinary_cases c LEFT JOIN (SELECT case_id, count(*) AS links FROM disciplinary_case_officers GROUP BY case_id) l ON l.case_id = c.id
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO disciplinary_label_counts
  SELECT disciplinary_month(date_init), 1, office, count(*)::int FROM disciplinary_cases WHERE date_init IS NOT NULL GROUP BY 1, 3
  UNION ALL
  SELECT disciplinary_month(date_init), 2, fault, count(*)::int FROM disciplinary_cases WHERE date_init IS NOT NULL GROUP BY 1, 3;
--> statement-breakpoint
INSERT INTO disciplinary_class_counts
  SELECT disciplinary_month(date_init), type_of_sanction, type_faults, count(*)::int FROM disciplinary_cases WHERE date_init IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO disciplinary_resolution_counts
  SELECT disciplinary_month(date_init), date_end - date_init, count(*)::int FROM disciplinary_cases WHERE date_end >= date_init GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO disciplinary_closing_counts
  SELECT disciplinary_month(date_end), count(*)::int FROM disciplinary_cases WHERE date_end IS NOT NULL GROUP BY 1;
