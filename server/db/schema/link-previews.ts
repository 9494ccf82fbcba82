import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { posts } from "./posts.ts";

// Link previews (issue 35): a card for the first link of a post, fetched by the server
// after the post is saved (server/features/link-previews/).

/**
 * What a linked page said about itself, kept by its normalised URL for a day so a link
 * shared twice is fetched once. A failed fetch is kept too (status "failed"), so a dead
 * link is not fetched again on every post. The image is our own re-encoded copy.
 */
export const linkPreviews = pgTable("link_previews", {
  url: text("url").primaryKey(),
  status: text("status", { enum: ["ok", "failed"] }).notNull(),
  title: text("title"),
  description: text("description"),
  siteName: text("site_name"),
  imageKey: text("image_key"),
  imageWidth: integer("image_width"),
  imageHeight: integer("image_height"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which post shows which link's card. Its own table, not a column of posts: a post keeps
 * pointing at the URL, so a refreshed preview shows on every post that links it.
 */
export const postLinkPreviews = pgTable(
  "post_link_previews",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
  },
  (table) => [index("post_link_previews_url_idx").on(table.url)],
);
