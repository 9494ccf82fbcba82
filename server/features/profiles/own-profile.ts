import { eq } from "drizzle-orm";
import type { OwnProfile } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import type { Viewer } from "../../lib/session.ts";
import { loadViewer } from "./viewer.service.ts";

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
