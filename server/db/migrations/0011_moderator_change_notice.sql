-- The feed's pages say whether the viewer may delete each post, and a city's moderators
-- may (decision 050), so the feed's cache reads city_moderators too: appointing or
-- removing a moderator, on any instance or with `npm run admin`, empties it like any
-- other change (the function and the pattern of 0010_change_notices.sql).
CREATE TRIGGER city_moderators_change_notice AFTER INSERT OR UPDATE OR DELETE ON city_moderators
  FOR EACH ROW EXECUTE FUNCTION coastal_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER city_moderators_truncate_notice AFTER TRUNCATE ON city_moderators
  FOR EACH STATEMENT EXECUTE FUNCTION coastal_notify_table_change();
