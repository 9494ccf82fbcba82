ALTER TABLE "saved_searches" ADD COLUMN "list_tsquery" "tsquery";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "city_tsquery" "tsquery";--> statement-breakpoint
UPDATE "saved_searches" SET "list_tsquery" = websearch_to_tsquery('english'::regconfig, "query") WHERE "section" IS NOT NULL AND "query" <> '';--> statement-breakpoint
UPDATE "saved_searches" SET "city_tsquery" = to_tsquery('english'::regconfig, public.coastal_search_fold("terms")) || to_tsquery('spanish'::regconfig, public.coastal_search_fold("terms")) WHERE "section" IS NULL AND "terms" <> '';
