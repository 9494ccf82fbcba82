import { usernameFromEmail } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

// Spec: a missing profile is created with the username taken from the part of
// the email before the at sign (unless reserved), an empty bio and no avatar.
export async function ensureProfile(db: Db, user: { id: string; email: string }): Promise<void> {
  const username = usernameFromEmail(user.email);
  await db.insert(profiles).values({ id: user.id, username }).onConflictDoNothing();
}
