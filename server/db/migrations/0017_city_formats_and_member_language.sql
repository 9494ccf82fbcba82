ALTER TABLE "cities" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
-- The launch cities write the way their residents do (issue 30); prices keep their amounts.
UPDATE "cities" SET "locale" = 'en-AU', "currency" = 'AUD' WHERE "slug" = 'gold-coast';--> statement-breakpoint
UPDATE "cities" SET "locale" = 'en-US', "currency" = 'USD' WHERE "slug" = 'miami';--> statement-breakpoint
UPDATE "cities" SET "locale" = 'en-ZA', "currency" = 'ZAR' WHERE "slug" = 'cape-town';
