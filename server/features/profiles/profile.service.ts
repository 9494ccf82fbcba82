import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { OwnProfile, updateProfileSchema } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import type { Viewer } from "../../lib/session.ts";
import { loadViewer } from "./viewer.service.ts";

/** The signed-in user's own profile, as /profile shows it. */
export async function loadOwnProfile(db: Db, session: Viewer): Promise<OwnProfile> {
  const viewer = await loadViewer(db, session);
  const [row] = await db
    .select({ bio: profiles.bio })
    .from(profiles)
    .where(eq(profiles.id, session.id));
  return {
    id: viewer.id,
    email: viewer.email,
    username: viewer.username,
    bio: row?.bio ?? "",
    avatarUrl: viewer.avatarUrl,
    isAdmin: viewer.isAdmin,
    memberships: viewer.memberships,
  };
}

/** Changes the viewer's own username and/or bio; there is no way to change anyone else's. */
export async function updateProfile(
  db: Db,
  input: { viewer: Viewer; changes: z.infer<typeof updateProfileSchema> },
): Promise<OwnProfile> {
  const { username, bio } = input.changes;
  if (username !== undefined || bio !== undefined) {
    await db
      .update(profiles)
      .set({ username, bio, updatedAt: new Date() })
      .where(eq(profiles.id, input.viewer.id));
  }
  return loadOwnProfile(db, input.viewer);
}
