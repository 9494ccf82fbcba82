CREATE TABLE "post_photos" (
	"post_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "post_photos_post_id_position_pk" PRIMARY KEY("post_id","position")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_warning" text;--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A post's one image becomes its set of one: same files, first place, no alt text yet.
INSERT INTO "post_photos" ("post_id", "position", "image_key", "thumbnail_key", "alt")
SELECT "id", 0, "image_key", COALESCE("thumbnail_key", "image_key"), ''
FROM "posts" WHERE "image_key" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The feed is cached until what it reads changes (decision 036); it reads the photos too.
CREATE TRIGGER post_photos_change_notice AFTER INSERT OR UPDATE OR DELETE ON post_photos
  FOR EACH ROW EXECUTE FUNCTION coastal_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER post_photos_truncate_notice AFTER TRUNCATE ON post_photos
  FOR EACH STATEMENT EXECUTE FUNCTION coastal_notify_table_change();
