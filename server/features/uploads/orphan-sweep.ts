import { isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import {
  cities,
  events,
  marketplaceItems,
  posts,
  profiles,
  propertyListings,
  restaurants,
  shops,
  user,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { avatarKeys } from "../profiles/avatar.service.ts";
import { photoFiles } from "./photo-set.ts";
import { deleteStoredImage } from "./store-image.ts";

/**
 * Files are stored before the row that names them, and removed after the row
 * that named them is gone (docs/adding-a-feature.md): a process killed between
 * the two (kill -9, power loss) leaves a file no row names. Such a file is
 * removed once it is older than this, long after any request that stored it
 * has either committed its row or failed.
 */
export const orphanAgeMs = 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;

/**
 * Every stored key some row names. A new column that holds a key belongs here
 * (orphan-sweep.test.ts checks the schema's image columns against this list),
 * as in server/features/admin/delete-user.service.ts.
 */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const imageRows = await Promise.all(
    [posts, events, restaurants, shops].map((table) =>
      db
        .select({ image: table.imageKey, thumbnail: table.thumbnailKey })
        .from(table)
        .where(isNotNull(table.imageKey)),
    ),
  );
  const covers = await db
    .select({ image: cities.coverImageKey, thumbnail: cities.coverThumbnailKey })
    .from(cities)
    .where(isNotNull(cities.coverImageKey));
  const photoRows = await Promise.all(
    [marketplaceItems, propertyListings].map((table) =>
      db.select({ photos: table.photos }).from(table),
    ),
  );
  const avatars = await db
    .select({ url: profiles.avatarUrl })
    .from(profiles)
    .where(isNotNull(profiles.avatarUrl));
  const images = await db.select({ url: user.image }).from(user).where(isNotNull(user.image));

  const keys = new Set<string>();
  for (const row of [...imageRows.flat(), ...covers]) {
    if (row.image) keys.add(row.image);
    if (row.thumbnail) keys.add(row.thumbnail);
  }
  for (const row of photoRows.flat()) for (const key of photoFiles(row.photos)) keys.add(key);
  for (const row of [...avatars, ...images]) for (const key of avatarKeys(row.url)) keys.add(key);
  return keys;
}

/**
 * Removes the stored files older than `orphanAgeMs` that no row names (and, on
 * local disk, partial writes as old). The candidates are listed before the rows
 * are read, so a row committed in between still keeps its files.
 * Returns the keys it removed.
 */
export async function sweepOrphanedFiles(
  context: { db: Db; storage: Storage },
  now = new Date(),
): Promise<string[]> {
  const candidates = await context.storage.sweepCandidates(new Date(now.getTime() - orphanAgeMs));
  if (candidates.length === 0) return [];
  const referenced = await referencedKeys(context.db);
  const orphans = candidates.filter((key) => !referenced.has(key));
  const failed = new Set(await deleteStoredImage(context.storage, orphans));
  return orphans.filter((key) => !failed.has(key));
}

/** At start-up, then every hour, on every instance (a file removed twice is no error). */
export function scheduleOrphanSweep(app: FastifyInstance, context: AppContext) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepOrphanedFiles(context)
      .then((removed) => {
        if (removed.length > 0) {
          app.logger.info(`Removed ${removed.length} stored files that nothing refers to`);
        }
      })
      .catch((error: Error) => app.logger.warn(`Sweep of stored files failed: ${error.message}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref();
  app.addHook("onReady", async () => sweep());
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
