import { cityMessages, slugFromName } from "../../../contracts/admin.ts";
import { cities } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { conflict, justWritten } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import { deleteStoredImage, storeImage } from "../uploads/store-image.ts";

/**
 * Inserts the city and its audit line together; a taken slug is a 409, also
 * when two race. The cover photo is stored first and removed again if the city
 * cannot be saved (no orphaned files).
 */
export async function addCity(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: { viewer: Viewer; name: string; timeZone: string; tagline: string; cover?: Buffer },
): Promise<{ slug: string; name: string; coverUrl: string | null }> {
  const slug = slugFromName(input.name);
  const stored = input.cover ? await storeImage(storage, input.cover, { purpose: "city" }) : null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cities)
        .values({
          slug,
          name: input.name,
          timeZone: input.timeZone,
          tagline: input.tagline,
          coverImageKey: stored?.key ?? null,
          coverThumbnailKey: stored?.thumbnailKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: cities.id, slug: cities.slug, name: cities.name });
      if (!row) throw conflict(cityMessages.slugTaken);
      await recordModeration(tx, {
        viewer: input.viewer,
        action: "add-city",
        target: { type: "city", id: row.id, title: row.name },
        cityId: row.id,
      });
      const city = { slug: row.slug, name: row.name, coverUrl: stored?.thumbnailUrl ?? null };
      return justWritten(city, "the new city");
    });
  } catch (error) {
    if (stored) await deleteStoredImage(storage, [stored.key, stored.thumbnailKey]);
    throw error;
  }
}
