import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { reactionTypes } from "../../../contracts/posts.ts";
import { user } from "./auth.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

export const posts = pgTable(
  "posts",
  {
    id: idColumn(),
    cityId: cityColumn(),
    // Null once the author's account is deleted while others' comments hang on
    // the post: it stays as a tombstone ("Deleted user", no text, no image).
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** Shown instead of the text and photos until tapped (issue 35); null: none. */
    contentWarning: text("content_warning"),
    // Its photos are in post_photos (issue 35); the one image a post had moved there.
    createdAt: writtenAt("created_at"),
    /** The last edit by its author (null: never edited); earlier texts are in post_versions. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  // Plain ascending columns: PostgreSQL reads the index backwards for
  // ORDER BY created_at DESC, id DESC (a DESC NULLS LAST index would not serve it).
  (table) => [index("posts_city_created_id_idx").on(table.cityId, table.createdAt, table.id)],
);

export const postReactions = pgTable(
  "post_reactions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    reactionType: text("reaction_type", { enum: reactionTypes }).notNull().default("like"),
    createdAt: writtenAt("created_at"),
  },
  // One reaction per user per post (product decision 20).
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: idColumn(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    content: text("content").notNull(),
    createdAt: writtenAt("created_at"),
    /** The last edit by its author (null: never edited); earlier texts are in comment_versions. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [index("post_comments_post_created_idx").on(table.postId, table.createdAt, table.id)],
);
