-- The images moved to post_photos in 0037 (a set of one each); nothing reads these now.
ALTER TABLE "posts" DROP COLUMN "image_key";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "thumbnail_key";