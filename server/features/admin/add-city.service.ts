import { cityMessages, slugFromName } from "../../../contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import { conflict, justWritten } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/session.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";

/** Inserts the city and its audit line together; a taken slug is a 409, also when two race. */
export async function addCity(
  db: Db,
  input: { viewer: Viewer; name: string; timeZone: string; tagline: string },
): Promise<{ slug: string; name: string }> {
  const slug = slugFromName(input.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cities)
      .values({ slug, name: input.name, timeZone: input.timeZone, tagline: input.tagline })
      .onConflictDoNothing()
      .returning({ id: cities.id, slug: cities.slug, name: cities.name });
    if (!row) throw conflict(cityMessages.slugTaken);
    await recordModeration(tx, {
      viewer: input.viewer,
      action: "add-city",
      target: { type: "city", id: row.id, title: row.name },
      cityId: row.id,
    });
    return justWritten({ slug: row.slug, name: row.name }, "the new city");
  });
}
