CREATE TABLE "marketplace_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"condition" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	CONSTRAINT "marketplace_items_price_check" CHECK ("marketplace_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"listing_type" text NOT NULL,
	"property_type" text NOT NULL,
	"status" text NOT NULL,
	"bedrooms" integer,
	"bathrooms" double precision,
	"parking_spaces" integer,
	"floor_area_sqm" double precision,
	"land_area_sqm" double precision,
	"street_address" text NOT NULL,
	"suburb" text,
	"postal_code" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	CONSTRAINT "property_listings_price_check" CHECK ("property_listings"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_listings" ADD CONSTRAINT "property_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_items_city_created_id_idx" ON "marketplace_items" USING btree ("city_id","created_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_items_created_id_idx" ON "marketplace_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_items_user_idx" ON "marketplace_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketplace_items_search_idx" ON "marketplace_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "property_listings_city_created_id_idx" ON "property_listings" USING btree ("city_id","created_at","id");--> statement-breakpoint
CREATE INDEX "property_listings_created_id_idx" ON "property_listings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "property_listings_user_idx" ON "property_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_listings_search_idx" ON "property_listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at","item_id");--> statement-breakpoint
CREATE INDEX "saved_items_item_idx" ON "saved_items" USING btree ("item_id");