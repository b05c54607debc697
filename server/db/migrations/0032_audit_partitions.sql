-- Issue 19: the audit trail partitioned by month (declarative partitioning, on PGlite too).
-- Months are created ahead by audit_partitions_ensure() (called at start and daily); a
-- DEFAULT partition catches an entry dated outside them, and the next ensure moves such
-- entries into their month. Old months are archived to file storage and dropped by the
-- server (server/lib/auditPartitions.ts). The primary key must hold the partition key.
DROP TRIGGER IF EXISTS audit_user_names_insert ON "audits";--> statement-breakpoint
ALTER TABLE "audits" RENAME TO "audits_unpartitioned";--> statement-breakpoint
ALTER TABLE "audits_unpartitioned" DROP CONSTRAINT "audits_pkey";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_created_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_user_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_endpoint_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_endpoint_user_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_endpoint_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audits_user_name_trgm_idx";--> statement-breakpoint
CREATE TABLE "audits" (
	"id" bigint DEFAULT nextval('audits_id_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"origin" text,
	"endpoint" text NOT NULL,
	"method" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_time" integer NOT NULL,
	"req" json,
	"res" json,
	CONSTRAINT "audits_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "audits_id_seq" OWNED BY "audits"."id";--> statement-breakpoint
CREATE TABLE "audits_default" PARTITION OF "audits" DEFAULT;--> statement-breakpoint
CREATE INDEX "audits_created_at_idx" ON "audits" USING btree ("created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audits_user_created_idx" ON "audits" USING btree ("user_id", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audits_endpoint_created_idx" ON "audits" USING btree ("endpoint", "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("user_name", "method");--> statement-breakpoint
CREATE INDEX "audits_endpoint_user_idx" ON "audits" USING btree ("endpoint", "user_name");--> statement-breakpoint
CREATE INDEX "audits_endpoint_trgm_idx" ON "audits" USING gin (lower(endpoint) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audits_user_name_trgm_idx" ON "audits" USING gin (lower(user_name) gin_trgm_ops);--> statement-breakpoint
-- lz4 where the server has it (as migration 0021); partitions copy it from the parent.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) THEN
    ALTER TABLE "audits" ALTER COLUMN "req" SET COMPRESSION lz4, ALTER COLUMN "res" SET COMPRESSION lz4;
  END IF;
END $$;--> statement-breakpoint
-- One month's partition; entries of that month waiting in the default partition move into it.
CREATE FUNCTION audit_partition_create(month_start timestamp) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  partition_name text := 'audits_' || to_char(month_start, 'YYYY_MM');
  lower_bound timestamptz := month_start AT TIME ZONE 'UTC';
  upper_bound timestamptz := (month_start + interval '1 month') AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN RETURN; END IF;
  EXECUTE format('CREATE TABLE %I (LIKE audits INCLUDING DEFAULTS INCLUDING COMPRESSION) WITH (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02)', partition_name);
  EXECUTE format('WITH moved AS (DELETE FROM audits_default WHERE created_at >= %L AND created_at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved', lower_bound, upper_bound, partition_name);
  EXECUTE format('ALTER TABLE audits ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, lower_bound, upper_bound);
END $$;--> statement-breakpoint
-- The current month, months_ahead more, and every month that has entries in the default partition.
CREATE FUNCTION audit_partitions_ensure(months_ahead integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  this_month timestamp := date_trunc('month', now() AT TIME ZONE 'UTC');
  waiting timestamp;
BEGIN
  FOR waiting IN SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC') FROM audits_default LOOP
    PERFORM audit_partition_create(waiting);
  END LOOP;
  FOR i IN 0..months_ahead LOOP
    PERFORM audit_partition_create(this_month + make_interval(months => i));
  END LOOP;
END $$;--> statement-breakpoint
DO $$
DECLARE
  month timestamp;
BEGIN
  FOR month IN SELECT DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC') FROM audits_unpartitioned LOOP
    PERFORM audit_partition_create(month);
  END LOOP;
  PERFORM audit_partitions_ensure(2);
END $$;--> statement-breakpoint
INSERT INTO "audits" SELECT "id", "created_at", "user_id", "user_name", "origin", "endpoint", "method", "status_code", "response_time", "req", "res" FROM "audits_unpartitioned";--> statement-breakpoint
DROP TABLE "audits_unpartitioned";--> statement-breakpoint
CREATE TRIGGER audit_user_names_insert AFTER INSERT ON audits REFERENCING NEW TABLE AS new_audits FOR EACH STATEMENT EXECUTE FUNCTION audit_user_names_add();
