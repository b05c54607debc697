-- The endpoint filter with a free search reads user_name and method of every row of that
-- endpoint: carrying them in the index lets the capped count run as an index-only scan.
CREATE INDEX IF NOT EXISTS audits_endpoint_covering_idx ON audits USING btree (endpoint, created_at DESC NULLS FIRST, id DESC NULLS FIRST) INCLUDE (user_name, method);
