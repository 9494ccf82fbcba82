import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reportReasons, reportStatuses, reportTargetTypes } from "../../../contracts/reports.ts";
import { user } from "./auth.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";
import { cities } from "./communities.ts";

/**
 * A member's report about something (decision 24). The target is named by type
 * and id (it may be any feature's row, or gone); its title, city and author are
 * copied at filing time so the queue and the reporter's notice survive deletion.
 */
export const reports = pgTable(
  "reports",
  {
    id: idColumn(),
    reporterId: userColumn("reporter_id"),
    targetType: text("target_type", { enum: reportTargetTypes }).notNull(),
    targetId: text("target_id").notNull(),
    targetTitle: text("target_title").notNull(),
    targetLink: text("target_link"),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "set null" }),
    targetAuthorId: text("target_author_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason", { enum: reportReasons }).notNull(),
    description: text("description").notNull(),
    /** A post's or comment's text as reported, and its version: an edit after the report does not hide it. */
    reportedContent: text("reported_content"),
    reportedVersion: integer("reported_version"),
    status: text("status", { enum: reportStatuses }).notNull().default("open"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    // One open report per reporter and target, whoever else files at the same moment.
    uniqueIndex("reports_one_open_idx")
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index("reports_open_target_idx")
      .on(table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index("reports_reporter_created_idx").on(table.reporterId, table.createdAt),
  ],
);

/** Members an admin appointed to moderate one city (decision 30). */
export const cityModerators = pgTable(
  "city_moderators",
  {
    cityId: cityColumn(),
    userId: userColumn("user_id"),
    appointedBy: text("appointed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.userId] }),
    index("city_moderators_user_idx").on(table.userId),
  ],
);

/**
 * The append-only audit log (decision 30): one row per moderation action,
 * written in the action's transaction. No route updates or deletes it; the
 * actor's name is copied so the record outlives the account.
 */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: idColumn(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    targetTitle: text("target_title").notNull(),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "set null" }),
    reason: text("reason"),
    details: jsonb("details"),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    index("moderation_log_created_idx").on(table.createdAt, table.id),
    index("moderation_log_city_created_idx").on(table.cityId, table.createdAt, table.id),
    index("moderation_log_actor_created_idx").on(table.actorId, table.createdAt, table.id),
  ],
);
