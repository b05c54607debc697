CREATE TABLE "officer_search" (
	"officer_id" integer PRIMARY KEY NOT NULL,
	"identification" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"given_names" text NOT NULL,
	"last_names" text NOT NULL,
	"code_rrhh" text NOT NULL,
	"iapmch_code" text NOT NULL,
	"status_in" integer NOT NULL,
	"gender" integer,
	"type_register" integer NOT NULL,
	"range" integer,
	"condition" integer NOT NULL,
	"grade" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "officer_search" ADD CONSTRAINT "officer_search_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An officer's row of the search projection: the texts searches used to compute from the
-- officer row (accent-free lower-case names, lower-case codes). The backfill uses it, and
-- the tests compare the rows the triggers keep with it.
CREATE FUNCTION officer_search_row(o officers) RETURNS officer_search
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT o.id, o.identification, o.created_at,
    f_unaccent(lower(o.first_name || ' ' || coalesce(o.second_name, ''))),
    f_unaccent(lower(o.first_lastname || ' ' || coalesce(o.second_lastname, ''))),
    lower(coalesce(o.code_rrhh, '')), lower(coalesce(o.iapmch_code, '')),
    o.status_in, o.gender, o.type_register, o.range, o.condition, o.grade $$;
--> statement-breakpoint
-- Statement triggers with the changed rows as a transition table: one set-based upsert per
-- INSERT / UPDATE statement (a seed batch of officers stays one statement), and no write
-- when nothing searched changed. Deletes follow through the foreign key (cascade).
-- The row is spelled out again rather than calling officer_search_row(o): passing the wide
-- officer row whole doubled the CPU cost of inserting officers. The API tests check that
-- every projected row equals officer_search_row of its officer.
CREATE FUNCTION officer_search_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO officer_search AS s
    SELECT c.id, c.identification, c.created_at,
      f_unaccent(lower(c.first_name || ' ' || coalesce(c.second_name, ''))),
      f_unaccent(lower(c.first_lastname || ' ' || coalesce(c.second_lastname, ''))),
      lower(coalesce(c.code_rrhh, '')), lower(coalesce(c.iapmch_code, '')),
      c.status_in, c.gender, c.type_register, c.range, c.condition, c.grade
    FROM changed_officers c
  ON CONFLICT (officer_id) DO UPDATE SET (identification, created_at, given_names, last_names, code_rrhh, iapmch_code, status_in, gender, type_register, range, condition, grade)
      = ROW(excluded.identification, excluded.created_at, excluded.given_names, excluded.last_names, excluded.code_rrhh, excluded.iapmch_code, excluded.status_in, excluded.gender, excluded.type_register, excluded.range, excluded.condition, excluded.grade)
    WHERE (s.identification, s.created_at, s.given_names, s.last_names, s.code_rrhh, s.iapmch_code, s.status_in, s.gender, s.type_register, s.range, s.condition, s.grade)
      IS DISTINCT FROM (excluded.identification, excluded.created_at, excluded.given_names, excluded.last_names, excluded.code_rrhh, excluded.iapmch_code, excluded.status_in, excluded.gender, excluded.type_register, excluded.range, excluded.condition, excluded.grade);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO officer_search SELECT r.* FROM officers o CROSS JOIN LATERAL officer_search_row(o) r;
--> statement-breakpoint
CREATE TRIGGER officer_search_insert AFTER INSERT ON officers REFERENCING NEW TABLE AS changed_officers FOR EACH STATEMENT EXECUTE FUNCTION officer_search_sync();
--> statement-breakpoint
CREATE TRIGGER officer_search_update AFTER UPDATE ON officers REFERENCING NEW TABLE AS changed_officers FOR EACH STATEMENT EXECUTE FUNCTION officer_search_sync();
--> statement-breakpoint
CREATE INDEX "officer_search_created_at_idx" ON "officer_search" USING btree ("created_at","officer_id");--> statement-breakpoint
CREATE INDEX "officer_search_identification_idx" ON "officer_search" USING btree ("identification");--> statement-breakpoint
CREATE INDEX "officer_search_filters_idx" ON "officer_search" USING btree ("status_in","gender","type_register","range","condition","grade");--> statement-breakpoint
CREATE INDEX "officer_search_full_name_trgm_idx" ON "officer_search" USING gin (("given_names" || ' ' || "last_names") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officer_search_given_names_trgm_idx" ON "officer_search" USING gin ("given_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officer_search_last_names_trgm_idx" ON "officer_search" USING gin ("last_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "officer_search_codes_trgm_idx" ON "officer_search" USING gin (("code_rrhh" || ' ' || "iapmch_code") gin_trgm_ops);--> statement-breakpoint
ANALYZE officer_search;
