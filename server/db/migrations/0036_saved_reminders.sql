ALTER TABLE "saved_items" ADD COLUMN "remind_on" date;--> statement-breakpoint
ALTER TABLE "saved_items" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_items_due_idx" ON "saved_items" USING btree ("remind_on") WHERE "saved_items"."remind_on" is not null and "saved_items"."reminded_at" is null;