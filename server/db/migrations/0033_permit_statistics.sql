-- Permits dashboard and list totals (issue 17): GET permits/statistics grouped every
-- request by type on each call, and the list counted them on each page. Both now sum
-- this table, kept by statement triggers in the writing transaction (as
-- medical_report_counts, migration 0030): requests and days requested per (month created,
-- type, status). The month is date_trunc of created_at in the session's time zone, as the
-- dashboard's window compares it. Combinations that fall to 0 stay.
CREATE TABLE "permit_counts" (
	"month" date NOT NULL,
	"type_key" smallint NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL,
	"days" bigint NOT NULL,
	CONSTRAINT "permit_counts_pk" PRIMARY KEY ("month", "type_key", "status")
);--> statement-breakpoint
CREATE TYPE "permit_change" AS ("month" date, "type_key" smallint, "status" text, "requests" integer, "days" bigint);--> statement-breakpoint
CREATE FUNCTION permit_counts_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  added permit_change[];
  removed permit_change[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ROW(date_trunc('month', created_at)::date, type_key, status, 1, duration_days)::permit_change) INTO added FROM added_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT array_agg(ROW(date_trunc('month', created_at)::date, type_key, status, -1, -duration_days)::permit_change) INTO removed FROM removed_rows;
  END IF;
  INSERT INTO permit_counts AS k
    SELECT month, type_key, status, sum(requests)::int, sum(days) FROM unnest(array_cat(added, removed))
    GROUP BY month, type_key, status HAVING sum(requests) <> 0 OR sum(days) <> 0 ORDER BY month, type_key, status
  ON CONFLICT ON CONSTRAINT permit_counts_pk DO UPDATE SET requests = k.requests + excluded.requests, days = k.days + excluded.days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER permit_counts_insert AFTER INSERT ON permits REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION permit_counts_apply();
--> statement-breakpoint
CREATE TRIGGER permit_counts_update AFTER UPDATE ON permits REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION permit_counts_apply();
--> statement-breakpoint
CREATE TRIGGER permit_counts_delete AFTER DELETE ON permits REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION permit_counts_apply();
--> statement-breakpoint
INSERT INTO permit_counts
  SELECT date_trunc('month', created_at)::date, type_key, status, count(*)::int, coalesce(sum(duration_days), 0) FROM permits GROUP BY 1, 2, 3;
