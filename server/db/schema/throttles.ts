import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Per-account counters (sign-in lockout, verification resend, per-user write
// rate limits as "rate:<action>:<userId>") that must hold across browsers,
// cookies, IPs and app instances.
export const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});
