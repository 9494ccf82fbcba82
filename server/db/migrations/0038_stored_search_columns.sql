-- City search reads stored columns (decision 082, amending 073): each searched table keeps
-- its document as a stored tsvector and its folded name as stored text, computed by the
-- IMMUTABLE wrappers of 0029, so ranking reads them instead of rebuilding them per row.
-- Written by searchColumnStatements() (server/features/search/search-sources.ts);
-- search-index.test.ts checks this file holds exactly those statements.
DROP INDEX IF EXISTS "posts_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "posts_search_name_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document('', coalesce("content", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_document_idx" ON "posts" USING gin ("search_document");--> statement-breakpoint
DROP INDEX IF EXISTS "marketplace_items_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "marketplace_items_search_name_idx";--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document(coalesce("title", '') || ' ' || coalesce("category", ''), coalesce("description", '') || ' ' || coalesce("condition", ''))) STORED, ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.coastal_search_fold(coalesce("title", '') || ' ' || coalesce("category", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketplace_items_search_document_idx" ON "marketplace_items" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketplace_items_search_name_idx" ON "marketplace_items" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "property_listings_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "property_listings_search_name_idx";--> statement-breakpoint
ALTER TABLE "property_listings" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document(coalesce("title", '') || ' ' || coalesce("suburb", '') || ' ' || coalesce("bedrooms"::text || ' bedrooms', ''), coalesce("description", '') || ' ' || coalesce("street_address", '') || ' ' || coalesce("property_type", '') || ' ' || coalesce("listing_type", ''))) STORED, ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.coastal_search_fold(coalesce("title", '') || ' ' || coalesce("suburb", '') || ' ' || coalesce("bedrooms"::text || ' bedrooms', ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_listings_search_document_idx" ON "property_listings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_listings_search_name_idx" ON "property_listings" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "restaurants_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "restaurants_search_name_idx";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document(coalesce("name", '') || ' ' || coalesce("cuisine", ''), coalesce("description", '') || ' ' || coalesce("address", ''))) STORED, ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.coastal_search_fold(coalesce("name", '') || ' ' || coalesce("cuisine", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "restaurants_search_document_idx" ON "restaurants" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "restaurants_search_name_idx" ON "restaurants" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "shops_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shops_search_name_idx";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document(coalesce("name", '') || ' ' || coalesce("category", ''), coalesce("description", '') || ' ' || coalesce("address", ''))) STORED, ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.coastal_search_fold(coalesce("name", '') || ' ' || coalesce("category", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_document_idx" ON "shops" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_name_idx" ON "shops" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "events_search_name_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document(coalesce("title", ''), coalesce("description", '') || ' ' || coalesce("venue", '') || ' ' || coalesce("address", ''))) STORED, ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.coastal_search_fold(coalesce("title", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_document_idx" ON "events" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_name_idx" ON "events" USING gin ("search_name" public.gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_document_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_name_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN IF NOT EXISTS "search_document" tsvector GENERATED ALWAYS AS (public.coastal_search_document(coalesce("username", ''), coalesce("bio", ''))) STORED, ADD COLUMN IF NOT EXISTS "search_name" text GENERATED ALWAYS AS (public.coastal_search_fold(coalesce("username", ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_search_document_idx" ON "profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_search_name_idx" ON "profiles" USING gin ("search_name" public.gin_trgm_ops);
