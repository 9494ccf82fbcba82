import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passkey, user } from "../../db/schema.ts";

/**
 * Whether a member has a second factor (issue 31): an authenticator app whose
 * setup a first code confirmed, or a passkey. The staff requirement and the admin
 * Users tab read this; one query, so it is cheap to ask on every staff action.
 */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      totp: user.twoFactorEnabled,
      // By the parameter, not ${user.id}: drizzle writes a column unqualified here, and
      // "id" inside the subquery would be the passkey's own id.
      passkey: sql<boolean>`exists (select 1 from ${passkey} where ${passkey.userId} = ${userId})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  return Boolean(row?.totp || row?.passkey);
}
