import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  emailPreferenceKinds,
  notificationKinds,
  notificationTargetTypes,
} from "../../../contracts/notifications.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";
import { sendSlotColumns, sendSlotIndexes } from "./send-slot-columns.ts";

/**
 * In-app notifications (issue 13). No foreign key to the target: a deleted post
 * or event leaves its notification, which then says the target was deleted.
 * The sentence's words are copied (`title`, `actorName`) so it reads the same
 * after the actor renames or leaves.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: userColumn("user_id"),
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
    /** A moderator's reason, copied, on a content_removed notice (decision 057). */
    detail: text("detail"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: writtenAt("created_at"),
    /** Bumped when a grouped row gets a new actor: the list is sorted by it. */
    updatedAt: writtenAt("updated_at"),
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

/**
 * A person's email choices (issue 13 part 3): a row only where they chose;
 * otherwise `emailDefaults` in the contract applies.
 */
export const emailPreferences = pgTable(
  "email_preferences",
  {
    userId: userColumn("user_id"),
    kind: text("kind", { enum: emailPreferenceKinds }).notNull(),
    email: boolean("email").notNull(),
    updatedAt: writtenAt("updated_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * The rate rule's state, shared by every instance: at most one email per
 * recipient, kind and target per window. `held` counts notifications that came
 * within the window and were not mailed; the next email (or the sweep after the
 * window) covers them.
 */
export const notificationEmailState = pgTable(
  "notification_email_state",
  {
    ...sendSlotColumns(),
    /**
     * The last email is being sent and its success is not yet recorded. A process
     * killed mid-send leaves it set, and the sweep sends that email again (decision 051).
     */
    sending: boolean("sending").notNull().default(false),
  },
  (table) => sendSlotIndexes("notification_email_state", table),
);

/** One row per city and week: the digest job, finished once every recipient has theirs. */
export const digestRuns = pgTable(
  "digest_runs",
  {
    cityId: cityColumn(),
    /** ISO week in the city's time zone, e.g. "2026-W48". */
    week: text("week").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    recipients: integer("recipients").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cityId, table.week] })],
);

/**
 * One row per recipient of a city's weekly digest, written before the mail is
 * handed to SMTP and stamped after: a run resumed after a restart skips stamped
 * rows and retries only an unstamped one (the send a crash interrupted).
 */
export const digestSends = pgTable(
  "digest_sends",
  {
    cityId: uuid("city_id").notNull(),
    week: text("week").notNull(),
    userId: userColumn("user_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.week, table.userId] }),
    foreignKey({
      columns: [table.cityId, table.week],
      foreignColumns: [digestRuns.cityId, digestRuns.week],
    }).onDelete("cascade"),
  ],
);
