-- The trail's request and answer are kept as the text sent (json): jsonb parsed every
-- entry into its binary form on insert, for queries into the documents nothing makes.
ALTER TABLE "audits" ALTER COLUMN "req" SET DATA TYPE json USING "req"::json, ALTER COLUMN "res" SET DATA TYPE json USING "res"::json;--> statement-breakpoint
-- lz4 compresses the long answers at a fraction of pglz's cost, where the server is built
-- with it (PostgreSQL packages usually are; PGlite is not, and keeps pglz).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "audits" ALTER COLUMN "req" SET COMPRESSION lz4, ALTER COLUMN "res" SET COMPRESSION lz4;
  END IF;
END $$;
