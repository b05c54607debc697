-- The officer search tables are counted with index-only scans (name words) and read through
-- plans that depend on their statistics. By default a table is vacuumed after 20 % more rows
-- and analyzed after 10 %: after a large import (or the first seed) searches read the heap
-- and plan without statistics for a long while (a name count measured 6 ms instead of 1.4).
-- Vacuum and analyze them after 1–2 % changes, as the audit trail (0012).
ALTER TABLE "officer_search" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "officer_name_words" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
