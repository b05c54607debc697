-- Finer statistics for the texts searched with LIKE '%…%' (names and codes). PostgreSQL
-- estimates such a pattern by trying it on the column's histogram: with the default 100
-- entries, a fragment found in ~3 % of the officers ('hernan') often hits none of them and
-- is estimated at 20 rows; the planner then reads every match through the trigram index and
-- sorts them (2,800 rows, ~2.4 ms) instead of walking the newest officers until the page is
-- full (~270 rows, ~0.1 ms). Which plan a search got changed with every ANALYZE. 1,000
-- entries resolve 0.1 %. Cost: ANALYZE reads up to 300,000 rows of these tables.
ALTER INDEX officer_search_full_name_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX officer_search_codes_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE officer_search ALTER COLUMN given_names SET STATISTICS 1000, ALTER COLUMN last_names SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX officers_full_name_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX officers_codes_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE officer_search;
