import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { cities, events } from "../schema.ts";

// Demo data (issue 11, part 6): a few upcoming events per launch city, so a new
// user finds a living Events section. The demo seeder (which decides whether to
// seed at all and owns the demo accounts) calls seedDemoEvents with the organiser.

type DemoEvent = {
  title: string;
  description: string;
  venue: string;
  address: string;
  /** Days from today, and the wall-clock times in the city. */
  inDays: number;
  starts: string;
  ends: string;
  capacity: number | null;
};

const demoEvents: Record<string, DemoEvent[]> = {
  "gold-coast": [
    {
      title: "Burleigh Heads beach clean-up",
      description:
        "An hour picking up what the tide left behind, then coffee at the surf club. Bags and gloves provided; bring a hat and a water bottle.",
      venue: "Burleigh Heads Surf Life Saving Club",
      address: "Goodwin Terrace, Burleigh Heads QLD 4220",
      inDays: 4,
      starts: "07:00",
      ends: "08:30",
      capacity: 40,
    },
    {
      title: "Street food night at Miami Marketta",
      description:
        "Meet the neighbours over dumplings, tacos and live music. We'll grab a couple of long tables near the stage.",
      venue: "Miami Marketta",
      address: "23 Hillcrest Parade, Miami QLD 4220",
      inDays: 9,
      starts: "18:00",
      ends: "21:00",
      capacity: null,
    },
    {
      title: "Currumbin Creek sunset paddle",
      description:
        "A gentle paddle up the creek as the sun goes down. Bring your own board or kayak; beginners welcome.",
      venue: "Currumbin Alley",
      address: "Duringan Street, Currumbin QLD 4223",
      inDays: 16,
      starts: "16:30",
      ends: "18:30",
      capacity: 15,
    },
  ],
  miami: [
    {
      title: "Sunrise yoga on South Beach",
      description:
        "Start the weekend on the sand. All levels; bring a mat or a towel and some water.",
      venue: "Lummus Park",
      address: "Ocean Dr & 10th St, Miami Beach, FL 33139",
      inDays: 3,
      starts: "06:30",
      ends: "07:30",
      capacity: 30,
    },
    {
      title: "Wynwood art walk",
      description:
        "A slow wander through the murals with a local painter who knows the stories behind them. Ends at a café.",
      venue: "Wynwood Walls",
      address: "2516 NW 2nd Ave, Miami, FL 33127",
      inDays: 8,
      starts: "17:00",
      ends: "19:00",
      capacity: 25,
    },
    {
      title: "Biscayne Bay kayak clean-up",
      description:
        "Kayaks, nets and bags provided. We'll paddle the mangroves and bring back what doesn't belong there.",
      venue: "Matheson Hammock Park",
      address: "9610 Old Cutler Rd, Coral Gables, FL 33156",
      inDays: 15,
      starts: "08:00",
      ends: "11:00",
      capacity: 20,
    },
  ],
  "cape-town": [
    {
      title: "Lion's Head sunset hike",
      description:
        "The classic walk up for the sunset, back down by headlamp. Moderate fitness; bring a torch and a warm layer.",
      venue: "Lion's Head trailhead",
      address: "Signal Hill Road, Cape Town 8001",
      inDays: 5,
      starts: "17:30",
      ends: "20:00",
      capacity: 20,
    },
    {
      title: "Oranjezicht City Farm market morning",
      description:
        "Breakfast, local produce and a chat. Look for the Coastal sign near the coffee stands.",
      venue: "OZCF Market Day",
      address: "Granger Bay Blvd, V&A Waterfront, Cape Town 8001",
      inDays: 10,
      starts: "09:00",
      ends: "12:00",
      capacity: null,
    },
    {
      title: "Muizenberg beach clean-up",
      description:
        "Meet at the colourful huts. An hour on the beach, then a swim for the brave. Bags and gloves provided.",
      venue: "Surfer's Corner",
      address: "Beach Road, Muizenberg, Cape Town 7945",
      inDays: 17,
      starts: "08:00",
      ends: "09:30",
      capacity: 50,
    },
  ],
};

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Adds the demo events to each launch city that has no events yet (so running
 * it again adds nothing). Times are the city's clock, turned into instants by
 * PostgreSQL as the Events API does.
 */
export async function seedDemoEvents(db: Db, { organiserId }: { organiserId: string }) {
  for (const [slug, list] of Object.entries(demoEvents)) {
    const [city] = await db.select().from(cities).where(eq(cities.slug, slug));
    if (!city) continue;
    const [existing] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.cityId, city.id))
      .limit(1);
    if (existing) continue;
    const at = (day: string, time: string) =>
      sql`(${`${day}T${time}`}::timestamp at time zone ${city.timeZone})`;
    await db.insert(events).values(
      list.map((event) => ({
        cityId: city.id,
        organiserId,
        title: event.title,
        description: event.description,
        venue: event.venue,
        address: event.address,
        capacity: event.capacity,
        startsAt: at(dayFromNow(event.inDays), event.starts),
        endsAt: at(dayFromNow(event.inDays), event.ends),
      })),
    );
  }
}
