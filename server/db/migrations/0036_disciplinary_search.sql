-- The case list search at scale (issue 16).
--
-- 1. By case or expedient number. Their trigrams ('ica', 'cap', '202', '026') are in
--    nearly every case, so the trigram index read ~6 ms of posting lists for one row.
--    Every number starts with 'ICAP-', 'OIDP-' or 'EXP-' (their `code` shape in
--    resources/disciplinary/declaration.ts): a text starting so is read as the start of
--    the number through these btrees (server/engine/textSearch.ts).
CREATE INDEX IF NOT EXISTS "disciplinary_cases_number_prefix_idx" ON "disciplinary_cases" USING btree (lower("number_of_case") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disciplinary_cases_expedient_prefix_idx" ON "disciplinary_cases" USING btree (lower("expedient_number") text_pattern_ops);
--> statement-breakpoint
-- 2. By victim. The victim and the description, folded and joined, kept by the database
--    for the list search (searchText in the declaration; the expression is
--    searchTextExpression in server/db/tableFromDeclaration.ts). A search by victim reads
--    ~850 newest cases for a page of 10 when 2 % match: folding both fields of each cost
--    ~2 ms, one `like` on this column far less.
ALTER TABLE "disciplinary_cases" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("victim", '') || chr(31) || coalesce("description_of_case", '')))) STORED;
--> statement-breakpoint
-- How often a text occurs is estimated from a sample of the column: with the default 100
-- values, a victim in 2 % of the cases was missed by one sample in eight, and the planner
-- then read all its ~2,400 cases through the trigram index (17 ms) instead of the newest
-- ~850 (1 ms). 300 values make that rare for a small planning cost (+0.3 ms).
ALTER TABLE "disciplinary_cases" ALTER COLUMN "search_text" SET STATISTICS 300;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "disciplinary_cases_search_text_trgm_idx" ON "disciplinary_cases" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The OIDP selector still searches the description on its own (its trigram index stays).
DROP INDEX IF EXISTS "disciplinary_cases_victim_trgm_idx";
