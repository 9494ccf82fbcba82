import { isNotNull, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { PhotoKeys } from "../../db/schema/listing-columns.ts";
import { profiles, user } from "../../db/schema.ts";
import { storedFileColumns } from "../../db/stored-files.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { schedulePeriodicSweep } from "../../platform/runtime/periodic-sweep.ts";
import { photoFiles } from "../../platform/storage/photo-set.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { avatarKeys, deleteStoredImage } from "../../platform/storage/store-image.ts";

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
 * Every stored key some row names: the key and photo-set columns the schema has
 * (server/db/stored-files.ts finds them by name; orphan-sweep.test.ts checks that
 * no other column looks like one), and the avatar URLs.
 */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  await Promise.all(
    storedFileColumns().map(async ({ table, keys: keyColumns, photoSets }) => {
      const columns = [...keyColumns, ...photoSets];
      const rows = await db
        .select({ values: sql<unknown[]>`json_build_array(${sql.join(columns, sql`, `)})` })
        .from(table)
        .where(or(...columns.map((column) => isNotNull(column))));
      for (const { values } of rows) {
        values.forEach((value, i) => {
          if (i >= keyColumns.length)
            for (const key of photoFiles((value as PhotoKeys[] | null) ?? [])) keys.add(key);
          else if (typeof value === "string") keys.add(value);
        });
      }
    }),
  );
  const avatars = await db
    .select({ url: profiles.avatarUrl })
    .from(profiles)
    .where(isNotNull(profiles.avatarUrl));
  const images = await db.select({ url: user.image }).from(user).where(isNotNull(user.image));

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
  schedulePeriodicSweep(app, {
    what: "Sweep of stored files",
    everyMs: sweepEveryMs,
    sweep: () =>
      sweepOrphanedFiles(context).then((removed) => {
        if (removed.length > 0) {
          app.logger.info(`Removed ${removed.length} stored files that nothing refers to`);
        }
      }),
  });
}
