import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema.ts";
import { userChangedNotice } from "../../platform/runtime/live-hub.ts";

/** ADMIN_EMAILS accounts become admins once their address is proven (verified or from OIDC). */
export async function promoteConfiguredAdmin(
  db: Db,
  adminEmails: string[],
  account: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  if (!account.emailVerified || !adminEmails.includes(account.email.toLowerCase())) return;
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: "admin" }).where(eq(user.id, account.id));
    await tx.execute(userChangedNotice(account.id));
  });
}

/**
 * `npm run admin -- grant|revoke <email>`: returns false when no such account exists.
 * Granting also verifies the address: the operator vouches for it, and an install
 * without SMTP could not deliver the verification mail (decision 012).
 */
export async function setAdminRole(db: Db, email: string, isAdmin: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(user)
      .set(isAdmin ? { role: "admin", emailVerified: true } : { role: "user" })
      .where(eq(user.email, email.trim().toLowerCase()))
      .returning({ id: user.id });
    // The admin command runs beside the app: its instances drop the cached role on commit.
    for (const row of rows) await tx.execute(userChangedNotice(row.id));
    return rows.length > 0;
  });
}

/** Whether an account with this id exists (better-auth answers a taken sign-up with a made-up one). */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return Boolean(found);
}
