CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"cuisine" text NOT NULL,
	"price_range" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "cuisine"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_range" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "category"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_city_name_id_idx" ON "restaurants" USING btree ("city_id","name","id");--> statement-breakpoint
CREATE INDEX "restaurants_city_created_idx" ON "restaurants" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "restaurants_user_idx" ON "restaurants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restaurants_search_idx" ON "restaurants" USING gin ("search");--> statement-breakpoint
CREATE INDEX "shops_city_name_id_idx" ON "shops" USING btree ("city_id","name","id");--> statement-breakpoint
CREATE INDEX "shops_city_created_idx" ON "shops" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "shops_user_idx" ON "shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shops_search_idx" ON "shops" USING gin ("search");