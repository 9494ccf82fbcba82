import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type OwnProfile,
  phoneCountryForTimeZone,
  phoneCountryOf,
  profileMessages,
  type updateProfileSchema,
} from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { cities, profiles } from "../../db/schema.ts";
import { conflict } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import { loadViewer } from "./viewer.service.ts";

/** The signed-in user's own profile, as /profile shows it. */
export async function loadOwnProfile(db: Db, session: Viewer): Promise<OwnProfile> {
  const viewer = await loadViewer(db, session);
  const [[row], [city]] = await Promise.all([
    db
      .select({ bio: profiles.bio, phone: profiles.phone, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, session.id)),
    viewer.activeCitySlug
      ? db
          .select({ timeZone: cities.timeZone })
          .from(cities)
          .where(eq(cities.slug, viewer.activeCitySlug))
      : Promise.resolve([]),
  ]);
  const phone = row?.phone || null;
  return {
    id: viewer.id,
    email: viewer.email,
    username: viewer.username,
    bio: row?.bio ?? "",
    avatarUrl: viewer.avatarUrl,
    isAdmin: viewer.isAdmin,
    memberships: viewer.memberships,
    phone,
    // The number's own country once there is one, else the city's (issue 28).
    phoneCountry: (phone && phoneCountryOf(phone)?.code) || phoneCountryForTimeZone(city?.timeZone),
    language: row?.language ?? null,
  };
}

/** Whether someone else holds this name, whatever its case. */
async function nameTaken(db: Db, viewerId: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, viewerId)));
  return row !== undefined;
}

/**
 * Changes the viewer's own username, bio, phone and/or language; there is no way to change
 * anyone else's.
 */
export async function updateProfile(
  db: Db,
  input: { viewer: Viewer; changes: z.infer<typeof updateProfileSchema> },
): Promise<OwnProfile> {
  const { username, bio, phone, language } = input.changes;
  if (username !== undefined && (await nameTaken(db, input.viewer.id, username))) {
    throw conflict(profileMessages.usernameTaken);
  }
  if (
    username !== undefined ||
    bio !== undefined ||
    phone !== undefined ||
    language !== undefined
  ) {
    try {
      await db
        .update(profiles)
        .set({ username, bio, phone, language, updatedAt: new Date() })
        .where(eq(profiles.id, input.viewer.id));
    } catch (error) {
      // Someone took the name between the look and the write: the unique index says so.
      if (isUniqueViolation(error)) throw conflict(profileMessages.usernameTaken);
      throw error;
    }
  }
  return loadOwnProfile(db, input.viewer);
}
