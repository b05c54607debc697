-- The trail only grows. By default an insert-only table is vacuumed after 20 % more rows,
-- so on a large trail most recent pages are not yet marked all-visible and the audit
-- viewer's counts (index-only scans) must read the heap again. Vacuum it after 1 %.
ALTER TABLE "audits" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
