ALTER TABLE "posts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "cover_image_key" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "cover_thumbnail_key" text;