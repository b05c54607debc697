-- Every authenticated call resolves its token to a user, a role and a permission tree. The
-- app keeps what it resolved in memory (server/lib/sessionCache.ts) and forgets all of it
-- when anything a session depends on changes: these triggers announce such a change on
-- the `session_changed` channel when it commits (a user written or deleted, a role edited,
-- a token revoked), to every instance listening.
CREATE FUNCTION notify_session_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER roles_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
