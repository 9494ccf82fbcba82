import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { languages } from "../../../contracts/i18n/languages.ts";
import { idColumn, userColumn, writtenAt } from "./columns.ts";

/** Raw bytes: the zip lives in the database, so every instance can serve it (decision 071). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** Where an export is: waiting for a builder, being built, ready to download, or given up on. */
export const dataExportStates = ["pending", "building", "ready", "failed"] as const;

/**
 * "Download my data" (issue 31, scope 10). A row is the job and, once built,
 * its zip: a request writes it `pending` and starts the build after the answer;
 * the sweep (server/features/account/data-export/export-jobs.ts) picks up a row
 * no process finished (a crash mid-build leaves it `building` with an old
 * `started_at`), and deletes rows past `expires_at`, zip and all.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: idColumn(),
    userId: userColumn("user_id"),
    state: text("state", { enum: dataExportStates }).notNull().default("pending"),
    requestedAt: writtenAt("created_at"),
    /** When the current build was claimed; a claim this old was lost with its process. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** Seven days after the request: the sweep deletes the row and its zip then. */
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    /** The asking request's language: the ready mail's, for a member who follows their browser. */
    language: text("language", { enum: languages }),
    size: integer("size"),
    zip: bytea("zip"),
  },
  (table) => [
    index("data_exports_user_created_idx").on(table.userId, table.requestedAt),
    index("data_exports_state_idx")
      .on(table.state)
      .where(sql`${table.state} in ('pending', 'building')`),
    index("data_exports_expires_idx").on(table.expiresAt),
  ],
);
