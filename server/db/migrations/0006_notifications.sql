CREATE TABLE "notification_actors" (
	"notification_id" uuid NOT NULL,
	"actor_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"count" integer DEFAULT 1 NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_actors" ADD CONSTRAINT "notification_actors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_actors_pk" ON "notification_actors" USING btree ("notification_id","actor_id");--> statement-breakpoint
CREATE INDEX "notifications_user_updated_id_idx" ON "notifications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_idx" ON "notifications" USING btree ("user_id","kind","target_id") WHERE "notifications"."read_at" is null and "notifications"."kind" = 'reaction_on_post';