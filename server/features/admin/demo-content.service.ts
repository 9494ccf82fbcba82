import { eq, like, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import { type DemoContent, demoRemovalReason } from "../../../contracts/demo-content.ts";
import type { Db } from "../../db/client.ts";
import { demoEmailDomain } from "../../db/demo/demo-accounts.ts";
import {
  events,
  marketplaceItems,
  profiles,
  propertyListings,
  restaurants,
  shops,
  user,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Viewer } from "../../session/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import { deleteUser } from "./delete-user.service.ts";

/** Demo members: addresses on the reserved demo domain, which no one else can verify. */
const isDemoMember = like(user.email, `%@${demoEmailDomain}`);

/** How much demo content there is (the Cities tab shows it beside Remove), in one statement. */
export async function countDemoContent(db: Db): Promise<DemoContent> {
  const members = sql`(select ${user.id} from ${user} where ${isDemoMember})`;
  const owned = (table: AnyPgTable, owner: AnyPgColumn) =>
    sql`(select count(*)::int from ${table} where ${owner} in ${members})`;
  const { rows } = await db.execute<DemoContent>(sql`select
    (select count(*)::int from ${user} where ${isDemoMember}) as members,
    ${owned(marketplaceItems, marketplaceItems.userId)} as listings,
    ${owned(propertyListings, propertyListings.userId)} as properties,
    ${owned(restaurants, restaurants.userId)} as restaurants,
    ${owned(shops, shops.userId)} as shops,
    ${owned(events, events.organiserId)} as events`);
  const [counts] = rows;
  if (!counts) throw new Error("demo content: the count returned no row");
  return counts;
}

/**
 * Removes every demo member with all that is theirs, files included, through
 * the one way a user is deleted (delete-user.service.ts), one audit line each.
 * Real members' posts, listings and the rest stay; their comments on a demo
 * post keep it as a tombstone, as for any deleted user. Returns what it removed.
 */
export async function removeDemoContent(
  context: Pick<AppContext, "db" | "storage">,
  viewer: Viewer,
): Promise<DemoContent> {
  const removed = await countDemoContent(context.db);
  const members = await context.db
    .select({ id: user.id, username: profiles.username, email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(isDemoMember);
  for (const member of members) {
    await deleteUser(context, member.id, (tx) =>
      recordModeration(tx, {
        viewer,
        action: "delete-user",
        target: { type: "user", id: member.id, title: member.username ?? member.email },
        cityId: null,
        reason: demoRemovalReason,
      }),
    );
  }
  return removed;
}
