CREATE TABLE "comment_versions" (
	"comment_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"editor_id" text,
	CONSTRAINT "comment_versions_comment_version_key" UNIQUE("comment_id","version")
);
--> statement-breakpoint
CREATE TABLE "post_versions" (
	"post_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"editor_id" text,
	CONSTRAINT "post_versions_post_version_key" UNIQUE("post_id","version")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_content" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_version" integer;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comment_versions" ADD CONSTRAINT "comment_versions_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_versions" ADD CONSTRAINT "comment_versions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;