CREATE TABLE "audit_user_names" (
	"user_name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION audit_user_names_add() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_user_names SELECT DISTINCT user_name FROM new_audits WHERE user_name IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_user_names_insert AFTER INSERT ON audits REFERENCING NEW TABLE AS new_audits FOR EACH STATEMENT EXECUTE FUNCTION audit_user_names_add();
--> statement-breakpoint
INSERT INTO audit_user_names SELECT DISTINCT user_name FROM audits WHERE user_name IS NOT NULL;
