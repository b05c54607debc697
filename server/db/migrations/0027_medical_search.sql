-- Medical reports (issue 17): the list search reads the diagnosis through a trigram index
-- (accent- and case-insensitive, like every list search), and the dashboard's six-month
-- window and the newest-first pages read created_at through an index.
CREATE INDEX IF NOT EXISTS "medical_reports_diagnosis_trgm_idx" ON "medical_reports" USING gin (f_unaccent(lower("diagnosis")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "medical_reports_created_at_idx" ON "medical_reports" USING btree ("created_at");
