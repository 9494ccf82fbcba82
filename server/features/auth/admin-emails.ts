import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema.ts";

/** ADMIN_EMAILS accounts become admins once their address is proven (verified or from OIDC). */
export async function promoteConfiguredAdmin(
  db: Db,
  adminEmails: string[],
  account: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  if (!account.emailVerified || !adminEmails.includes(account.email.toLowerCase())) return;
  await db.update(user).set({ role: "admin" }).where(eq(user.id, account.id));
}

/** `npm run admin -- grant|revoke <email>`: returns false when no such account exists. */
export async function setAdminRole(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: isAdmin ? "admin" : "user" })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
