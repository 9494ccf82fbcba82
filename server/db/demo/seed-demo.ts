import { readFileSync } from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { toCents } from "../../../contracts/listing-parts.ts";
import { initialPropertyStatus } from "../../../contracts/properties.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { photoFiles, storePhotos } from "../../platform/storage/photo-set.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";
import type { Db } from "../client.ts";
import {
  cities,
  marketplaceItems,
  memberships,
  profiles,
  propertyListings,
  user,
} from "../schema.ts";
import { seedDemoBusinesses } from "./businesses.ts";
import { demoEmail, demoUserId } from "./demo-accounts.ts";
import { type CityDemo, demoCities } from "./demo-content.ts";
import { seedDemoEvents } from "./events.ts";

const photoDir = path.join(import.meta.dirname, "photos");
const photo = (name: string) => readFileSync(path.join(photoDir, `${name}.jpg`));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/** Start-up's step (server/main.ts): the demo content, unless SEED_DEMO=false. */
export async function seedDemoOnStart(
  db: Db,
  settings: Parameters<typeof createStorage>[0] & { SEED_DEMO: boolean },
): Promise<boolean> {
  if (!settings.SEED_DEMO) return false;
  return seedDemoContent(db, createStorage(settings));
}

/**
 * A fresh install's demo content (SEED_DEMO, on by default; decision 060): in
 * each launch city, demo members of that city with its own listings,
 * properties, restaurants, shops and upcoming events, photos stored through the
 * image pipeline like any upload. Demo members have addresses on the reserved
 * demo domain, no password and an unverified address: nobody can sign in as them
 * and no mail is sent to them. Only on a database without users: the check and
 * the demo accounts are one transaction that locks the users table, so two
 * instances starting together seed once, and an install in use is never touched.
 *
 * Returns whether it seeded.
 */
export async function seedDemoContent(db: Db, storage: Storage): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${user} in share row exclusive mode`);
    const [someone] = await tx.select({ id: user.id }).from(user).limit(1);
    if (someone) return null;
    const launch = await tx
      .select({ id: cities.id, slug: cities.slug, timeZone: cities.timeZone })
      .from(cities)
      .where(inArray(cities.slug, Object.keys(demoCities)));
    const withDemo = launch.flatMap((city) => {
      const demo = demoCities[city.slug];
      return demo ? [{ city, demo }] : [];
    });
    const people = withDemo.flatMap(({ city, demo }) =>
      demo.members.map((name, index) => ({ name, cityId: city.id, index })),
    );
    if (people.length === 0) return [];
    await tx.insert(user).values(
      people.map(({ name }) => ({
        id: demoUserId(name),
        name,
        email: demoEmail(name),
        emailVerified: false,
      })),
    );
    await tx
      .insert(profiles)
      .values(
        people.map(({ name }) => ({ id: demoUserId(name), username: name, bio: "Demo neighbour" })),
      );
    // Members for a few weeks already, so the member list reads naturally.
    await tx.insert(memberships).values(
      people.map(({ name, cityId, index }) => ({
        userId: demoUserId(name),
        cityId,
        joinedAt: hoursAgo(24 * (60 - index * 9)),
      })),
    );
    return withDemo;
  });
  if (seeded === null) return false;
  for (const { city, demo } of seeded) await seedCity(db, storage, city, demo);
  return true;
}

/** One city's content, each row from one of the city's own demo members. */
async function seedCity(
  db: Db,
  storage: Storage,
  city: { id: string; timeZone: string },
  demo: CityDemo,
) {
  const member = (username: string) => {
    if (!demo.members.includes(username)) {
      throw new Error(`demo content: ${username} is not a demo member of this city`);
    }
    return demoUserId(username);
  };
  await seedDemoBusinesses(db, storage, city, demo, member);
  for (const { seller, photos, hoursAgo: age, price, ...item } of demo.listings) {
    await withPhotos(storage, photos, "listing", (stored) =>
      db.insert(marketplaceItems).values({
        ...item,
        cityId: city.id,
        userId: member(seller),
        priceCents: toCents(price),
        photos: stored,
        createdAt: hoursAgo(age),
        updatedAt: hoursAgo(age),
      }),
    );
  }
  for (const { seller, photos, hoursAgo: age, price, ...property } of demo.properties) {
    await withPhotos(storage, photos, "property", (stored) =>
      db.insert(propertyListings).values({
        ...property,
        cityId: city.id,
        userId: member(seller),
        priceCents: toCents(price),
        status: initialPropertyStatus(property.listingType),
        photos: stored,
        createdAt: hoursAgo(age),
        updatedAt: hoursAgo(age),
      }),
    );
  }
  await seedDemoEvents(db, city, demo.events, member(demo.members[0]));
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
