CREATE TABLE "digest_runs" (
	"city_id" uuid NOT NULL,
	"week" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "digest_runs_city_id_week_pk" PRIMARY KEY("city_id","week")
);
--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"city_id" uuid NOT NULL,
	"week" text NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "digest_sends_city_id_week_user_id_pk" PRIMARY KEY("city_id","week","user_id")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_email_state" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"covered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_email_state_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_city_id_week_digest_runs_city_id_week_fk" FOREIGN KEY ("city_id","week") REFERENCES "public"."digest_runs"("city_id","week") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_state" ADD CONSTRAINT "notification_email_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_email_state_held_idx" ON "notification_email_state" USING btree ("sent_at") WHERE "notification_email_state"."held" > 0;