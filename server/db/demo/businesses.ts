import { readFileSync } from "node:fs";
import path from "node:path";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import type { Db } from "../client.ts";
import { restaurants, shops } from "../schema.ts";
import type { CityDemo } from "./demo-content.ts";

const photoDir = path.join(import.meta.dirname, "photos");

/** Adds a city's demo restaurants and shops, each photo stored through the image pipeline. */
export async function seedDemoBusinesses(
  db: Db,
  storage: Storage,
  city: { id: string },
  demo: Pick<CityDemo, "restaurants" | "shops">,
  ownerId: (username: string) => string,
) {
  const lists = [
    { table: restaurants, purpose: "restaurant" as const, items: demo.restaurants },
    { table: shops, purpose: "shop" as const, items: demo.shops },
  ];
  for (const { table, purpose, items } of lists) {
    for (const { photo, owner, ...item } of items) {
      const file = readFileSync(path.join(photoDir, `${photo}.jpg`));
      const stored = await storeImage(storage, file, { purpose });
      try {
        await db.insert(table as typeof restaurants).values({
          ...item,
          cityId: city.id,
          userId: ownerId(owner),
          imageKey: stored.key,
          thumbnailKey: stored.thumbnailKey,
        });
      } catch (error) {
        await deleteStoredImage(storage, [stored.key, stored.thumbnailKey]);
        throw error;
      }
    }
  }
}
