import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { updateCitySchema } from "../../../contracts/admin.ts";
import { cityMessages, slugFromName } from "../../../contracts/admin.ts";
import { cities } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { conflict, justWritten, notFound } from "../../platform/http/errors.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import type { Viewer } from "../../session/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";

/**
 * Inserts the city and its audit line together; a taken slug is a 409, also
 * when two race. The cover photo is stored first and removed again if the city
 * cannot be saved (no orphaned files).
 */
export async function addCity(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: {
    viewer: Viewer;
    name: string;
    timeZone: string;
    tagline: string;
    locale: string;
    currency: string;
    cover?: Buffer;
  },
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
          locale: input.locale,
          currency: input.currency,
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

/**
 * An admin changes a city's time zone, tagline, locale or currency (issue 30); its name
 * and address stay. Prices keep their amounts: only how they are written changes.
 */
export async function editCity(
  db: AppContext["db"],
  input: { viewer: Viewer; slug: string; changes: z.infer<typeof updateCitySchema> },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cities)
      // Nothing sent changes nothing, and still answers with the city as it is.
      .set(Object.keys(input.changes).length > 0 ? input.changes : { name: sql`${cities.name}` })
      .where(eq(cities.slug, input.slug.toLowerCase()))
      .returning({
        id: cities.id,
        slug: cities.slug,
        name: cities.name,
        timeZone: cities.timeZone,
        tagline: cities.tagline,
        locale: cities.locale,
        currency: cities.currency,
      });
    if (!row) throw notFound(cityMessages.notFound);
    await recordModeration(tx, {
      viewer: input.viewer,
      action: "edit-city",
      target: { type: "city", id: row.id, title: row.name },
      cityId: row.id,
      details: input.changes,
    });
    const { id: _, ...city } = row;
    return city;
  });
}
