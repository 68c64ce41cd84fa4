-- The audit trail (issue 23): one trigger function records every insert, update and delete of an
-- audited table in audit_log, in the same transaction as the change. The actor is the JSON in
-- the transaction's `framewise.actor` setting ({ kind, id, label, source, reason }); without it the
-- change is the system's. Trigger arguments name columns left out (timestamps, generated columns,
-- bulky derived data); an update that changes only those is not recorded.
CREATE FUNCTION framewise_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := coalesce(nullif(current_setting('framewise.actor', true), '')::jsonb, '{}'::jsonb);
  -- A trigger created without arguments has a null TG_ARGV, and jsonb minus null is null.
  ignored text[] := coalesce(TG_ARGV, '{}');
  old_row jsonb;
  new_row jsonb;
  changed_before jsonb;
  changed_after jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    new_row := to_jsonb(NEW) - ignored;
    changed_after := new_row;
  ELSIF TG_OP = 'DELETE' THEN
    old_row := to_jsonb(OLD);
    changed_before := old_row;
  ELSE
    old_row := to_jsonb(OLD) - ignored;
    new_row := to_jsonb(NEW) - ignored;
    SELECT jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, new_row -> o.key)
      INTO changed_before, changed_after
      FROM jsonb_each(old_row) o
      WHERE o.value IS DISTINCT FROM new_row -> o.key;
    IF changed_before IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO audit_log (entity, entity_id, action, actor_kind, actor_id, actor_label, source, reason, before, after)
  VALUES (
    TG_TABLE_NAME,
    coalesce(new_row ->> 'id', old_row ->> 'id'),
    lower(TG_OP),
    coalesce(actor ->> 'kind', 'system'),
    actor ->> 'id',
    actor ->> 'label',
    coalesce(actor ->> 'source', 'system'),
    actor ->> 'reason',
    changed_before,
    changed_after
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_audit AFTER INSERT OR UPDATE OR DELETE ON "content" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'aspect_ratio', 'template_id', 'scene_count');
--> statement-breakpoint
CREATE TRIGGER template_audit AFTER INSERT OR UPDATE OR DELETE ON "template" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
--> statement-breakpoint
CREATE TRIGGER layout_audit AFTER INSERT OR UPDATE OR DELETE ON "layout" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
--> statement-breakpoint
CREATE TRIGGER asset_audit AFTER INSERT OR UPDATE OR DELETE ON "asset" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'peaks');
--> statement-breakpoint
CREATE TRIGGER landing_page_audit AFTER INSERT OR UPDATE OR DELETE ON "landing_page" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
--> statement-breakpoint
CREATE TRIGGER user_audit AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at', 'last_login_at');
--> statement-breakpoint
CREATE TRIGGER image_vibe_audit AFTER INSERT OR UPDATE OR DELETE ON "image_vibe" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
--> statement-breakpoint
CREATE TRIGGER image_inspiration_audit AFTER INSERT OR UPDATE OR DELETE ON "image_inspiration" FOR EACH ROW EXECUTE FUNCTION framewise_audit();
--> statement-breakpoint
CREATE TRIGGER prompt_suite_audit AFTER INSERT OR UPDATE OR DELETE ON "prompt_suite" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
--> statement-breakpoint
CREATE TRIGGER prompt_suite_prompt_audit AFTER INSERT OR UPDATE OR DELETE ON "prompt_suite_prompt" FOR EACH ROW EXECUTE FUNCTION framewise_audit('updated_at');
--> statement-breakpoint
CREATE TRIGGER plan_assignment_audit AFTER INSERT OR UPDATE OR DELETE ON "plan_assignment" FOR EACH ROW EXECUTE FUNCTION framewise_audit();
--> statement-breakpoint
-- Extra credit is a ledger entry; staff grants are audited like any staff change.
CREATE TRIGGER quota_grant_audit AFTER INSERT ON "quota_ledger" FOR EACH ROW WHEN (NEW.kind = 'grant') EXECUTE FUNCTION framewise_audit();
--> statement-breakpoint
-- The ledger takes over the two counters that came before it.
INSERT INTO "quota_usage" ("owner_kind", "owner_id", "metric", "period", "used")
  SELECT 'user', "user_id", 'image_generations', "month", "used" FROM "image_generation_usage" WHERE "used" > 0;
--> statement-breakpoint
INSERT INTO "quota_usage" ("owner_kind", "owner_id", "metric", "period", "used")
  SELECT 'user', "user_id", 'storage_bytes', 'total', "used_bytes" FROM "user_storage" WHERE "used_bytes" > 0;
--> statement-breakpoint
INSERT INTO "quota_ledger" ("owner_kind", "owner_id", "metric", "period", "kind", "amount", "reason")
  SELECT "owner_kind", "owner_id", "metric", "period", 'adjust', "used", 'Carried over from the counter before the ledger' FROM "quota_usage";
