import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * better-auth's twoFactor model (issue 31): one row per member who started an
 * authenticator-app setup. The secret and the backup codes are encrypted by
 * better-auth with AUTH_SECRET; `verified` stays false until a first code checks,
 * and only then is `users.two_factor_enabled` set.
 */
export const twoFactor = pgTable("two_factors", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  verified: boolean("verified").notNull().default(false),
  // better-auth's own per-account budget; Coastal's race-proof lockout is a throttles row.
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
