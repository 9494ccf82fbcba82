-- City-wide search (issue 34, decision 073). Both extensions are trusted (a database
-- owner may create them) and ship with the embedded server and with Debian's PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (its rules file could change), so an index cannot use it
-- directly: this wrapper names the dictionary and is declared IMMUTABLE, the usual way.
-- Changing unaccent.rules would need a REINDEX of the indexes below.
CREATE OR REPLACE FUNCTION public.coastal_search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));--> statement-breakpoint
-- The searched document: English and Spanish lexemes of the folded text, the name
-- weighted A and the rest B, so "surfboards" and "cafe con leche" both stem.
CREATE OR REPLACE FUNCTION public.coastal_search_document(named text, described text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english'::regconfig, public.coastal_search_fold(named)), 'A')
    || setweight(to_tsvector('english'::regconfig, public.coastal_search_fold(described)), 'B')
    || setweight(to_tsvector('spanish'::regconfig, public.coastal_search_fold(named)), 'A')
    || setweight(to_tsvector('spanish'::regconfig, public.coastal_search_fold(described)), 'B');--> statement-breakpoint
-- Written by searchIndexStatements() (server/features/search/search-sources.ts) from each
-- source's fields; search-index.test.ts checks the planner uses every one of them.
CREATE INDEX IF NOT EXISTS "posts_search_document_idx" ON "posts" USING gin (public.coastal_search_document('', coalesce("content", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketplace_items_search_document_idx" ON "marketplace_items" USING gin (public.coastal_search_document(coalesce("title", '') || ' ' || coalesce("category", ''), coalesce("description", '') || ' ' || coalesce("condition", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "marketplace_items_search_name_idx" ON "marketplace_items" USING gin (public.coastal_search_fold(coalesce("title", '') || ' ' || coalesce("category", '')) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_listings_search_document_idx" ON "property_listings" USING gin (public.coastal_search_document(coalesce("title", '') || ' ' || coalesce("suburb", '') || ' ' || coalesce("bedrooms"::text || ' bedrooms', ''), coalesce("description", '') || ' ' || coalesce("street_address", '') || ' ' || coalesce("property_type", '') || ' ' || coalesce("listing_type", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "property_listings_search_name_idx" ON "property_listings" USING gin (public.coastal_search_fold(coalesce("title", '') || ' ' || coalesce("suburb", '') || ' ' || coalesce("bedrooms"::text || ' bedrooms', '')) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "restaurants_search_document_idx" ON "restaurants" USING gin (public.coastal_search_document(coalesce("name", '') || ' ' || coalesce("cuisine", ''), coalesce("description", '') || ' ' || coalesce("address", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "restaurants_search_name_idx" ON "restaurants" USING gin (public.coastal_search_fold(coalesce("name", '') || ' ' || coalesce("cuisine", '')) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_document_idx" ON "shops" USING gin (public.coastal_search_document(coalesce("name", '') || ' ' || coalesce("category", ''), coalesce("description", '') || ' ' || coalesce("address", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_name_idx" ON "shops" USING gin (public.coastal_search_fold(coalesce("name", '') || ' ' || coalesce("category", '')) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_document_idx" ON "events" USING gin (public.coastal_search_document(coalesce("title", ''), coalesce("description", '') || ' ' || coalesce("venue", '') || ' ' || coalesce("address", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_name_idx" ON "events" USING gin (public.coastal_search_fold(coalesce("title", '')) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_search_document_idx" ON "profiles" USING gin (public.coastal_search_document(coalesce("username", ''), coalesce("bio", '')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_search_name_idx" ON "profiles" USING gin (public.coastal_search_fold(coalesce("username", '')) public.gin_trgm_ops);
