CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource","resource_id");--> statement-breakpoint
-- Written by hand: the trigger that records every write made through the API (decision 0025). The
-- API runs each write request in a transaction and sets `beacon.actor` there (lib/audit): the
-- account id, or '-' without a session. Writes without it (seeding, migrations, the mock's reset)
-- are not recorded. Arguments: the column of the row's owning account ('' when the rows are
-- shared), then the key columns. Changed fields are recorded as [before, after]; secrets as changed
-- only, long texts cut. `beacon.touched` collects "table" or "table:owner" for the live list
-- updates.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := current_setting('beacon.actor', true);
  old_row jsonb;
  new_row jsonb;
  any_row jsonb;
  changes jsonb := '{}';
  field text;
  before jsonb;
  after jsonb;
  row_key text;
  tag text;
  touched text;
  act text := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END;
BEGIN
  IF actor IS NULL OR actor = '' THEN
    RETURN NULL;
  END IF;
  -- After the check: seeding a million rows pays for nothing here.
  old_row := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row := coalesce(new_row, old_row);
  FOR field IN SELECT jsonb_object_keys(any_row) LOOP
    CONTINUE WHEN field = 'search';
    before := old_row -> field;
    after := new_row -> field;
    CONTINUE WHEN TG_OP = 'UPDATE' AND before IS NOT DISTINCT FROM after;
    IF field IN ('password_hash', 'token_hash') THEN
      before := CASE WHEN old_row IS NOT NULL THEN '"[hidden]"'::jsonb END;
      after := CASE WHEN new_row IS NOT NULL THEN '"[hidden]"'::jsonb END;
    END IF;
    IF jsonb_typeof(before) = 'string' AND length(before #>> '{}') > 300 THEN
      before := to_jsonb(left(before #>> '{}', 300) || '…');
    END IF;
    IF jsonb_typeof(after) = 'string' AND length(after #>> '{}') > 300 THEN
      after := to_jsonb(left(after #>> '{}', 300) || '…');
    END IF;
    changes := changes || jsonb_build_object(field, jsonb_build_array(before, after));
  END LOOP;
  IF changes = '{}' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'accounts' AND TG_OP = 'UPDATE' AND changes ? 'role' THEN
    act := 'role-change';
  END IF;
  SELECT string_agg(any_row ->> key_column, ':') INTO row_key
    FROM unnest(TG_ARGV[1:]) AS key_column;
  INSERT INTO "audit_log" ("actor_id", "action", "resource", "resource_id", "changes")
  VALUES (nullif(actor, '-')::integer, act, TG_TABLE_NAME, coalesce(row_key, ''), changes);
  tag := TG_TABLE_NAME || CASE WHEN TG_ARGV[0] <> '' THEN ':' || (any_row ->> TG_ARGV[0]) ELSE '' END;
  touched := coalesce(current_setting('beacon.touched', true), '');
  IF position(' ' || tag || ' ' IN touched || ' ') = 0 THEN
    PERFORM set_config('beacon.touched', touched || ' ' || tag, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_audit" AFTER INSERT OR UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "account_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "account_settings"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('account_id', 'account_id');
--> statement-breakpoint
CREATE TRIGGER "roles_audit" AFTER INSERT OR UPDATE OR DELETE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "permissions_audit" AFTER INSERT OR UPDATE OR DELETE ON "permissions"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "products_audit" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "cart_items_audit" AFTER INSERT OR UPDATE OR DELETE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "wishlist_items_audit" AFTER INSERT OR UPDATE OR DELETE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "addresses_audit" AFTER INSERT OR UPDATE OR DELETE ON "addresses"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "orders_audit" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "tasks_audit" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "emails_audit" AFTER INSERT OR UPDATE OR DELETE ON "emails"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'id');
--> statement-breakpoint
CREATE TRIGGER "chat_profiles_audit" AFTER INSERT OR UPDATE OR DELETE ON "chat_profiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "chat_members_audit" AFTER INSERT OR UPDATE OR DELETE ON "chat_members"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'chat_id', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "chat_messages_audit" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "invoices_audit" AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "invoice_clients_audit" AFTER INSERT OR UPDATE OR DELETE ON "invoice_clients"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_audit" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "table_rows_audit" AFTER INSERT OR UPDATE OR DELETE ON "table_rows"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "blog_posts_audit" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "blog_comments_audit" AFTER INSERT OR UPDATE OR DELETE ON "blog_comments"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('', 'id');
--> statement-breakpoint
CREATE TRIGGER "poll_votes_audit" AFTER INSERT OR UPDATE OR DELETE ON "poll_votes"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('account_id', 'account_id', 'poll_id');
--> statement-breakpoint
CREATE TRIGGER "bookmarks_audit" AFTER INSERT OR UPDATE OR DELETE ON "bookmarks"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('user_id', 'user_id', 'page_id');
