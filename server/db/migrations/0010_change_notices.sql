-- Change notices (decision 036): every committed write to a table that a cached read
-- depends on tells every app instance, whoever made it (a request on any instance, a
-- job, `npm run admin`, psql). PostgreSQL sends a transaction's identical notices once,
-- after it commits, so a 1,000-row insert costs one notice per table.
-- A notice must never undo the write it announces: the function runs as its owner (the
-- app's role may be refused pg_notify), and a notice that cannot be sent is a warning; the
-- caches' short TTL covers it. OR REPLACE: a restore with --force drops the tables, not this.
CREATE OR REPLACE FUNCTION coastal_notify_table_change() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = pg_catalog AS $$
BEGIN
  PERFORM pg_notify('coastal_table_changes', TG_TABLE_NAME);
  RETURN NULL;
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'change notice for % not sent: %', TG_TABLE_NAME, SQLERRM;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Per row, so a statement that changes nothing (an upsert that finds its row) says nothing;
-- TRUNCATE has no rows, so it gets a statement trigger of its own.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['cities', 'memberships', 'profiles', 'posts', 'post_reactions', 'post_comments',
    'marketplace_items']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION coastal_notify_table_change()',
      watched || '_change_notice', watched);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION coastal_notify_table_change()',
      watched || '_truncate_notice', watched);
  END LOOP;
END
$$;
