CREATE TABLE "link_previews" (
	"url" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"title" text,
	"description" text,
	"site_name" text,
	"image_key" text,
	"image_width" integer,
	"image_height" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_link_previews" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_link_previews" ADD CONSTRAINT "post_link_previews_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_link_previews_url_idx" ON "post_link_previews" USING btree ("url");--> statement-breakpoint
-- The feed shows each post's card and is cached until what it reads changes (decision 036):
-- a preview that arrives after the post, or is refreshed, empties it like any other change.
CREATE TRIGGER link_previews_change_notice AFTER INSERT OR UPDATE OR DELETE ON link_previews
  FOR EACH ROW EXECUTE FUNCTION coastal_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER link_previews_truncate_notice AFTER TRUNCATE ON link_previews
  FOR EACH STATEMENT EXECUTE FUNCTION coastal_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER post_link_previews_change_notice AFTER INSERT OR UPDATE OR DELETE ON post_link_previews
  FOR EACH ROW EXECUTE FUNCTION coastal_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER post_link_previews_truncate_notice AFTER TRUNCATE ON post_link_previews
  FOR EACH STATEMENT EXECUTE FUNCTION coastal_notify_table_change();
