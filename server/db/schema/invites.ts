import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { cityColumn, idColumn, writtenAt } from "./columns.ts";

/**
 * An admin's invitation of an address to a city (issue 31, decision 069). The mailed link
 * carries a random token; only its SHA-256 is kept, so the table cannot be used to accept.
 * An invite is pending while it is neither accepted, revoked nor past `expires_at`.
 */
export const invites = pgTable(
  "invites",
  {
    id: idColumn(),
    /** Lower-cased, as better-auth stores addresses. */
    email: text("email").notNull(),
    cityId: cityColumn(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    // One open invite per address and city; an expired one is closed before a new one.
    uniqueIndex("invites_one_open_idx")
      .on(table.email, table.cityId)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("invites_created_idx").on(table.createdAt),
  ],
);
