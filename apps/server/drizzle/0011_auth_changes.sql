-- Whoever remembers signed-in callers (the embedded server's session cache) forgets them when a
-- session or a user changes or goes, by whatever path: Better Auth, the operator command, a
-- cascade. The message is an event on the channel every process listens on (NOTIFY_CHANNEL in
-- events/events.ts). Only the columns a remembered caller shows count: the sign-in recorded on
-- every app load (last_login_at) or a session's address changes nothing remembered.
CREATE FUNCTION "framewise_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('framewise_events', '{"channel":"auth:changed","payload":{}}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OF "id", "token", "user_id", "expires_at" OR DELETE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "framewise_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OF "id", "name", "email", "email_verified", "image", "created_at", "disabled_at" OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "framewise_auth_changed"();
