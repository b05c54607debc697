-- The audit viewer's endpoint filter with a search counts every entry of the endpoint and
-- tests the search on user_name (and method): carrying both in the index lets that count
-- be an index-only scan instead of one heap read per entry.
DROP INDEX IF EXISTS "audits_endpoint_created_idx";--> statement-breakpoint
CREATE INDEX "audits_endpoint_created_idx" ON "audits" USING btree ("endpoint","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_name","method");
