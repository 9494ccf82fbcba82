import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { posts } from "./posts.ts";

/**
 * A post's photos in the order its author chose (issue 35): up to 8, stored through
 * the listings' image pipeline, each with its alt text for screen readers. They go
 * with the post; their files are removed by whoever deletes it.
 */
export const postPhotos = pgTable(
  "post_photos",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** 0 for the first photo (the one a one-photo feed card shows full width). */
    position: integer("position").notNull(),
    imageKey: text("image_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    /** The stored image's size; null for photos posted before sets (never measured). */
    width: integer("width"),
    height: integer("height"),
    /** What the photo shows, for screen readers; empty when the author gave none. */
    alt: text("alt").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.postId, table.position] })],
);
