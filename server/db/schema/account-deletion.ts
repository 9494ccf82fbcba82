import { index, pgTable, timestamp } from "drizzle-orm/pg-core";
import { userColumn, writtenAt } from "./columns.ts";

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's own deletion of their account (issue 31, scope 10): one row per
 * member. Scheduled: `due_at` is set, and the sweep erases the account after it.
 * Cancelled by signing in: `due_at` is null and `cancelled_at` set until the
 * member has seen the notice. The row goes with the user.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: userColumn("user_id").primaryKey(),
    requestedAt: writtenAt("created_at"),
    dueAt: moment("due_at"),
    cancelledAt: moment("cancelled_at"),
    /** When an instance's sweep took it; another instance leaves it alone unless this is old. */
    claimedAt: moment("claimed_at"),
  },
  (table) => [index("account_deletions_due_at_idx").on(table.dueAt)],
);
