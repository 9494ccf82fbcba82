import { eq, sql } from "drizzle-orm";
import { profileLimits, usernameBaseFromEmail } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

// How many names to try before the last resort; each miss means someone took the
// candidate between our look and our insert (two sign-ups deriving the same name).
const attempts = 8;

/** "member", "member2", ...: the name with a number, shortened so both fit the limit. */
const withSuffix = (base: string, n: number) =>
  `${base.slice(0, profileLimits.usernameMax - String(n).length)}${n}`;

/** The smallest suffix from 2 up that no name (in any case) holds yet. */
async function nextFreeSuffix(db: Db, base: string): Promise<number> {
  const stem = base.slice(0, profileLimits.usernameMax - 1).toLowerCase();
  const rows = await db
    .select({ name: sql<string>`lower(${profiles.username})` })
    .from(profiles)
    .where(sql`starts_with(lower(${profiles.username}), ${stem})`);
  const taken = new Set(rows.map((row) => row.name));
  let n = 2;
  while (taken.has(withSuffix(base, n).toLowerCase())) n++;
  return n;
}

/**
 * Spec: a missing profile is created with the username taken from the part of the
 * email before the at sign, an empty bio and no avatar. Names are unique whatever
 * their case (issue 28), so a taken or reserved one gets the first free number
 * ("admin" -> "admin2"); the unique index settles two sign-ups that pick the same.
 */
export async function ensureProfile(db: Db, user: { id: string; email: string }): Promise<void> {
  const { base, reserved } = usernameBaseFromEmail(user.email);
  let candidate = reserved ? withSuffix(base, await nextFreeSuffix(db, base)) : base;
  for (let attempt = 0; ; attempt++) {
    const inserted = await db
      .insert(profiles)
      .values({ id: user.id, username: candidate })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length > 0) return;
    const [existing] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    if (existing) return;
    if (attempt > attempts + 4) throw new Error("No free username could be found.");
    // The name was taken: the next free number, or past a few misses a random one.
    candidate =
      attempt < attempts
        ? withSuffix(base, await nextFreeSuffix(db, base))
        : withSuffix(base, 1000 + Math.floor(Math.random() * 9_000_000));
  }
}
