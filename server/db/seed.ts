import type { Db } from "./client.ts";
import { cities } from "./schema.ts";

// The three launch communities; an admin can add more later.
export const launchCities = [
  {
    slug: "gold-coast",
    name: "Gold Coast",
    timeZone: "Australia/Brisbane",
    locale: "en-AU",
    currency: "AUD",
    tagline: "Surf breaks, hinterland trails and 300 days of sunshine.",
  },
  {
    slug: "miami",
    name: "Miami",
    timeZone: "America/New_York",
    locale: "en-US",
    currency: "USD",
    tagline: "Art deco, Biscayne Bay and the best cafecito in town.",
  },
  {
    slug: "cape-town",
    name: "Cape Town",
    timeZone: "Africa/Johannesburg",
    locale: "en-ZA",
    currency: "ZAR",
    tagline: "Table Mountain mornings and Atlantic seaboard sunsets.",
  },
];

export async function seedCities(db: Db): Promise<void> {
  // One row at a time, so created_at keeps the spec's order (Gold Coast, Miami, Cape Town).
  for (const city of launchCities) {
    await db.insert(cities).values(city).onConflictDoNothing({ target: cities.slug });
  }
}
