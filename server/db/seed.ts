import { launchCities } from "../../contracts/launch-cities.ts";
import type { Db } from "./client.ts";
import { cities } from "./schema.ts";

// The three launch communities (contracts/launch-cities.ts); an admin can add more later.
export { launchCities };

export async function seedCities(db: Db): Promise<void> {
  // One row at a time, so created_at keeps the spec's order (Gold Coast, Miami, Cape Town).
  for (const city of launchCities) {
    await db.insert(cities).values(city).onConflictDoNothing({ target: cities.slug });
  }
}
