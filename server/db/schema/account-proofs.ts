import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { session, user } from "./auth.ts";
import { idColumn, userColumn, writtenAt } from "./columns.ts";

/**
 * When a session last proved who is using it (password, passkey or authenticator
 * code) after signing in (issue 31, scope 11). A sensitive change needs a proof, or a
 * sign-in, from the last ten minutes; the row goes with its session.
 */
export const sessionProofs = pgTable("session_proofs", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => session.id, { onDelete: "cascade" }),
  provenAt: timestamp("proven_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account's security history (issue 31, scope 12): one append-only row per
 * change (password, email, factors, passkeys, linked sign-ins, sessions, export,
 * deletion), for the member's email and for an admin to read. The IP and browser
 * say where the change came from; the row goes with the account when it is erased.
 */
export const accountEvents = pgTable(
  "account_events",
  {
    id: idColumn(),
    userId: userColumn("user_id"),
    kind: text("kind").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, string>>(),
    createdAt: writtenAt("created_at"),
  },
  (table) => [index("account_events_user_created_idx").on(table.userId, table.createdAt, table.id)],
);

/**
 * An email change waiting for its link to be followed at the new address: the old
 * address is kept so it can be told once the change happens (one pending change a member).
 */
export const emailChanges = pgTable("email_changes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  oldEmail: text("old_email").notNull(),
  newEmail: text("new_email").notNull(),
  requestedAt: writtenAt("created_at"),
});
