-- Excel imports (issue 30): the state of each uploaded file, from its check to the end of its import.
CREATE TABLE IF NOT EXISTS "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"resource" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "import_jobs_user_idx" ON "import_jobs" USING btree ("user_id","id");
