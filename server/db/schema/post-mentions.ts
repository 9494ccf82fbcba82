import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cityColumn, userColumn, writtenAt } from "./columns.ts";
import { postComments, posts } from "./posts.ts";

/**
 * Who a post or a comment mentions, by user id (issue 35): the text keeps "@name" as
 * written, and `name` is that token, lowercased, so a page maps it to the person's
 * current username and a rename never breaks the link (decision in docs/decisions).
 * `subject_id` is the comment's id for a comment, else the post's: one row per person
 * per post or comment. A row stays (inactive) when an edit drops the mention, so
 * mentioning them again never notifies twice.
 */
export const postMentions = pgTable(
  "post_mentions",
  {
    subjectId: uuid("subject_id").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => postComments.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    uniqueIndex("post_mentions_subject_user_idx").on(table.subjectId, table.userId),
    // The feed reads a page's mentions by post; a deleted member's rows go with them.
    index("post_mentions_post_idx").on(table.postId),
    index("post_mentions_user_idx").on(table.userId),
  ],
);

/**
 * A post's #tags, lowercased and without accents ("Café" is "cafe"), with the post's
 * city and time copied in so the tagged feed walks one index newest first, keyset-paged
 * like the feed, however rare the tag.
 */
export const postTags = pgTable(
  "post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
    cityId: cityColumn(),
    postCreatedAt: timestamp("post_created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tag] }),
    index("post_tags_city_tag_created_idx").on(
      table.cityId,
      table.tag,
      table.postCreatedAt,
      table.postId,
    ),
  ],
);
