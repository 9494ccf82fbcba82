CREATE TABLE "event_reminders" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_event_id_user_id_kind_pk" PRIMARY KEY("event_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"organiser_id" text NOT NULL,
	"rrule" text,
	"repeat" jsonb,
	"starts_local" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"venue" text NOT NULL,
	"address" text NOT NULL,
	"capacity" integer,
	"guests_allowed" integer DEFAULT 0 NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"materialised_until" timestamp with time zone,
	"stopped_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_guests" CHECK ("event_series"."guests_allowed" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD COLUMN "waiting_since" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "original_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "changed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing events become series of one (the series takes the event's id).
INSERT INTO "event_series" ("id", "city_id", "organiser_id", "starts_local", "duration_minutes", "time_zone", "title", "description", "venue", "address", "capacity", "image_key", "thumbnail_key", "created_at", "updated_at")
SELECT e."id", e."city_id", e."organiser_id",
  to_char(e."starts_at" at time zone c."time_zone", 'YYYY-MM-DD"T"HH24:MI'),
  greatest(1, round(extract(epoch from (e."ends_at" - e."starts_at")) / 60))::integer,
  c."time_zone", e."title", e."description", e."venue", e."address", e."capacity", e."image_key", e."thumbnail_key", e."created_at", e."updated_at"
FROM "events" e JOIN "cities" c ON c."id" = e."city_id";--> statement-breakpoint
UPDATE "events" SET "series_id" = "id", "original_starts_at" = "starts_at";--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_city_idx" ON "event_series" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_original_idx" ON "events" USING btree ("series_id","original_starts_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");