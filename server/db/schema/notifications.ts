import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { notificationKinds, notificationTargetTypes } from "../../../contracts/notifications.ts";
import { user } from "./auth.ts";

/**
 * In-app notifications (issue 13). No foreign key to the target: a deleted post
 * or event leaves its notification, which then says the target was deleted.
 * The sentence's words are copied (`title`, `actorName`) so it reads the same
 * after the actor renames or leaves.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    targetType: text("target_type", { enum: notificationTargetTypes }).notNull(),
    targetId: text("target_id").notNull(),
    /** The app path it leads to. */
    link: text("link").notNull(),
    /** What it is about, copied: a post's first words, an event's title, a city's name. */
    title: text("title").notNull(),
    /** Who did it last (a grouped reaction shows the latest reactor). */
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    /** How many did it: a grouped reaction row counts its reactors. */
    count: integer("count").notNull().default(1),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped when a grouped row gets a new actor: the list is sorted by it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_updated_id_idx").on(table.userId, table.updatedAt, table.id),
    // One unread reaction row per post and recipient: new reactions update it.
    uniqueIndex("notifications_unread_group_idx")
      .on(table.userId, table.kind, table.targetId)
      .where(sql`${table.readAt} is null and ${table.kind} = 'reaction_on_post'`),
  ],
);

/** Who reacted into a grouped unread row, so a person reacting twice counts once. */
export const notificationActors = pgTable(
  "notification_actors",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    actorId: text("actor_id").notNull(),
  },
  (table) => [uniqueIndex("notification_actors_pk").on(table.notificationId, table.actorId)],
);
