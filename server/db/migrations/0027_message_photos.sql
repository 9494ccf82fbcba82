CREATE TABLE "message_photos" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"author_id" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_photos_message_id_position_pk" PRIMARY KEY("message_id","position")
);
--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_photos_author_idx" ON "message_photos" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_photos_image_key" ON "message_photos" USING btree ("image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "message_photos_thumbnail_key" ON "message_photos" USING btree ("thumbnail_key");