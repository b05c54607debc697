-- Searches read a GIN index's pending list (recent entries not yet merged into the tree)
-- in full; at the default 4 MB that is ~500 pages read by every name search until vacuum
-- merges it, and a seed of 100,000 officers leaves it full. 256 kB keeps that read small
-- while inserts still go through the cheap pending list (fastupdate off doubled the cost
-- of inserting officers).
ALTER INDEX "officer_search_full_name_trgm_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "officer_search_given_names_trgm_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "officer_search_last_names_trgm_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "officer_search_codes_trgm_idx" SET (gin_pending_list_limit = 256);
