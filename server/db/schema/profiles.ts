import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { writtenAt } from "./columns.ts";
import { memberships } from "./communities.ts";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    bio: text("bio").notNull().default(""),
    avatarUrl: text("avatar_url"),
    phone: text("phone"),
    // The language the member chose (decision 063); null follows their browser.
    language: text("language", { enum: ["en", "es"] }),
    isConfirmed: boolean("is_confirmed").notNull().default(false),
    // The city switcher's choice (decision 13), as the membership it points at: when
    // that membership ends its row goes and the choice with it, so the active city
    // falls back to the most recently joined.
    activeMembershipId: uuid("active_membership_id").references(() => memberships.id, {
      onDelete: "set null",
    }),
    updatedAt: writtenAt("updated_at"),
  },
  // One person per name, whatever its case (issue 28: three "member"s in the Users tab).
  // A new account's name takes a numeric suffix when taken (ensure-profile.ts).
  (table) => [uniqueIndex("profiles_username_lower_idx").on(sql`lower(${table.username})`)],
);
