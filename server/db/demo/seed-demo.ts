import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { toCents } from "../../../contracts/listing-parts.ts";
import { initialPropertyStatus } from "../../../contracts/properties.ts";
import { photoFiles, storePhotos } from "../../features/uploads/photo-set.ts";
import { deleteStoredImage } from "../../features/uploads/store-image.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { Db } from "../client.ts";
import { cities, marketplaceItems, profiles, propertyListings, user } from "../schema.ts";
import { seedDemoBusinesses } from "./businesses.ts";
import { demoListings, demoPeople, demoProperties } from "./demo-content.ts";
import { seedDemoEvents } from "./events.ts";

const photoDir = path.join(import.meta.dirname, "photos");
const photo = (name: string) => readFileSync(path.join(photoDir, `${name}.jpg`));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/**
 * A fresh install's demo content (SEED_DEMO, on by default): three demo
 * neighbours (no password, so nobody can sign in as them) with listings,
 * properties, restaurants, shops and upcoming events in every city, photos stored through the image pipeline like any
 * upload. Only on a database without users: the check and the demo accounts are
 * one transaction that locks the users table, so two instances starting
 * together seed once, and an install in use is never touched.
 *
 * Returns whether it seeded.
 */
export async function seedDemoContent(db: Db, storage: Storage): Promise<boolean> {
  const fresh = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${user} in share row exclusive mode`);
    const [someone] = await tx.select({ id: user.id }).from(user).limit(1);
    if (someone) return false;
    await tx.insert(user).values(demoPeople.map((person) => ({ ...person, emailVerified: true })));
    await tx.insert(profiles).values(
      demoPeople.map((person) => ({
        id: person.id,
        username: person.name,
        bio: "Demo neighbour",
      })),
    );
    return true;
  });
  if (!fresh) return false;

  const allCities = await db
    .select({ id: cities.id, slug: cities.slug, name: cities.name })
    .from(cities);
  for (const city of allCities) {
    await seedDemoBusinesses(db, storage, city);
    for (const { seller, photos, hoursAgo: age, price, ...item } of demoListings(city.slug)) {
      await withPhotos(storage, photos, "listing", (stored) =>
        db.insert(marketplaceItems).values({
          ...item,
          cityId: city.id,
          userId: seller,
          priceCents: toCents(price),
          photos: stored,
          createdAt: hoursAgo(age),
          updatedAt: hoursAgo(age),
        }),
      );
    }
    for (const { seller, photos, hoursAgo: age, price, ...property } of demoProperties(city.slug)) {
      await withPhotos(storage, photos, "property", (stored) =>
        db.insert(propertyListings).values({
          ...property,
          cityId: city.id,
          userId: seller,
          priceCents: toCents(price),
          status: initialPropertyStatus(property.listingType),
          photos: stored,
          createdAt: hoursAgo(age),
          updatedAt: hoursAgo(age),
        }),
      );
    }
  }
  await seedDemoEvents(db, { organiserId: demoPeople[0].id });
  return true;
}

/** Stores the named photos, then writes the row; the photos go again if the row fails. */
async function withPhotos(
  storage: Storage,
  names: string[],
  purpose: "listing" | "property",
  insert: (stored: Awaited<ReturnType<typeof storePhotos>>) => Promise<unknown>,
) {
  const stored = await storePhotos(storage, names.map(photo), purpose);
  try {
    await insert(stored);
  } catch (error) {
    await deleteStoredImage(storage, photoFiles(stored));
    throw error;
  }
}
