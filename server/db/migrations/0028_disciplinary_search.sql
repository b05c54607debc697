-- Disciplinary cases (issue 16): the list search (case number, expedient number, victim,
-- description; accent- and case-insensitive like every list search) reads trigram indexes
-- instead of every case, and the dashboard's 12-month window reads date_init through an index.
CREATE INDEX IF NOT EXISTS "disciplinary_cases_number_trgm_idx" ON "disciplinary_cases" USING gin (f_unaccent(lower("number_of_case")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disciplinary_cases_expedient_trgm_idx" ON "disciplinary_cases" USING gin (f_unaccent(lower("expedient_number")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disciplinary_cases_victim_trgm_idx" ON "disciplinary_cases" USING gin (f_unaccent(lower("victim")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disciplinary_cases_description_trgm_idx" ON "disciplinary_cases" USING gin (f_unaccent(lower("description_of_case")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disciplinary_cases_date_init_idx" ON "disciplinary_cases" USING btree ("date_init");
